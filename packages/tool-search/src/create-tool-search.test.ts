import { describe, expect, it } from "vitest";
import { CatalogEmbedderBuilder, type Toolset } from "@hermes/catalog";
import { createToolSearch } from "./create-tool-search.js";
import { WEATHER_TOOLSET } from "./testing/weather-toolset.js";
import { loadBackgroundCorpus } from "./hybrid-vectors.js";

/** The shipped background corpus the default vector builder trains with. */
const background = await loadBackgroundCorpus();

const github: Toolset = {
  source: { kind: "mcp", name: "mcp-github" },
  tools: [
    {
      name: "create_issue",
      description: "Create a new issue in a GitHub repository.",
      inputSchema: {
        type: "object",
        properties: { repo: { type: "string" }, title: { type: "string" }, count: { type: "integer" } },
        required: ["repo", "title"],
      },
    },
    {
      name: "list_issues",
      description: "List issues of a repository.",
      inputSchema: { type: "object", properties: { repo: { type: "string" } } },
    },
  ],
};
const slack: Toolset = {
  source: { kind: "mcp", name: "slack" },
  tools: [{ name: "post_message", description: "Post a message to a Slack channel.", inputSchema: { type: "object" } }],
};
const core: Toolset = {
  tools: [
    { type: "function", function: { name: "read_file", description: "Read a file.", parameters: { type: "object" } } },
  ],
};

describe("createToolSearch", () => {
  it("assembles the tools array for the model: visible tools as given, then the bridge", () => {
    const search = createToolSearch({ contextLength: 200_000 });
    const assembly = search.assemble([core, github, slack]);
    expect(assembly.tools[0]).toBe(core.tools[0]);
    expect(assembly.tools.slice(1).map((tool) => (tool as { function: { name: string } }).function.name)).toEqual([
      "tool_search",
      "tool_describe",
      "tool_call",
    ]);
    expect(assembly.report).toMatchObject({ tier: 1, deferredCount: 3, listingForm: "full", visible: ["read_file"] });
    expect(assembly.report.sources.map((s) => [s.label, s.deferred])).toEqual([
      ["github", 2],
      ["other", 0],
      ["slack", 1],
    ]);
    expect(search.assemble([core, github, slack]).tools).toBe(assembly.tools);
  });

  it("runs a model-style search → describe → call round trip with hooks and approval on the real tool", async () => {
    const seen: string[] = [];
    const received: unknown[] = [];
    const search = createToolSearch({
      invoke: (name, args) => {
        received.push({ name, args });
        return Promise.resolve({ created: true, title: args["title"] });
      },
      hooks: {
        pre: [
          (call) => (
            seen.push(`pre ${call.name}`),
            { action: "rewrite", arguments: { ...call.arguments, title: "[bot] Bug" } }
          ),
        ],
      },
      approve: (request) => (seen.push(`approve ${request.name}`), Promise.resolve(true)),
    });
    const assembly = search.assemble([core, github, slack]);
    const found = await search.handle(
      { id: "c1", name: "tool_search", arguments: { queries: ["github create issue"] } },
      { assembly },
    );
    expect(found.result).toMatchObject({ results: [{ query: "github create issue" }] });
    expect((found.result as { results: { matches: string[] }[] }).results[0]?.matches[0]).toBe("create_issue");
    const described = await search.handle(
      { id: "c2", name: "tool_describe", arguments: '{"names":["create_issue"]}' },
      { assembly },
    );
    expect(described.result).toMatchObject({
      tools: { create_issue: { parameters: { required: ["repo", "title"] } } },
    });
    const called = await search.handle(
      {
        id: "c3",
        name: "tool_call",
        arguments: { calls: [{ name: "create_issue", arguments: { repo: "o/r", title: "Bug", count: "2" } }] },
      },
      { assembly },
    );
    expect(called).toMatchObject({ id: "c3", isError: false, result: { created: true, title: "[bot] Bug" } });
    expect(received).toEqual([{ name: "create_issue", args: { repo: "o/r", title: "[bot] Bug", count: 2 } }]);
    expect(seen).toEqual(["pre create_issue", "approve create_issue"]);
  });

  it("keeps a session to its toolsets: tools outside can be neither found, described nor called", async () => {
    let invoked = 0;
    const search = createToolSearch({ invoke: () => Promise.resolve(++invoked) });
    const assembly = search.assemble([core, github, slack], { toolsets: ["github"] });
    const found = await search.handle(
      { id: "1", name: "tool_search", arguments: { queries: ["slack post message"] } },
      { assembly },
    );
    expect(found.result).toMatchObject({ results: [{ matches: [] }] });
    const described = await search.handle(
      { id: "2", name: "tool_describe", arguments: { names: ["post_message"] } },
      { assembly },
    );
    expect(described.result).toMatchObject({ not_found: ["post_message"] });
    const called = await search.handle(
      { id: "3", name: "tool_call", arguments: { calls: [{ name: "post_message", arguments: {} }] } },
      { assembly },
    );
    expect(called).toMatchObject({ isError: true });
    expect(JSON.stringify(called.result)).toContain("not available in this session");
    const direct = await search.handle({ id: "4", name: "post_message", arguments: {} }, { assembly });
    expect(direct.isError).toBe(true);
    expect(invoked).toBe(0);
  });

  it("reports config warnings and answers calls without an invoke function with a structured error", async () => {
    const warnings: string[] = [];
    const search = createToolSearch({
      config: { search_default_limit: "many" },
      logger: { warn: (message) => void warnings.push(message) },
    });
    expect(search.warnings.map((w) => w.key)).toEqual(["search_default_limit"]);
    expect(warnings).toHaveLength(1);
    const assembly = search.assemble([core, github]);
    const result = await search.handle(
      { id: "x", name: "tool_call", arguments: { calls: [{ name: "list_issues", arguments: {} }] } },
      { assembly },
    );
    expect(result).toMatchObject({ isError: true, result: { code: "NOT_RUNNABLE" } });
  });
});

const weather = WEATHER_TOOLSET;

describe("createToolSearch: config semantic_share", () => {
  type Found = { results: { matches: string[] }[]; semantic?: string };
  const find = async (search: ReturnType<typeof createToolSearch>, toolsets = [core, weather]): Promise<Found> => {
    const found = await search.handle(
      // The best lexical match lacks "region": the semantic signal gets its share of this query.
      { id: "s", name: "tool_search", arguments: { queries: ["weather forecast region"], limit: 4 } },
      { assembly: search.assemble(toolsets) },
    );
    return found.result as Found;
  };
  // Synchronous training (a builder without a scheduler) with the shipped background corpus, as the
  // default builder trains: the first hybrid search is hybrid. One builder, so it trains once.
  const sync = new CatalogEmbedderBuilder({ training: { background } });
  const matches = async (config: unknown): Promise<unknown> =>
    (await find(createToolSearch({ config, contextLength: 200, embedders: sync }))).results[0]?.matches;
  const manual = (): { readonly embedders: CatalogEmbedderBuilder; readonly run: () => void } => {
    const queue: (() => void)[] = [];
    return {
      embedders: new CatalogEmbedderBuilder({ scheduler: (task) => queue.push(task), training: { background } }),
      run: () => {
        for (let task = queue.shift(); task !== undefined; task = queue.shift()) task();
      },
    };
  };

  it("by default never waits for vectors: lexical and `semantic: pending` first, hybrid once trained in the background", async () => {
    const search = createToolSearch({ config: { semantic_share: 1 }, contextLength: 200 });
    const first = await find(search);
    expect(first.semantic).toBe("pending");
    expect(first.results[0]?.matches).toEqual(await matches({}));
    // Event-loop turns, not time: the builder runs one bounded step per setImmediate.
    while (search.embedders.pendingCount > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const later = await find(search);
    expect(later).not.toHaveProperty("semantic");
    expect(later.results[0]?.matches).toEqual(await matches({ semantic_share: 1 }));
  });

  it("shares one builder across sessions: a catalog is trained once, a scheduler the test drives", async () => {
    const { embedders, run } = manual();
    const gateway = createToolSearch({ config: { semantic_share: 1 }, contextLength: 200, embedders });
    expect(gateway.embedders).toBe(embedders);
    expect((await find(gateway)).semantic).toBe("pending");
    expect((await find(gateway, [weather, core])).semantic).toBe("pending");
    run();
    expect((await find(gateway)).results[0]?.matches).toEqual(await matches({ semantic_share: 1 }));
    expect((await find(gateway, [weather, core])).semantic).toBeUndefined();
    expect(embedders.trainedCount).toBe(1);
  });

  it("passes the share to tool_search: hybrid ranking above 0, the lexical one at 0 (the default)", async () => {
    expect(createToolSearch({ config: { semantic_share: 0.5 } }).config.semanticShare).toBe(0.5);
    expect(createToolSearch().config.semanticShare).toBe(0);
    const lexical = await matches({});
    expect(await matches({ semantic_share: 0 })).toEqual(lexical);
    expect((lexical as string[])[0]).toBe("get_forecast");
    const hybrid = await matches({ semantic_share: 1 });
    expect(hybrid).not.toEqual(lexical);
    expect(await matches({ semantic_share: 1 })).toEqual(hybrid);
  });

  it("warns and clamps a share out of [0, 1]", () => {
    const search = createToolSearch({ config: { semantic_share: 3 } });
    expect(search.config.semanticShare).toBe(1);
    expect(search.warnings.map((warning) => warning.message)).toEqual([
      "tools.tool_search.semantic_share: 3 is out of range [0, 1]; using 1",
    ]);
  });
});
