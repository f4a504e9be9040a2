import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createCatalogIndex } from "./catalog-search.js";
import { catalogIndexFor, searchCatalog } from "./search-catalog.js";
import { normalizeTools } from "../tools/normalize.js";
import { boilerplateDescriptions, searchDocument } from "./document.js";
import type { Toolset } from "../tools/source.js";

interface RawTool {
  server: string;
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
}
const raw = JSON.parse(
  readFileSync(new URL("../../../../tooling/data/catalogs/mcp-servers.json", import.meta.url), "utf8"),
) as { tools: RawTool[] };
const servers = new Map<string, RawTool[]>();
for (const tool of raw.tools) servers.set(tool.server, [...(servers.get(tool.server) ?? []), tool]);
const toolsets: Toolset[] = [...servers].map(([server, tools]) => ({ source: { kind: "mcp", name: server }, tools }));
const entries = normalizeTools(toolsets).entries;

describe("searchDocument", () => {
  it("indexes the name without mcp__, a new label, description, parameter names and descriptions, and hints", () => {
    const [entry] = normalizeTools([
      {
        source: { kind: "mcp", name: "mcp-github", trustHints: true },
        tools: [
          {
            name: "mcp__github__create_issue",
            description: "Open an issue.",
            inputSchema: { properties: { title: { description: "Issue title" }, body: {} } },
            _meta: { "anthropic/searchHint": "ticket bug" },
          },
        ],
      },
    ]).entries;
    expect(entry && searchDocument(entry)).toEqual({
      id: "mcp__github__create_issue",
      key: "mcp__github__create_issue",
      fields: {
        name: "github__create_issue",
        label: undefined,
        description: "Open an issue.",
        parameters: ["title", "body"],
        parameterText: ["Issue title"],
        hint: "ticket bug",
      },
    });
    expect(entry && searchDocument(entry, new Set(["issue title"])).fields["parameterText"]).toEqual([]);
    const [other] = normalizeTools([
      { source: { kind: "mcp", name: "linear" }, tools: [{ name: "create_issue", inputSchema: {} }] },
    ]).entries;
    expect(other && searchDocument(other).fields["label"]).toBe("linear");
  });
});

describe("searchCatalog over real MCP servers", () => {
  it("finds the obvious tool first and returns what the bridge needs", () => {
    const [first] = searchCatalog(entries, "create github issue", { limit: 3 });
    expect(first).toMatchObject({
      name: "create_issue",
      label: "github",
      sourceName: "github",
      source: "mcp",
      match: "ranked",
    });
    expect(first?.required).toEqual(["owner", "repo", "title"]);
    expect(first?.description).toMatch(/issue/i);
  });

  it("returns nothing when the rarest word is in no tool, and finds it ungated", () => {
    expect(searchCatalog(entries, "send gmail email")).toEqual([]);
    expect(searchCatalog(entries, "send gmail email", { admission: "none" }).length).toBe(5);
  });

  it("defaults to natural admission: a keyword query with a word no tool has returns nothing, as with the seed rules", () => {
    for (const query of ["send gmail email", "post gmail message", "create card in trello", "gmail send"]) {
      expect(searchCatalog(entries, query), query).toEqual([]);
      expect(searchCatalog(entries, query, { admission: "gated" }), query).toEqual([]);
    }
  });

  it("answers keyword queries with the tool the seed rules put first", () => {
    for (const query of ["github create issue", "kubernetes list pods", "slack post message", "take screenshot"]) {
      expect(searchCatalog(entries, query, { limit: 1 })[0]?.name, query).toBe(
        searchCatalog(entries, query, { limit: 1, admission: "gated" })[0]?.name,
      );
    }
  });

  it("answers a request in plain words", () => {
    const query = "Could you please take a screenshot of the page that is open in my browser right now";
    expect(searchCatalog(entries, query, { limit: 3 }).map((hit) => hit.name)).toContain("browser_take_screenshot");
  });

  it("puts an exact name first, and a name that is one word of a longer query next", () => {
    expect(searchCatalog(entries, "browser_take_screenshot", { limit: 1 })[0]).toMatchObject({
      name: "browser_take_screenshot",
      match: "exact",
    });
    const hits = searchCatalog(entries, "use `pods_list`, then take a screenshot", { limit: 3 });
    expect(hits[0]).toMatchObject({ name: "pods_list", match: "named" });
    expect(hits.slice(1).every((hit) => hit.match === "ranked" && hit.name !== "pods_list")).toBe(true);
    expect(searchCatalog(entries, "pods_list")[0]?.match).toBe("exact");
  });

  it("promotes only identifier-like words of a query, not tools named by plain words", () => {
    const plain = normalizeTools([
      {
        source: { kind: "mcp", name: "x" },
        tools: [
          { name: "Now", description: "Current time.", inputSchema: {} },
          { name: "ResearchHelper", description: "Find papers.", inputSchema: {} },
          { name: "news_search", description: "Search the news.", inputSchema: {} },
        ],
      },
    ]).entries;
    const hits = searchCatalog(plain, "current news now", { admission: "none" });
    expect(hits.map((h) => [h.name, h.match])).toEqual([
      ["news_search", "ranked"],
      ["Now", "ranked"],
    ]);
    expect(searchCatalog(plain, "ask ResearchHelper about news", { admission: "none" })[0]).toMatchObject({
      name: "ResearchHelper",
      match: "named",
    });
  });

  it("can leave names inside a longer query to ranking", () => {
    const hits = searchCatalog(entries, "use `pods_list`, then take a screenshot", { limit: 3, namesInQuery: false });
    expect(hits.every((hit) => hit.match === "ranked")).toBe(true);
  });

  it("honours limit and never returns a tool twice", () => {
    const hits = searchCatalog(entries, "use create_issue to file a github issue", { limit: 4 });
    expect(hits.map((h) => [h.name, h.match])[0]).toEqual(["create_issue", "named"]);
    expect(hits).toHaveLength(4);
    expect(new Set(hits.map((h) => h.name)).size).toBe(4);
  });

  it("only finds tools of the entries it is given (session scope)", () => {
    const githubOnly = entries.filter((e) => e.label === "github");
    expect(searchCatalog(githubOnly, "query postgres database")).toEqual([]);
    expect(searchCatalog(githubOnly, "create_issue")[0]?.name).toBe("create_issue");
  });
});

describe("catalogIndexFor", () => {
  it("reuses the index for the same content and rebuilds for new content", () => {
    const a = catalogIndexFor(entries.slice(0, 50));
    expect(catalogIndexFor(entries.slice(0, 50))).toBe(a);
    expect(catalogIndexFor(entries.slice(0, 51))).not.toBe(a);
    const frozen = Object.freeze(entries.slice(0, 20));
    expect(catalogIndexFor(frozen)).toBe(catalogIndexFor(frozen));
    expect(createCatalogIndex(frozen).size).toBe(20);
  });
});

describe("searchCatalog with extra (remote) tools in the same pass", () => {
  const local = entries.filter((e) => e.label === "slack" || e.label === "github");
  const remote = normalizeTools([
    {
      source: { kind: "connectors", name: "gmail" },
      tools: [
        {
          name: "connectors__gmail__SEND_EMAIL",
          description: "Send an email from the user's Gmail account.",
          inputSchema: { type: "object", required: ["to"] },
        },
        {
          name: "connectors__gmail__LIST_THREADS",
          description: "List email threads in Gmail.",
          inputSchema: { type: "object" },
        },
      ],
    },
  ]).entries;

  it("ranks remote tools exactly as one index over both would", () => {
    const index = createCatalogIndex(local);
    const union = createCatalogIndex([...local, ...remote]);
    for (const query of ["send gmail email", "send message", "create_issue", "list threads"]) {
      expect(index.search(query, { extra: remote, limit: 5 })).toEqual(union.search(query, { limit: 5 }));
    }
    expect(index.search("send gmail email", { extra: remote })[0]).toMatchObject({
      name: "connectors__gmail__SEND_EMAIL",
      source: "connectors",
      required: ["to"],
    });
  });

  it("leaves the catalog's own results unchanged afterwards, and ignores extra names it already has", () => {
    const index = createCatalogIndex(local);
    const before = index.search("send message", { limit: 5 });
    index.search("send message", { extra: remote });
    expect(index.search("send message", { limit: 5 })).toEqual(before);
    expect(index.size).toBe(local.length);
    const clash = { ...remote[0], name: "create_issue", description: "A remote impostor." } as (typeof remote)[number];
    expect(index.search("create_issue", { extra: [clash] })[0]).toMatchObject({ name: "create_issue", source: "mcp" });
  });

  it("finds nothing remote when no extra tools are given (local-only is unchanged)", () => {
    expect(searchCatalog(local, "send gmail email")).toEqual([]);
  });
});

describe("boilerplateDescriptions", () => {
  it("finds parameter descriptions that more than a fifth of the tools (and at least 3) repeat", () => {
    const schema = (...descriptions: string[]): Record<string, unknown> => ({
      properties: Object.fromEntries(descriptions.map((description, i) => [`p${i}`, { description }])),
    });
    const schemas = [
      schema("The tenant ID.", "Vault name"),
      schema(" the tenant id. ", "Key name"),
      schema("The tenant ID."),
      schema("The tenant ID."),
      schema("Other"),
    ];
    expect([...boilerplateDescriptions(schemas)]).toEqual(["the tenant id."]);
    expect([...boilerplateDescriptions(schemas.slice(0, 3))]).toEqual([]);
    expect([...boilerplateDescriptions([{ properties: "bad" }, {}])]).toEqual([]);
  });
});
