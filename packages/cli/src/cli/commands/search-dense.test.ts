// `search` with tools.tool_search.dense: the rerank applies, or degrades and says why.
import { createToolSearch } from "@hermes/tool-search";
import { startLoopbackEmbeddings, type LoopbackEmbeddings } from "@hermes/tool-search/testing";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DENSE_QUERY, recordedVector, workToolset } from "../../../../tool-search/test/dense-fixtures.js";
import { parseCliArgs, type CliArgs } from "../cli-args.js";
import type { CliRuntime } from "../cli-runtime.js";
import { explainDense } from "./search-dense.js";
import { search } from "./search.js";

const SECRET = "sk-cli-loopback-0123456789";

let endpoint: LoopbackEmbeddings;
beforeEach(async () => {
  endpoint = await startLoopbackEmbeddings(recordedVector);
});
afterEach(async () => {
  await endpoint.close();
});

/** `search` over the work tools (all deferred) with `config` as `tools.tool_search`, as `--config` would run it. */
async function searchOutput(config: unknown, argv: readonly string[]): Promise<string> {
  const runtime: CliRuntime = {
    kind: "config",
    search: createToolSearch({ config, contextLength: 200, env: { EMBED_KEY: SECRET } }),
    toolsets: () => [workToolset()],
    hub: undefined,
    close: () => Promise.resolve(),
  };
  let out = "";
  const code = await search(runtime, parseCliArgs(["search", ...argv]) as CliArgs, {
    out: (text) => void (out += text),
    err: () => undefined,
  });
  expect(code).toBe(0);
  return out;
}

const dense = (extra: Readonly<Record<string, unknown>> = {}): unknown => ({
  dense: { url: endpoint.url, model: "fixed-3d", api_key_env: "EMBED_KEY", share: 0.5, ...extra },
});
const QUERY = DENSE_QUERY;

describe("search with a dense rerank", () => {
  it("ranks with the endpoint's vectors, and --explain says it applied", async () => {
    const lexical = await searchOutput({}, [QUERY]);
    expect(lexical.indexOf("post_message")).toBeLessThan(lexical.indexOf("send_email"));
    const reranked = await searchOutput(dense(), [QUERY, "--explain"]);
    expect(reranked.indexOf("send_email")).toBeLessThan(reranked.indexOf("post_message"));
    expect(reranked).toContain("dense rerank: applied (model fixed-3d, share 0.5)\n");
    expect(await searchOutput(dense(), [QUERY])).not.toContain("dense rerank");
    expect(endpoint.requests[0]?.authorization).toBe(`Bearer ${SECRET}`);
  });

  it.each([
    ["hang", "DENSE_TIMEOUT"],
    ["status-500", "DENSE_HTTP"],
    ["malformed", "DENSE_MALFORMED"],
  ] as const)("--explain says the rerank degraded when the endpoint answers %s, and why (%s)", async (mode, code) => {
    endpoint.mode = mode;
    // A small timeout only where the endpoint never answers: elsewhere the answer decides the code.
    const config = dense(mode === "hang" ? { timeout_ms: 50 } : {});
    const lexical = await searchOutput({}, [QUERY, "--explain"]);
    const degraded = await searchOutput(config, [QUERY, "--explain"]);
    expect(degraded).toBe(`${lexical}dense rerank: degraded (${code}): the built-in ranking is shown\n`);
    expect(degraded).not.toContain(SECRET);
    const json = JSON.parse(await searchOutput(config, [QUERY, "--json"])) as { dense?: unknown };
    expect(json.dense).toEqual({ status: "degraded", code });
  });
});

describe("explainDense", () => {
  const config = { url: "http://127.0.0.1/v1/embeddings", model: "m", apiKeyEnv: undefined, timeoutMs: 1, share: 0.3 };
  it("says nothing without a dense block, the degradation always, the application only with --explain", () => {
    expect(explainDense(undefined, undefined, true)).toBeUndefined();
    expect(explainDense(config, undefined, false)).toBeUndefined();
    expect(explainDense(config, undefined, true)).toBe("dense rerank: applied (model m, share 0.3)");
    expect(explainDense(config, { status: "degraded", code: "DENSE_NETWORK" }, false)).toBe(
      "dense rerank: degraded (DENSE_NETWORK): the built-in ranking is shown",
    );
  });
});
