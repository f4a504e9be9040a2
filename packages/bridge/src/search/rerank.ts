// The hook through which a runtime reranks `tool_search`'s matches (a dense embeddings endpoint,
// docs/ranker-design.md, "Hybrid"): the bridge does no I/O of its own and knows no endpoint.
import type { CatalogMatch, CatalogSearchOptions, ToolEntry } from "@hermes/catalog";

/** What a {@link SearchRerank} answers for one query. */
export interface SearchRerankAnswer {
  /** The matches to show, best first, at most `options.limit`. */
  readonly matches: readonly CatalogMatch[];
  /**
   * `"applied"`: reranked; `"skipped"`: nothing to rerank; `"degraded"`: the reranker failed and
   * `matches` are the catalog's own ranking (`error` says why).
   */
  readonly dense: "applied" | "degraded" | "skipped";
  /** Why the rerank did not apply (with `dense: "degraded"`): a typed error's `code`, e.g. `DENSE_TIMEOUT`. */
  readonly error?: { readonly code: string } | undefined;
}

/**
 * Searches one `tool_search` query in place of `searchCatalog`, with the same `entries` and
 * `options` (limit, admission, semantic share, remote `extra`, source order), and may rerank the
 * result. `denseSearch` of `@hermes/tool-search`, bound to an embedder, is one. The contract: it
 * resolves within its own time bound and, when its reranker fails, resolves with the catalog's
 * ranking and `dense: "degraded"`; a rejection is treated the same way (`code` `RERANK_FAILED`).
 *
 * @example
 * ```ts
 * const rerank: SearchRerank = (entries, query, options, signal) => denseSearch(entries, query, embedder, { ...options, signal });
 * await searchTools(args, { scope, config, rerank });
 * ```
 */
export type SearchRerank = (
  entries: readonly ToolEntry[],
  query: string,
  options: CatalogSearchOptions,
  signal: AbortSignal | undefined,
) => Promise<SearchRerankAnswer>;

/** The `dense` field of a `tool_search` result: present only when a rerank degraded, with why. */
export interface DenseStatus {
  readonly status: "degraded";
  /** The first failure's code (`DENSE_TIMEOUT`, `DENSE_NETWORK`, `DENSE_HTTP`, `DENSE_MALFORMED`, `DENSE_CONFIG`, …). */
  readonly code: string;
}

/** The code a rejecting {@link SearchRerank} is reported with. */
export const RERANK_FAILED = "RERANK_FAILED";
