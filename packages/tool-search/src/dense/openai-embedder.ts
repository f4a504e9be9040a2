// An adapter for any OpenAI-compatible `/v1/embeddings` endpoint: the pluggable dense path of
// hybrid search (docs/ranker-design.md, "Hybrid"). The only I/O of the semantic path lives here.
import { definitionHash, EmbedderError, type Embedder, type ToolEntry } from "@hermes/catalog";
import { DenseEmbedderError } from "./dense-error.js";
import { parseEmbeddings } from "./embeddings-body.js";
import { denseToolText } from "./tool-text.js";
import { VectorCache } from "./vector-cache.js";

/** Milliseconds a request to the endpoint may take by default before the search goes on without it. */
export const DENSE_TIMEOUT_MS = 3000;
/** Texts per request by default. */
export const DENSE_BATCH_SIZE = 64;
/** Vectors an adapter keeps by default (tools by definition hash, and texts such as queries). */
export const DENSE_CACHE_SIZE = 20_000;

/** Options of {@link createOpenAiEmbedder}. */
export interface OpenAiEmbedderOptions {
  /** The endpoint, e.g. `https://api.openai.com/v1/embeddings` or `http://127.0.0.1:8080/v1/embeddings` (http or https). */
  readonly url: string;
  /** The model name sent with every request (e.g. `text-embedding-3-small`). */
  readonly model: string;
  /**
   * The name of the environment variable holding the API key, sent as `Authorization: Bearer …`.
   * Default: none (no key is sent; for local endpoints). The key is read once, when the adapter
   * is created, and never appears in a message, an error or a log.
   */
  readonly apiKeyEnv?: string | undefined;
  /** Where `apiKeyEnv` is looked up. Default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
  /**
   * Milliseconds one `load` or `toolVectors` call may take, all its batches and bodies included
   * (an `AbortSignal` timeout); `denseSearch` gives a whole search this budget. Default
   * {@link DENSE_TIMEOUT_MS}.
   */
  readonly timeoutMs?: number | undefined;
  /** Texts per request. Default {@link DENSE_BATCH_SIZE}. */
  readonly batchSize?: number | undefined;
  /** Vectors kept (least recently used go first). Default {@link DENSE_CACHE_SIZE}. */
  readonly cacheSize?: number | undefined;
}

/** What one {@link OpenAiEmbedder.load} or {@link OpenAiEmbedder.toolVectors} cost. */
export interface DenseLoadStats {
  /** Texts sent to the endpoint (the rest came from the cache). */
  readonly embedded: number;
}

/**
 * An {@link Embedder} backed by an OpenAI-compatible embeddings endpoint. `embed` is synchronous
 * (the catalog's contract) and answers from the adapter's cache: texts must be loaded first with
 * {@link OpenAiEmbedder.load}. Tool vectors are cached by the tool's `definitionHash`, so a changed
 * tool is embedded again alone. Each instance owns its cache.
 */
export interface OpenAiEmbedder extends Embedder {
  /** Vector length: learned from the endpoint's first answer (0 before it). */
  readonly dimension: number;
  /** `openai-compatible:<model>@<url>`: the model and endpoint the vectors come from. */
  readonly version: string;
  /** The time budget of one call, in milliseconds (`OpenAiEmbedderOptions.timeoutMs`). */
  readonly timeoutMs: number;
  /**
   * The cached vectors of `texts`, in order.
   *
   * @throws {@link EmbedderError} `EMBEDDER_FAILED` for a text not loaded.
   */
  embed(texts: readonly string[]): Float32Array[];
  /**
   * Fetches the vectors of the texts not cached yet (in batches).
   *
   * @throws {@link DenseEmbedderError} `DENSE_TIMEOUT`, `DENSE_NETWORK`, `DENSE_HTTP` or `DENSE_MALFORMED`.
   */
  load(texts: readonly string[], signal?: AbortSignal): Promise<DenseLoadStats>;
  /**
   * The vector of each tool (its `denseToolText`), cached by definition hash: only tools whose
   * hash is not cached are sent.
   *
   * @throws {@link DenseEmbedderError} as {@link OpenAiEmbedder.load}.
   */
  toolVectors(
    entries: readonly ToolEntry[],
    signal?: AbortSignal,
  ): Promise<{ readonly vectors: Map<ToolEntry, Float32Array> } & DenseLoadStats>;
}

function configError(message: string): DenseEmbedderError {
  return new DenseEmbedderError("DENSE_CONFIG", message);
}

function positiveInteger(value: number | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (!Number.isInteger(value) || value < 1)
    throw configError(`${name} must be a positive integer, got ${String(value)}`);
  return value;
}

function endpointUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw configError("url is not an absolute URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
    throw configError(`url must be http or https, got ${parsed.protocol}`);
  if (parsed.username !== "" || parsed.password !== "")
    throw configError("url must not carry credentials; use apiKeyEnv");
  return parsed;
}

/**
 * Creates an adapter for an OpenAI-compatible `POST /v1/embeddings` endpoint (`{ model, input }`
 * in, `{ data: [{ index, embedding }] }` out). Use it with `denseSearch`, which reranks the
 * catalog's lexical+semantic candidates with its vectors and falls back to them when the
 * endpoint is slow or failing.
 *
 * Defaults: no API key, timeout {@link DENSE_TIMEOUT_MS} ms, batches of {@link DENSE_BATCH_SIZE},
 * {@link DENSE_CACHE_SIZE} cached vectors.
 *
 * @throws {@link DenseEmbedderError} `DENSE_CONFIG` when the URL is not http(s) or carries
 * credentials, the model is empty, `apiKeyEnv` names a variable that is unset or empty, or a
 * number option is out of range.
 *
 * @example
 * ```ts
 * const embedder = createOpenAiEmbedder({
 *   url: "https://api.openai.com/v1/embeddings",
 *   model: "text-embedding-3-small",
 *   apiKeyEnv: "OPENAI_API_KEY",
 * });
 * const { matches, dense } = await denseSearch(entries, "send the team a note", embedder);
 * ```
 */
export function createOpenAiEmbedder(options: OpenAiEmbedderOptions): OpenAiEmbedder {
  const url = endpointUrl(options.url);
  const model = options.model.trim();
  if (model === "") throw configError("model must not be empty");
  const timeoutMs = positiveInteger(options.timeoutMs, DENSE_TIMEOUT_MS, "timeoutMs");
  const batchSize = positiveInteger(options.batchSize, DENSE_BATCH_SIZE, "batchSize");
  const cacheSize = positiveInteger(options.cacheSize, DENSE_CACHE_SIZE, "cacheSize");
  let apiKey: string | undefined;
  if (options.apiKeyEnv !== undefined) {
    const variable = options.apiKeyEnv.trim();
    if (variable === "") throw configError("apiKeyEnv must name an environment variable");
    const value = (options.env ?? process.env)[variable];
    if (value === undefined || value.trim() === "")
      throw configError(`the environment variable ${variable} (apiKeyEnv) is unset or empty`);
    apiKey = value.trim();
  }
  const where = `${url.origin}${url.pathname}`;
  const byText = new VectorCache(cacheSize);
  const byHash = new VectorCache(cacheSize);
  let dimension = 0;

  const request = async (
    texts: readonly string[],
    timeout: AbortSignal,
    signal: AbortSignal | undefined,
  ): Promise<Float32Array[]> => {
    const combined = signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
    const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
    if (apiKey !== undefined) headers["authorization"] = `Bearer ${apiKey}`;
    let body: unknown;
    try {
      const response = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify({ model, input: texts, encoding_format: "float" }),
        signal: combined,
      });
      if (!response.ok) {
        await response.body?.cancel().catch(() => undefined);
        throw new DenseEmbedderError("DENSE_HTTP", `${where} answered HTTP ${response.status}`);
      }
      const text = await response.text();
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        throw new DenseEmbedderError("DENSE_MALFORMED", `${where} answered with a body that is not JSON`);
      }
    } catch (error) {
      if (error instanceof DenseEmbedderError) throw error;
      if (timeout.aborted)
        throw new DenseEmbedderError("DENSE_TIMEOUT", `${where} did not answer within ${timeoutMs} ms`);
      if (signal?.aborted === true) {
        const reason: unknown = signal.reason;
        const late = reason instanceof Error && reason.name === "TimeoutError";
        throw new DenseEmbedderError(
          "DENSE_TIMEOUT",
          late ? `${where} did not answer within the search's time budget` : `the request to ${where} was aborted`,
        );
      }
      throw new DenseEmbedderError("DENSE_NETWORK", `${where} could not be reached`);
    }
    const vectors = parseEmbeddings(body, texts.length, dimension, where);
    if (dimension === 0) dimension = vectors[0]?.length ?? 0;
    return vectors;
  };

  /** Vectors of `texts` (distinct), fetched in batches within one time budget; the caller caches them. */
  const fetchAll = async (texts: readonly string[], signal: AbortSignal | undefined): Promise<Float32Array[]> => {
    const out: Float32Array[] = [];
    if (texts.length === 0) return out;
    const timeout = AbortSignal.timeout(timeoutMs);
    for (let start = 0; start < texts.length; start += batchSize)
      out.push(...(await request(texts.slice(start, start + batchSize), timeout, signal)));
    return out;
  };

  return {
    get dimension() {
      return dimension;
    },
    version: `openai-compatible:${model}@${where}`,
    timeoutMs,
    embed(texts) {
      return texts.map((text) => {
        const vector = byText.get(text);
        if (vector === undefined)
          throw new EmbedderError("EMBEDDER_FAILED", `text not loaded into ${where}'s cache; call load() first`);
        return vector;
      });
    },
    async load(texts, signal) {
      const missing = [...new Set(texts)].filter((text) => !byText.has(text));
      const vectors = await fetchAll(missing, signal);
      missing.forEach((text, i) => {
        const vector = vectors[i];
        if (vector !== undefined) byText.set(text, vector);
      });
      return { embedded: missing.length };
    },
    async toolVectors(entries, signal) {
      const hashes = entries.map((entry) => definitionHash(entry));
      const missing = new Map<string, string>();
      hashes.forEach((hash, i) => {
        const entry = entries[i];
        if (entry !== undefined && !byHash.has(hash) && !missing.has(hash)) missing.set(hash, denseToolText(entry));
      });
      const vectors = await fetchAll([...missing.values()], signal);
      const fresh = new Map<string, Float32Array>();
      [...missing.keys()].forEach((hash, i) => {
        const vector = vectors[i];
        if (vector === undefined) return;
        fresh.set(hash, vector);
        byHash.set(hash, vector);
      });
      const out = new Map<ToolEntry, Float32Array>();
      hashes.forEach((hash, i) => {
        const entry = entries[i];
        const vector = fresh.get(hash) ?? byHash.get(hash);
        if (entry !== undefined && vector !== undefined) out.set(entry, vector);
      });
      return { vectors: out, embedded: missing.size };
    },
  };
}
