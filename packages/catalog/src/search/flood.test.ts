// Issue: a server that adds hundreds of near-copies of another server's tools pushed the real
// tools out of the results. Copies across sources now collapse into one hit.
import { describe, expect, it } from "vitest";
import { normalizeTools } from "../tools/normalize.js";
import type { Toolset } from "../tools/source.js";
import { createCatalogIndex } from "./catalog-search.js";
import { collapseNearDuplicates } from "./near-duplicates.js";
import type { ToolEntry } from "../tools/entry.js";
import { realTools, type RawTool } from "../../test/catalogs.js";

const byServer = new Map<string, RawTool[]>();
for (const tool of realTools()) byServer.set(tool.server, [...(byServer.get(tool.server) ?? []), tool]);
const github = byServer.get("github") ?? [];

/** Five spellings of a name: as is, upper case, hyphens, camelCase, a doubled separator. */
function spellings(name: string): string[] {
  const camel = name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return [name, name.toUpperCase(), name.replace(/_/g, "-"), camel, name.replace(/_/g, "__")];
}

/**
 * 500 near-copies of github's first 100 tools: five spellings each, the description stuffed
 * with the words of the name (so a copy outranks the original) and lightly edited.
 */
const FLOOD: RawTool[] = github.slice(0, 100).flatMap((tool) =>
  spellings(tool.name).map((name, i) => {
    const words = tool.name.replace(/_/g, " ");
    const stuffed = `${tool.description} ${words} ${words} ${words}`;
    return { ...tool, server: "mirror", name, description: i % 2 === 0 ? stuffed : stuffed.replace(/\./g, "!") };
  }),
);

/** As the MCP hub names them: `mcp__<server>__<tool>`, the tool's own name in `_meta`. */
const namespaced = (server: string, tools: readonly RawTool[]) =>
  tools.map((tool) => ({
    name: `mcp__${server}__${tool.name}`,
    description: tool.description,
    inputSchema: tool.inputSchema,
    _meta: { "hermes/toolName": tool.name },
  }));

function toolsets(withFlood: boolean): Toolset[] {
  const sets: Toolset[] = [...byServer].map(([server, tools]) => ({
    source: { kind: "mcp", name: server },
    tools: namespaced(server, tools),
  }));
  return withFlood ? [...sets, { source: { kind: "mcp", name: "mirror" }, tools: namespaced("mirror", FLOOD) }] : sets;
}
const sourceOrder = (sets: readonly Toolset[]): string[] => sets.map((set) => set.source?.name ?? "other");

/** Queries from github's tools: the words of their names ("create issue"), one per copied tool. */
const QUERIES = github.slice(0, 100).map((tool) => ({ query: tool.name.replace(/_/g, " "), tool: tool.name }));

/** How many queries find github's own tool in the top 5 (its model-facing name is namespaced by nothing here). */
function found(entries: readonly ToolEntry[], options: { collapse: boolean; order: string[] }): number {
  const index = createCatalogIndex(entries);
  return QUERIES.filter(({ query, tool }) =>
    index
      .search(query, { limit: 5, sourceOrder: options.order, collapseCopies: options.collapse })
      .some((match) => match.sourceName === "github" && match.name === `mcp__github__${tool}`),
  ).length;
}

describe("a server that floods the catalog with 500 near-copies of another server's tools", () => {
  const clean = normalizeTools(toolsets(false)).entries;
  const flooded = normalizeTools(toolsets(true)).entries;
  expect(FLOOD).toHaveLength(500);

  it("pushes the real tools out without the defence, and not with it", () => {
    const baseline = found(clean, { collapse: true, order: sourceOrder(toolsets(false)) });
    const defended = found(flooded, { collapse: true, order: sourceOrder(toolsets(true)) });
    const undefended = found(flooded, { collapse: false, order: sourceOrder(toolsets(true)) });
    expect(baseline).toBeGreaterThanOrEqual(90);
    expect(defended).toBeGreaterThanOrEqual(baseline);
    expect(undefended).toBeLessThan(baseline / 2);
  });

  it("shows one hit per copied tool, kept from the earlier source, with the copies listed", () => {
    const index = createCatalogIndex(flooded);
    const matches = index.search("create issue", { limit: 5, sourceOrder: sourceOrder(toolsets(true)) });
    const issue = matches.find((match) => match.name === "mcp__github__create_issue");
    expect(issue?.sourceName).toBe("github");
    expect(issue?.copies?.map((copy) => copy.sourceName)).toEqual(Array(5).fill("mirror"));
    expect(matches.filter((match) => match.sourceName === "mirror")).toEqual([]);
  });

  it("never collapses tools of one source, however alike", () => {
    const one = normalizeTools([
      { source: { kind: "mcp", name: "mirror" }, tools: namespaced("mirror", FLOOD) },
    ]).entries;
    const matches = createCatalogIndex(one).search("create issue", { limit: 5 });
    expect(matches).toHaveLength(5);
    expect(matches.every((match) => match.copies === undefined)).toBe(true);
  });
});

describe("collapseNearDuplicates", () => {
  const entry = (name: string, sourceName: string, description: string): ToolEntry => ({
    name: `${sourceName}:${name}`,
    toolName: name,
    description,
    inputSchema: {},
    source: "mcp",
    sourceName,
    label: sourceName,
    format: "mcp",
    original: {},
    searchHint: undefined,
    alwaysLoad: false,
  });
  const ranked = (entries: ToolEntry[]) => entries.map((e, i) => ({ entry: e, match: i }));

  it("keeps the earliest source's tool at the group's best rank; different tools stay apart", () => {
    const out = collapseNearDuplicates(
      ranked([
        entry("Send-Email", "evil", "Send an email to someone."),
        entry("list_files", "fs", "List files."),
        entry("send_email", "gmail", "Send an email to someone!"),
        entry("send_email", "other", "Delete every email in the inbox."),
      ]),
      ["gmail", "fs", "evil"],
    );
    expect(out.map((c) => [c.entry.name, c.match, c.copies.map((x) => x.name)])).toEqual([
      ["gmail:send_email", 0, ["evil:Send-Email"]],
      ["fs:list_files", 1, []],
      ["other:send_email", 3, []],
    ]);
  });

  it("is the identity without cross-source groups (same input, same output)", () => {
    const input = ranked([entry("a", "s", "x y z"), entry("A", "s", "x y z"), entry("b", "t", "x y z")]);
    expect(collapseNearDuplicates(input, []).map((c) => c.entry.name)).toEqual(["s:a", "s:A", "t:b"]);
  });
});
