// The product's dense path: the `tools.tool_search.dense` config turned into the `SearchRerank`
// hook `tool_search` calls, with one embedder (and so one vector cache) per tool-search instance.
import type { SearchRerank } from "@hermes/bridge";
import { searchCatalog, type ConfigWarning, type EndpointConfig } from "@hermes/catalog";
import { DenseEmbedderError, isDenseEmbedderError } from "./dense-error.js";
import { denseSearch } from "./dense-search.js";
import { createOpenAiEmbedder, type OpenAiEmbedder } from "./openai-embedder.js";

/** What {@link createDenseRerank} built. */
export interface DenseRerank {
  /** The hook for `tool_search` (`DispatcherParts.rerank`, `ToolSearchContext.rerank`). */
  readonly rerank: SearchRerank;
  /** The embedder, or `undefined` when the config could not make one (see `warning`). */
  readonly embedder: OpenAiEmbedder | undefined;
  /**
   * Why no embedder could be made (`DENSE_CONFIG`: e.g. the `api_key_env` variable is unset):
   * every search then answers with the catalog's ranking and `dense: "degraded"`, code `DENSE_CONFIG`.
   */
  readonly warning?: ConfigWarning | undefined;
}

/** Options of {@link createDenseRerank}. */
export interface DenseRerankOptions {
  /** Where `api_key_env` is looked up. Default `process.env`. */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
}

/**
 * Builds the dense rerank of a normalised `tools.tool_search.dense` block: one
 * `createOpenAiEmbedder` (`url`, `model`, `apiKeyEnv`, `timeoutMs`) whose cache is shared by every
 * search of the hook, and a {@link SearchRerank} that runs `denseSearch` with `share` as its dense
 * share and the user's stop signal. Each search waits at most `timeoutMs` for the endpoint, then
 * answers with the catalog's ranking and `dense: "degraded"` with the error's code.
 *
 * Never throws: an embedder that cannot be made (`DENSE_CONFIG`, e.g. the key variable unset or
 * empty) gives a hook that always degrades with that code, and a `warning` for the config warnings.
 * The key never appears in the warning.
 *
 * @example
 * ```ts
 * const { rerank } = createDenseRerank({ url, model: "text-embedding-3-small", apiKeyEnv: "OPENAI_API_KEY", timeoutMs: 3000, share: 0.3 });
 * const dispatcher = createDispatcher({ invoke, rerank });
 * ```
 */
export function createDenseRerank(config: EndpointConfig, options: DenseRerankOptions = {}): DenseRerank {
  let embedder: OpenAiEmbedder;
  try {
    embedder = createOpenAiEmbedder({
      url: config.url,
      model: config.model,
      apiKeyEnv: config.apiKeyEnv,
      timeoutMs: config.timeoutMs,
      env: options.env,
    });
  } catch (thrown) {
    const error = isDenseEmbedderError(thrown)
      ? thrown
      : new DenseEmbedderError("DENSE_CONFIG", "the embeddings endpoint could not be set up");
    const warning: ConfigWarning = {
      key: "dense",
      value: `{"model":${JSON.stringify(config.model)}}`,
      message: `tools.tool_search.dense: ${error.message} (${error.code}); searches use the built-in ranking`,
    };
    const rerank: SearchRerank = (entries, query, searchOptions) =>
      Promise.resolve({ matches: searchCatalog(entries, query, searchOptions), dense: "degraded", error });
    return { rerank, embedder: undefined, warning };
  }
  const rerank: SearchRerank = (entries, query, searchOptions, signal) =>
    denseSearch(entries, query, embedder, { ...searchOptions, dense: config.share, signal });
  return { rerank, embedder };
}
