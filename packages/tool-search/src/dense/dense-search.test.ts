import { searchCatalog } from "@hermes/catalog";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DENSE_QUERY, recordedVector, workEntries } from "../../test/dense-fixtures.js";
import { startLoopbackEmbeddings, type LoopbackEmbeddings } from "../testing/loopback-embeddings.js";
import { isDenseEmbedderError } from "./dense-error.js";
import { denseSearch } from "./dense-search.js";
import { createOpenAiEmbedder } from "./openai-embedder.js";

const catalog = workEntries;
const vectorOf = recordedVector;
const QUERY = DENSE_QUERY;

let endpoint: LoopbackEmbeddings;
beforeEach(async () => {
  endpoint = await startLoopbackEmbeddings(vectorOf);
});
afterEach(async () => {
  await endpoint.close();
});

describe("denseSearch against a loopback embeddings endpoint", () => {
  it("reranks the catalog's candidates with the endpoint's vectors", async () => {
    const entries = catalog();
    // Lexically the chat tool is first ("message" weighs more in its shorter description).
    expect(searchCatalog(entries, QUERY).map((m) => m.name)).toEqual(["post_message", "send_email"]);
    const embedder = createOpenAiEmbedder({ url: endpoint.url, model: "fixed-3d" });
    const result = await denseSearch(entries, QUERY, embedder, { dense: 0.5 });
    expect(result.dense).toBe("applied");
    expect(result.error).toBeUndefined();
    expect(result.matches.map((m) => m.name)).toEqual(["send_email", "post_message"]);
    expect(result.semantic?.get("send_email")).toBe(1);
    expect(endpoint.requests.map((r) => r.model)).toEqual(["fixed-3d", "fixed-3d"]);
  });

  it("answers a repeated search from the cache and re-embeds only a changed tool", async () => {
    const embedder = createOpenAiEmbedder({ url: endpoint.url, model: "fixed-3d" });
    await denseSearch(catalog(), QUERY, embedder);
    const first = endpoint.requests.length;
    expect(first).toBe(2); // the query, then the candidate tools in one batch
    const again = await denseSearch(catalog(), QUERY, embedder);
    expect(again.dense).toBe("applied");
    expect(endpoint.requests.length).toBe(first);
    await denseSearch(catalog("Post a message to a chat channel or thread"), QUERY, embedder);
    expect(endpoint.requests.slice(first).map((r) => r.input)).toEqual([
      ["post_message: Post a message to a chat channel or thread\nParameters: text"],
    ]);
  });

  it("degrades to the catalog's ranking when the endpoint never answers", async () => {
    endpoint.mode = "hang";
    const entries = catalog();
    const embedder = createOpenAiEmbedder({ url: endpoint.url, model: "fixed-3d", timeoutMs: 50 });
    const result = await denseSearch(entries, QUERY, embedder);
    expect(result.dense).toBe("degraded");
    expect(isDenseEmbedderError(result.error, "DENSE_TIMEOUT")).toBe(true);
    expect(result.matches).toEqual(searchCatalog(entries, QUERY));
  });

  it("degrades when the caller aborts, before any answer", async () => {
    endpoint.mode = "hang";
    const controller = new AbortController();
    controller.abort();
    const embedder = createOpenAiEmbedder({ url: endpoint.url, model: "fixed-3d" });
    const result = await denseSearch(catalog(), QUERY, embedder, { signal: controller.signal });
    expect(result.dense).toBe("degraded");
    expect(result.error?.code).toBe("DENSE_TIMEOUT");
    expect(result.error?.message).toMatch(/was aborted/);
  });

  it.each([
    ["status-500", "DENSE_HTTP"],
    ["malformed", "DENSE_MALFORMED"],
  ] as const)("degrades on a %s answer and reports %s", async (mode, code) => {
    endpoint.mode = mode;
    const entries = catalog();
    const embedder = createOpenAiEmbedder({ url: endpoint.url, model: "fixed-3d" });
    const result = await denseSearch(entries, QUERY, embedder);
    expect(result.dense).toBe("degraded");
    expect(result.error?.code).toBe(code);
    expect(result.matches).toEqual(searchCatalog(entries, QUERY));
  });

  it("degrades when the endpoint cannot be reached", async () => {
    const url = endpoint.url;
    await endpoint.close();
    endpoint = await startLoopbackEmbeddings(vectorOf); // afterEach closes this one
    const result = await denseSearch(catalog(), QUERY, createOpenAiEmbedder({ url, model: "fixed-3d" }));
    expect(result.dense).toBe("degraded");
    expect(result.error?.code).toBe("DENSE_NETWORK");
  });

  it("makes no request when nothing is ranked", async () => {
    const embedder = createOpenAiEmbedder({ url: endpoint.url, model: "fixed-3d" });
    const result = await denseSearch(catalog(), "kubernetes", embedder);
    expect(result).toEqual({ matches: [], dense: "skipped" });
    expect(endpoint.requests).toEqual([]);
  });
});
