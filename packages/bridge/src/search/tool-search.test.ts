import {
  CatalogEmbedderBuilder,
  normalizeConfig,
  planTiers,
  searchCatalog,
  type RemoteSource,
  type ToolEntry,
} from "@hermes/catalog";
import { describe, expect, it } from "vitest";
import type { BridgeError } from "../bridge-error.js";
import { REMOTE_FAILED } from "./remote.js";
import type { ToolSearchResult } from "./result.js";
import { fakeRemote, REMOTE_ENTRIES, config, realToolsets, smallPlan } from "../../test/search-fixtures.js";
import { searchTools } from "./tool-search.js";

const RETRY_HINT =
  'No tool matched this query. The sources in available_sources are connected and searchable: retry with the service name plus a concrete action (e.g. \\"<service> create <object>\\", \\"<service> list <objects>\\") before concluding that a tool is missing.';
const CONNECTORS_HINT = " For tools of an app (connectors), `manage_connections` shows which apps are connected.";
const SOURCES = '[{"name":"notes","tool_count":4},{"name":"weather","tool_count":4}]';
const FORECAST =
  '"get_forecast":{"source":"mcp","source_name":"weather","description":"Get the weather forecast for a city. Returns daily highs and lows.","required":["city"],"signature":"get_forecast(city: string, days?: string)"}';
const HOURLY =
  '"get_hourly_forecast":{"source":"mcp","source_name":"weather","description":"Get an hourly forecast for the next 48 hours.","required":["city"],"signature":"get_hourly_forecast(city: string)"}';

const asResult = (value: ToolSearchResult | BridgeError): ToolSearchResult => {
  if ("error" in value) throw new Error(`unexpected error: ${String(value.error)}`);
  return value;
};

describe("searchTools: result shape (golden)", () => {
  it("groups in query order with names only, one shared tools map, sources and hint for an empty group", async () => {
    const result = await searchTools(
      { queries: ["weather forecast", "note rename", "send email"], limit: 2 },
      { scope: { plan: smallPlan("full") }, config },
    );
    expect(JSON.stringify(result)).toBe(
      '{"queries":["weather forecast","note rename","send email"],"total_available":8,"results":[' +
        '{"query":"weather forecast","matches":["get_forecast","get_hourly_forecast"]},' +
        '{"query":"note rename","matches":["update_note_title","delete_note"]},' +
        `{"query":"send email","matches":[],"available_sources":${SOURCES},"hint":"${RETRY_HINT}"}],` +
        `"tools":{${FORECAST},${HOURLY},"update_note_title":{"source":"mcp","source_name":"notes","description":"Rename a note.","required":["id","title"],"signature":"update_note_title(id: string, title: string)"},` +
        `"delete_note":{"source":"mcp","source_name":"notes","description":"Delete a note by id.","required":["id"],"signature":"delete_note(id: string)"}}}`,
    );
  });

  it("lists a tool once in tools when several queries find it", async () => {
    const result = asResult(
      await searchTools({ queries: ["weather forecast", "forecast"] }, { scope: { plan: smallPlan("none") }, config }),
    );
    const [first, second] = result.results.map((group) => group.matches);
    expect(first?.slice(0, 2)).toEqual(["get_forecast", "get_hourly_forecast"]);
    // "forecast" also finds the weather tools through its equivalent "weather" (docs/search-vocabulary.md).
    expect(second?.slice(0, 2)).toEqual(["get_forecast", "get_hourly_forecast"]);
    expect(Object.keys(result.tools)).toEqual([...new Set([...(first ?? []), ...(second ?? [])])]);
  });

  it("returns a precise error for bad arguments (see search-args tests for every text)", async () => {
    const scope = { plan: smallPlan("full") };
    expect(await searchTools({ queries: Array.from({ length: 8 }, (_, i) => `q${i}`) }, { scope, config })).toEqual({
      error:
        "tool_search takes at most 7 queries per call; got 8. Send the first 7 now and the remaining 1 in another call.",
    });
    expect(await searchTools({ queries: [" "] }, { scope, config })).toHaveProperty("error");
  });
});

describe("searchTools: config.semanticShare (hybrid search)", () => {
  const args = { queries: ["weather forecast"], limit: 4 };
  const hybrid = normalizeConfig({ semantic_share: 1 }).config;

  it("searches with the share: the catalog's hybrid ranking instead of the lexical one", async () => {
    const plan = smallPlan("none");
    // The best lexical match lacks "region": the semantic signal gets its share of this query.
    const mixed = { queries: ["weather forecast region"], limit: 4 };
    const lexical = asResult(await searchTools(mixed, { scope: { plan }, config }));
    const fused = asResult(await searchTools(mixed, { scope: { plan }, config: hybrid }));
    expect(lexical.results[0]?.matches).toEqual(
      searchCatalog(plan.deferred, "weather forecast region", { limit: 4 }).map((match) => match.name),
    );
    expect(fused.results[0]?.matches).toEqual(
      searchCatalog(plan.deferred, "weather forecast region", { limit: 4, semantic: 1 }).map((match) => match.name),
    );
    expect(fused.results[0]?.matches).not.toEqual(lexical.results[0]?.matches);
    expect(lexical.results[0]?.matches[0]).toBe("get_forecast");
  });

  it("leaves a request the best match covers word for word in lexical order", async () => {
    const plan = smallPlan("none");
    const lexical = asResult(await searchTools(args, { scope: { plan }, config }));
    const fused = asResult(await searchTools(args, { scope: { plan }, config: hybrid }));
    expect(fused.results[0]?.matches).toEqual(lexical.results[0]?.matches);
    expect(lexical.results[0]?.matches[0]).toBe("get_forecast");
  });

  it("is deterministic: same config, catalog and query give the same bytes, on a rebuilt plan too", async () => {
    const first = JSON.stringify(await searchTools(args, { scope: { plan: smallPlan("none") }, config: hybrid }));
    expect(JSON.stringify(await searchTools(args, { scope: { plan: smallPlan("none") }, config: hybrid }))).toBe(first);
    expect(
      JSON.stringify(
        await searchTools(args, {
          scope: { plan: smallPlan("none") },
          config: normalizeConfig({ semantic_share: 0 }).config,
        }),
      ),
    ).toBe(JSON.stringify(await searchTools(args, { scope: { plan: smallPlan("none") }, config })));
  });

  it("with a background builder answers lexically and says `semantic: pending` until the vectors are ready", async () => {
    const queue: (() => void)[] = [];
    const embedders = new CatalogEmbedderBuilder({ scheduler: (task) => queue.push(task) });
    const plan = smallPlan("none");
    const first = asResult(await searchTools(args, { scope: { plan }, config: hybrid, embedders }));
    const lexical = asResult(await searchTools(args, { scope: { plan }, config }));
    expect(first.semantic).toBe("pending");
    expect(first.results).toEqual(lexical.results);
    for (let task = queue.shift(); task !== undefined; task = queue.shift()) task();
    const later = asResult(await searchTools(args, { scope: { plan }, config: hybrid, embedders }));
    expect(later).not.toHaveProperty("semantic");
    expect(JSON.stringify(later)).toBe(JSON.stringify(await searchTools(args, { scope: { plan }, config: hybrid })));
    expect(embedders.trainedCount).toBe(1);
  });

  it("never adds `semantic` to a lexical search, builder or not", async () => {
    const embedders = new CatalogEmbedderBuilder({ scheduler: () => undefined });
    const plan = smallPlan("none");
    expect(JSON.stringify(await searchTools(args, { scope: { plan }, config, embedders }))).toBe(
      JSON.stringify(await searchTools(args, { scope: { plan }, config })),
    );
    expect(embedders.pendingCount).toBe(0);
  });
});

describe("searchTools over the real catalog", () => {
  const plan = planTiers(realToolsets(), { contextLength: 200_000 });
  const scope = { plan };

  it("finds the obvious tool with source, source name and required parameters; total_available is the deferred count", async () => {
    const result = asResult(await searchTools({ queries: "github create issue" }, { scope, config }));
    expect(result.total_available).toBe(plan.deferredCount);
    expect(result.results[0]?.matches[0]).toBe("create_issue");
    expect(result.tools["create_issue"]).toEqual({
      source: "mcp",
      source_name: "github",
      description: "Create a new issue in a GitHub repository with a title and optional body.",
      required: ["owner", "repo", "title"],
      signature: "create_issue(owner: string, repo: string, title: string, body?: string)",
    });
  });

  it("applies limit per query: default, clamp to max, at least 1", async () => {
    const counts = async (limit: unknown): Promise<number[]> =>
      asResult(await searchTools({ queries: ["list", "create"], limit }, { scope, config })).results.map(
        (group) => group.matches.length,
      );
    expect(await counts(undefined)).toEqual([5, 5]);
    expect(await counts("2")).toEqual([2, 2]);
    expect(await counts(0)).toEqual([1, 1]);
    expect(await counts(1000)).toEqual([25, 25]);
    const capped = normalizeConfig({ max_search_limit: 3 }).config;
    const result = asResult(await searchTools({ queries: ["list"], limit: 50 }, { scope, config: capped }));
    expect(result.results[0]?.matches).toHaveLength(3);
  });

  it("offers every source, sorted, when nothing matches", async () => {
    const result = asResult(await searchTools({ queries: ["send gmail email"] }, { scope, config }));
    const group = result.results[0];
    expect(group?.matches).toEqual([]);
    const names = group?.available_sources?.map((source) => source.name) ?? [];
    expect(names).toEqual([...names].sort());
    expect(group?.available_sources?.find((source) => source.name === "github")).toEqual({
      name: "github",
      tool_count: 117,
    });
    expect(group?.available_sources?.reduce((sum, source) => sum + source.tool_count, 0)).toBe(plan.deferredCount);
    expect(result.tools).toEqual({});
  });

  it("searches with config.admission: a plain request finds tools with natural (the default), a name no tool has nothing with either", async () => {
    const args = {
      queries: [
        "Could you please take a screenshot of the page that is open in my browser right now",
        "send gmail email",
      ],
      limit: 3,
    };
    const natural = asResult(await searchTools(args, { scope, config }));
    expect(natural.results.map((group) => group.matches[0])).toEqual(["browser_take_screenshot", undefined]);
    const gated = asResult(await searchTools(args, { scope, config: normalizeConfig({ admission: "gated" }).config }));
    expect(gated.results.map((group) => group.matches)[1]).toEqual([]);
    const none = asResult(await searchTools(args, { scope, config: normalizeConfig({ admission: "none" }).config }));
    expect(none.results.map((group) => group.matches)[1]?.length).toBeGreaterThan(0);
  });

  it("is deterministic", async () => {
    const args = { queries: ["kubernetes list pods", "slack post message", "nothing like this zzz"], limit: 4 };
    const first = JSON.stringify(await searchTools(args, { scope, config }));
    expect(JSON.stringify(await searchTools(args, { scope, config }))).toBe(first);
    const rebuilt = planTiers(realToolsets(), { contextLength: 200_000 });
    expect(JSON.stringify(await searchTools(args, { scope: { plan: rebuilt }, config }))).toBe(first);
  });
});

describe("searchTools: session scope", () => {
  it("never finds a tool outside the session's definitions", async () => {
    const all = planTiers(realToolsets(), { contextLength: 200_000 });
    const plan = planTiers(realToolsets(["github"]), { contextLength: 200_000 });
    const outsideScope = new Set(all.deferred.filter((entry) => entry.label !== "github").map((entry) => entry.name));
    const scope = { plan, outsideScope };
    expect(all.deferred.some((entry) => entry.name === "pods_list")).toBe(true);
    const result = asResult(
      await searchTools(
        { queries: ["pods_list", "kubernetes list pods", "slack post message"], limit: 25 },
        { scope, config },
      ),
    );
    for (const name of Object.keys(result.tools)) expect(plan.deferred.some((entry) => entry.name === name)).toBe(true);
    expect(result.results[0]?.matches).not.toContain("pods_list");
    expect(result.total_available).toBe(117);
    expect(
      result.results.flatMap((group) => group.available_sources ?? []).every((source) => source.name === "github"),
    ).toBe(true);
  });

  it("never shows visible tools or bridge tools as matches", async () => {
    const result = asResult(
      await searchTools({ queries: ["read_file", "tool_call"] }, { scope: { plan: smallPlan("full") }, config }),
    );
    const shown = result.results.flatMap((group) => group.matches);
    expect(shown).not.toContain("read_file");
    expect(shown).not.toContain("tool_call");
    expect(shown.every((name) => !name.startsWith("tool_"))).toBe(true);
  });
});

describe("searchTools: output details", () => {
  it("clips descriptions at 500 characters + … and required at 32 names of at most 64 characters", async () => {
    const required = ["x".repeat(100), ...Array.from({ length: 39 }, (_, i) => `p${i}`)];
    const plan = planTiers([
      { tools: [] },
      {
        source: { kind: "mcp", name: "big" },
        tools: [
          {
            name: "huge_tool",
            description: `huge ${"d".repeat(800)}`,
            inputSchema: { type: "object", properties: {}, required },
          },
        ],
      },
    ]);
    const hit = asResult(await searchTools({ queries: ["huge_tool"] }, { scope: { plan }, config })).tools["huge_tool"];
    expect(hit?.description).toBe(`huge ${"d".repeat(495)}…`);
    expect(hit?.required).toHaveLength(32);
    expect(hit?.required[0]).toBe(`${"x".repeat(63)}…`);
    expect(hit?.required.slice(1)).toEqual(required.slice(1, 32));
  });

  it("keeps tool names such as __proto__ and constructor as plain own keys (no prototype pollution)", async () => {
    const tools = ["__proto__", "constructor", "toString", "hasOwnProperty"].map((name) => ({
      name,
      description: `Special ${name} tool.`,
      inputSchema: { type: "object", properties: { polluted: { type: "string" } }, required: ["polluted"] },
    }));
    const plan = planTiers([{ tools: [] }, { source: { kind: "mcp", name: "evil" }, tools }]);
    expect(plan.deferredCount).toBe(4);
    const result = asResult(
      await searchTools(
        { queries: ["__proto__", "constructor", "special tool"], limit: 10 },
        { scope: { plan }, config },
      ),
    );
    expect(Object.getPrototypeOf(result.tools)).toBe(Object.prototype);
    expect(Object.keys(result.tools).sort()).toEqual(["__proto__", "constructor", "hasOwnProperty", "toString"]);
    expect(Object.getOwnPropertyDescriptor(result.tools, "__proto__")?.value).toEqual({
      source: "mcp",
      source_name: "evil",
      description: "Special __proto__ tool.",
      required: ["polluted"],
      signature: "__proto__(polluted: string)",
    });
    expect(JSON.parse(JSON.stringify(result)) as unknown).toEqual(result);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(result.results[0]?.matches[0]).toBe("__proto__");
  });
});

describe("searchTools with a remote source", () => {
  const plan = smallPlan("full", { connectors: true });
  const scope = { plan };
  const args = { queries: ["weather forecast", "send email"], limit: 2 };

  it("ranks remote hits in the same pass and asks the remote once for all queries (golden)", async () => {
    const remote = fakeRemote("results");
    const result = await searchTools(args, { scope, config, remote });
    expect(remote.searches).toEqual([["weather forecast", "send email"]]);
    expect(JSON.stringify(result)).toBe(
      '{"queries":["weather forecast","send email"],"total_available":8,"results":[' +
        '{"query":"weather forecast","matches":["get_forecast","get_hourly_forecast"]},' +
        '{"query":"send email","matches":["connectors__gmail__SEND_EMAIL"]}],' +
        `"tools":{${FORECAST},${HOURLY},"connectors__gmail__SEND_EMAIL":{"source":"connectors","source_name":"gmail","description":"Send an email from the user's Gmail account.","required":["to","subject"],"signature":"connectors__gmail__SEND_EMAIL(to: string, subject: string, body?: string)"}}}`,
    );
  });

  it("caps local and remote hits together with limit", async () => {
    const remote = fakeRemote("results");
    const result = asResult(await searchTools({ queries: ["create"], limit: 1 }, { scope, config, remote }));
    expect(result.results[0]?.matches).toHaveLength(1);
    const wide = asResult(await searchTools({ queries: ["create"], limit: 5 }, { scope, config, remote }));
    expect(wide.results[0]?.matches).toEqual(
      expect.arrayContaining(["create_note", "connectors__calendar__CREATE_EVENT"]),
    );
  });

  it("is byte-identical to local-only with no remote, a silent remote, or no connectors in the session", async () => {
    const localOnly = JSON.stringify(await searchTools(args, { scope, config }));
    const silent = fakeRemote("silent");
    expect(JSON.stringify(await searchTools(args, { scope, config, remote: silent }))).toBe(localOnly);
    expect(silent.searches).toHaveLength(1);
    const noConnectors = { plan: smallPlan("full") };
    const unused = fakeRemote("results");
    expect(JSON.stringify(await searchTools(args, { scope: noConnectors, config, remote: unused }))).toBe(
      JSON.stringify(await searchTools(args, { scope: noConnectors, config })),
    );
    expect(unused.searches).toEqual([]);
  });

  it("adds a connectors status to the local result when the remote is unavailable (golden)", async () => {
    const result = await searchTools(args, { scope, config, remote: fakeRemote("unavailable") });
    expect(JSON.stringify(result)).toBe(
      '{"queries":["weather forecast","send email"],"total_available":8,"results":[' +
        '{"query":"weather forecast","matches":["get_forecast","get_hourly_forecast"]},' +
        `{"query":"send email","matches":[],"available_sources":${SOURCES},"hint":"${RETRY_HINT}${CONNECTORS_HINT}"}],` +
        `"tools":{${FORECAST},${HOURLY}},` +
        '"connectors":{"status":"unavailable","reason":"unreachable","hint":"The connector gateway did not answer; retry later."}}',
    );
  });

  it("never throws when a remote breaks its contract: throws, rejects or answers garbage", async () => {
    const base = fakeRemote("results");
    const throwing: RemoteSource = {
      ...base,
      search: () => {
        throw new Error("boom");
      },
    };
    const rejecting: RemoteSource = { ...base, search: () => Promise.reject(new Error("boom")) };
    const garbage: RemoteSource = {
      ...base,
      search: () => Promise.resolve({ kind: "results", groups: [[null, { name: 3 }, "x"]] } as never),
    };
    const local = asResult(await searchTools(args, { scope, config }));
    for (const remote of [throwing, rejecting]) {
      expect(await searchTools(args, { scope, config, remote })).toEqual({ ...local, connectors: REMOTE_FAILED });
    }
    expect(await searchTools(args, { scope, config, remote: garbage })).toEqual(local);
  });

  it("drops remote entries that are not connector names it owns, or that shadow visible or bridge tools", async () => {
    const rogue = (name: string): ToolEntry => ({
      ...(REMOTE_ENTRIES[0] as ToolEntry),
      name,
      description: "send email everywhere",
    });
    const entries = [
      rogue("read_file"),
      rogue("tool_call"),
      rogue("send_email_local"),
      rogue("connectors__gmail__SEND_EMAIL"),
    ];
    const remote: RemoteSource = {
      ...fakeRemote("results", entries),
      owns: (name) => name !== "connectors__gmail__SEND_EMAIL",
    };
    const result = asResult(await searchTools({ queries: ["send email"] }, { scope, config, remote }));
    expect(result.results[0]?.matches).toEqual([]);
    const owned = asResult(
      await searchTools({ queries: ["send email"] }, { scope, config, remote: fakeRemote("results", entries) }),
    );
    expect(owned.results[0]?.matches).toEqual(["connectors__gmail__SEND_EMAIL"]);
  });

  it("uses the connectors-only hint when nothing is deferred", async () => {
    const only = planTiers([{ tools: [{ name: "manage_connections", inputSchema: {} }] }]);
    const result = asResult(
      await searchTools({ queries: ["jira ticket"] }, { scope: { plan: only }, config, remote: fakeRemote("results") }),
    );
    expect(result.total_available).toBe(0);
    expect(result.results[0]).toEqual({
      query: "jira ticket",
      matches: [],
      available_sources: [],
      hint: 'No tool matched this query. Retry with the app\'s name plus a concrete action (e.g. "gmail send email") before concluding that a tool is missing; `manage_connections` shows which apps are connected.',
    });
    const found = asResult(
      await searchTools(
        { queries: ["gmail send email"] },
        { scope: { plan: only }, config, remote: fakeRemote("results") },
      ),
    );
    expect(found.results[0]?.matches[0]).toBe("connectors__gmail__SEND_EMAIL");
  });

  it("passes the abort signal to the remote", async () => {
    const controller = new AbortController();
    let seen: AbortSignal | undefined;
    const remote: RemoteSource = {
      ...fakeRemote("silent"),
      search: (_queries, signal) => {
        seen = signal;
        return Promise.resolve({ kind: "silent" });
      },
    };
    await searchTools(args, { scope, config, remote, signal: controller.signal });
    expect(seen).toBe(controller.signal);
  });
});
