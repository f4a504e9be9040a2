import { isEmbedderError, normalizeTools } from "@hermes/catalog";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackEmbeddings, type LoopbackEmbeddings } from "../testing/loopback-embeddings.js";
import { isDenseEmbedderError } from "./dense-error.js";
import { createOpenAiEmbedder, type OpenAiEmbedderOptions } from "./openai-embedder.js";

let endpoint: LoopbackEmbeddings;
beforeEach(async () => {
  endpoint = await startLoopbackEmbeddings((text) => (text.startsWith("3d") ? [1, 2, 3] : [text.length, 1]));
});
afterEach(async () => {
  await endpoint.close();
});

const SECRET = "sk-test-0123456789abcdef";

describe("createOpenAiEmbedder", () => {
  it("loads vectors in batches, then embed answers from the cache", async () => {
    const embedder = createOpenAiEmbedder({ url: endpoint.url, model: "m", batchSize: 2 });
    expect(embedder.dimension).toBe(0);
    expect(await embedder.load(["a", "bb", "ccc", "a"])).toEqual({ embedded: 3 });
    expect(endpoint.requests.map((r) => r.input)).toEqual([["a", "bb"], ["ccc"]]);
    expect(embedder.dimension).toBe(2);
    expect(embedder.embed(["ccc", "a"])).toEqual([Float32Array.of(3, 1), Float32Array.of(1, 1)]);
    expect(await embedder.load(["bb"])).toEqual({ embedded: 0 });
    expect(endpoint.requests.length).toBe(2);
    expect(embedder.version).toBe(`openai-compatible:m@${endpoint.url}`);
  });

  it("throws EMBEDDER_FAILED from embed for a text not loaded", () => {
    const embedder = createOpenAiEmbedder({ url: endpoint.url, model: "m" });
    let thrown: unknown;
    try {
      embedder.embed(["never loaded"]);
    } catch (error) {
      thrown = error;
    }
    expect(isEmbedderError(thrown, "EMBEDDER_FAILED")).toBe(true);
  });

  it("caches tool vectors by definition hash", async () => {
    const embedder = createOpenAiEmbedder({ url: endpoint.url, model: "m" });
    const entries = normalizeTools([
      {
        tools: [
          { name: "a", description: "one" },
          { name: "b", description: "two" },
        ],
      },
    ]).entries;
    const first = await embedder.toolVectors(entries);
    expect(first.embedded).toBe(2);
    expect([...first.vectors.keys()]).toEqual(entries);
    const changed = normalizeTools([
      {
        tools: [
          { name: "a", description: "one" },
          { name: "b", description: "three" },
        ],
      },
    ]).entries;
    const second = await embedder.toolVectors(changed);
    expect(second.embedded).toBe(1);
    expect(endpoint.requests.at(-1)?.input).toEqual(["b: three"]);
  });

  it("sends the key from the named environment variable and never puts it in an error", async () => {
    endpoint.mode = "status-500";
    const embedder = createOpenAiEmbedder({
      url: endpoint.url,
      model: "m",
      apiKeyEnv: "EMBED_KEY",
      env: { EMBED_KEY: SECRET },
    });
    const error: unknown = await embedder.load(["x"]).catch((reason: unknown) => reason);
    expect(endpoint.requests[0]?.authorization).toBe(`Bearer ${SECRET}`);
    expect(isDenseEmbedderError(error, "DENSE_HTTP")).toBe(true);
    expect(JSON.stringify({ error, message: (error as Error).message, stack: (error as Error).stack })).not.toContain(
      SECRET,
    );
  });

  it("rejects a vector of another length than the first answer's as DENSE_MALFORMED", async () => {
    const embedder = createOpenAiEmbedder({ url: endpoint.url, model: "m" });
    await embedder.load(["a"]);
    const mixed: unknown = await embedder.load(["b", "3d"]).catch((reason: unknown) => reason);
    expect(isDenseEmbedderError(mixed, "DENSE_MALFORMED")).toBe(true);
    const later: unknown = await embedder.load(["3d only"]).catch((reason: unknown) => reason);
    expect(isDenseEmbedderError(later, "DENSE_MALFORMED")).toBe(true);
    expect(() => embedder.embed(["b"])).toThrow(/not loaded/);
  });

  it.each<[string, Partial<OpenAiEmbedderOptions>, string]>([
    ["a URL that does not parse", { url: "not a url" }, "url is not an absolute URL"],
    ["another protocol", { url: "ftp://127.0.0.1/v1/embeddings" }, "url must be http or https"],
    ["credentials in the URL", { url: "http://user:pw@127.0.0.1/v1/embeddings" }, "must not carry credentials"],
    ["an empty model", { model: " " }, "model must not be empty"],
    ["an unset key variable", { apiKeyEnv: "NOT_SET_ANYWHERE" }, "NOT_SET_ANYWHERE (apiKeyEnv) is unset or empty"],
    ["a zero timeout", { timeoutMs: 0 }, "timeoutMs must be a positive integer"],
    ["a fractional batch size", { batchSize: 1.5 }, "batchSize must be a positive integer"],
  ])("rejects %s with DENSE_CONFIG", (_, override, message) => {
    let thrown: unknown;
    try {
      createOpenAiEmbedder({ url: endpoint.url, model: "m", env: {}, ...override });
    } catch (error) {
      thrown = error;
    }
    expect(isDenseEmbedderError(thrown, "DENSE_CONFIG")).toBe(true);
    expect((thrown as Error).message).toContain(message);
    expect(endpoint.requests).toEqual([]);
  });
});
