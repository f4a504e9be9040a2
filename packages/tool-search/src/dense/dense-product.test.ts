// The dense path in the product: createToolSearch({ config: { dense } }) and its tool_search,
// against a real loopback embeddings endpoint.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createToolSearch, type ToolSearch } from "../create-tool-search.js";
import { DENSE_QUERY, recordedVector, workToolset } from "../../test/dense-fixtures.js";
import { startLoopbackEmbeddings, type LoopbackEmbeddings } from "../testing/loopback-embeddings.js";

const work = workToolset;
const vectorOf = recordedVector;
const QUERY = DENSE_QUERY;
const SECRET = "sk-loopback-0123456789abcdef";
const KEY_VARIABLE = "HERMES_TEST_EMBEDDINGS_KEY";

let endpoint: LoopbackEmbeddings;
beforeEach(async () => {
  endpoint = await startLoopbackEmbeddings(vectorOf);
});
afterEach(async () => {
  await endpoint.close();
});

const denseConfig = (extra: Readonly<Record<string, unknown>> = {}): unknown => ({
  dense: { url: endpoint.url, model: "fixed-3d", share: 0.5, ...extra },
});

/** A tool search over the work tools, all deferred (a tiny context). */
const searchWith = (config: unknown, env: Readonly<Record<string, string>> = {}): ToolSearch =>
  createToolSearch({ config, contextLength: 200, env });

interface SearchAnswer {
  readonly results: readonly { readonly matches: readonly string[] }[];
  readonly dense?: { readonly status: string; readonly code: string };
}

async function searchOnce(search: ToolSearch, query: string, toolset = work()): Promise<SearchAnswer> {
  const assembly = search.assemble([toolset]);
  const outcome = await search.handle({ id: "s", name: "tool_search", arguments: { queries: [query] } }, { assembly });
  expect(outcome.isError).toBe(false);
  return outcome.result as SearchAnswer;
}

const own = (answer: SearchAnswer): string[] =>
  (answer.results[0]?.matches ?? []).map((name) => name.replace(/^mcp__work__/, ""));

describe("createToolSearch with tools.tool_search.dense", () => {
  it("reranks tool_search's matches with the endpoint's vectors", async () => {
    const lexical = await searchOnce(searchWith({}), QUERY);
    expect(own(lexical)).toEqual(["post_message", "send_email"]);
    const reranked = await searchOnce(searchWith(denseConfig()), QUERY);
    expect(own(reranked)).toEqual(["send_email", "post_message"]);
    expect(reranked).not.toHaveProperty("dense");
    expect(endpoint.requests.map((request) => request.model)).toEqual(["fixed-3d", "fixed-3d"]);
  });

  it("caches tool vectors per instance: a second search sends only its query", async () => {
    const search = searchWith(denseConfig());
    await searchOnce(search, QUERY);
    expect(endpoint.requests.map((request) => request.input.length)).toEqual([1, 2]);
    await searchOnce(search, "send a message");
    expect(endpoint.requests.slice(2).map((request) => request.input)).toEqual([["send a message"]]);
    await searchOnce(search, QUERY);
    expect(endpoint.requests).toHaveLength(3);
  });

  it("re-sends an edited tool alone", async () => {
    const search = searchWith(denseConfig());
    await searchOnce(search, QUERY);
    const before = endpoint.requests.length;
    await searchOnce(search, QUERY, work("Post a message to a chat channel or thread"));
    expect(endpoint.requests.slice(before).map((request) => request.input)).toEqual([
      ["post_message: Post a message to a chat channel or thread\nParameters: text"],
    ]);
  });

  it("degrades to the built-in ranking with DENSE_TIMEOUT when the endpoint never answers", async () => {
    endpoint.mode = "hang";
    const lexical = await searchOnce(searchWith({}), QUERY);
    const degraded = await searchOnce(searchWith(denseConfig({ timeout_ms: 50 })), QUERY);
    expect(degraded).toEqual({ ...lexical, dense: { status: "degraded", code: "DENSE_TIMEOUT" } });
  });

  it.each([
    ["status-500", "DENSE_HTTP"],
    ["malformed", "DENSE_MALFORMED"],
  ] as const)("degrades on a %s answer with %s", async (mode, code) => {
    endpoint.mode = mode;
    const lexical = await searchOnce(searchWith({}), QUERY);
    expect(await searchOnce(searchWith(denseConfig()), QUERY)).toEqual({
      ...lexical,
      dense: { status: "degraded", code },
    });
  });

  it("degrades with DENSE_NETWORK when nothing listens", async () => {
    const config = denseConfig();
    await endpoint.close();
    const answer = await searchOnce(searchWith(config), QUERY);
    expect(answer.dense).toEqual({ status: "degraded", code: "DENSE_NETWORK" });
    endpoint = await startLoopbackEmbeddings(vectorOf); // afterEach closes this one
  });

  it("sends the key from api_key_env as a Bearer header and never shows it", async () => {
    const search = searchWith(denseConfig({ api_key_env: KEY_VARIABLE }), { [KEY_VARIABLE]: SECRET });
    const applied = await searchOnce(search, QUERY);
    expect(endpoint.requests.map((request) => request.authorization)).toEqual([`Bearer ${SECRET}`, `Bearer ${SECRET}`]);
    endpoint.mode = "status-500";
    const failed = await searchOnce(search, "send a message");
    expect(failed.dense).toEqual({ status: "degraded", code: "DENSE_HTTP" });
    expect(JSON.stringify({ applied, failed, warnings: search.warnings, config: search.config })).not.toContain(SECRET);
  });

  it("warns once and degrades every search with DENSE_CONFIG when the key variable is unset", async () => {
    const logged: string[] = [];
    const search = createToolSearch({
      config: denseConfig({ api_key_env: KEY_VARIABLE }),
      contextLength: 200,
      env: {},
      logger: { warn: (message) => void logged.push(message) },
    });
    expect(search.warnings.map((warning) => warning.message)).toEqual([
      `tools.tool_search.dense: the environment variable ${KEY_VARIABLE} (apiKeyEnv) is unset or empty (DENSE_CONFIG); searches use the built-in ranking`,
    ]);
    expect(logged).toEqual(search.warnings.map((warning) => warning.message));
    const lexical = await searchOnce(searchWith({}), QUERY);
    expect(await searchOnce(search, QUERY)).toEqual({
      ...lexical,
      dense: { status: "degraded", code: "DENSE_CONFIG" },
    });
    expect(endpoint.requests).toEqual([]);
  });

  it("makes no request without a dense block", async () => {
    await searchOnce(searchWith({}), QUERY);
    expect(endpoint.requests).toEqual([]);
  });
});
