// Hybrid search with a dense embedder: the catalog's lexical+semantic candidates, reranked by
// the vectors of an OpenAI-compatible endpoint, or returned as they are when it fails.
import {
  HYBRID_CANDIDATES,
  rerankDense,
  searchCatalog,
  type CatalogMatch,
  type CatalogSearchOptions,
  type ToolEntry,
} from "@hermes/catalog";
import { isDenseEmbedderError, type DenseEmbedderError } from "./dense-error.js";
import type { OpenAiEmbedder } from "./openai-embedder.js";

/** The dense share `denseSearch` fuses by default. */
export const DENSE_SHARE = 0.5;

/** Options of {@link denseSearch}: the catalog's search options and the dense share. */
export interface DenseSearchOptions extends CatalogSearchOptions {
  /** Share α in [0, 1] of the dense cosine in the fused score. Default {@link DENSE_SHARE}. */
  readonly dense?: number | undefined;
  /** Aborts the request to the endpoint (the search then answers without it). */
  readonly signal?: AbortSignal | undefined;
}

/** What {@link denseSearch} found, and whether the dense vectors took part. */
export interface DenseSearchResult {
  readonly matches: CatalogMatch[];
  /**
   * `"applied"`: reranked with the endpoint's vectors; `"degraded"`: the endpoint failed (see
   * `error`) and `matches` are the catalog's own ranking; `"skipped"`: nothing to rerank (no
   * candidates, or share 0), no request made.
   */
  readonly dense: "applied" | "degraded" | "skipped";
  /** Why the endpoint's vectors were not used (with `dense: "degraded"`). */
  readonly error?: DenseEmbedderError | undefined;
  /** Per ranked match name, the dense part in [0, 1] before weighting (with `dense: "applied"`). */
  readonly semantic?: ReadonlyMap<string, number> | undefined;
}

/**
 * Searches `entries` like `searchCatalog` (its `semantic` share included), then reranks the first
 * `HYBRID_CANDIDATES` results with `embedder`'s vectors (`rerankDense`: exact and named matches
 * stay first, a tool the query names word for word stays ahead of those ranked below it, and
 * admission is unchanged) and returns the first `limit`. Tool vectors come from the embedder's
 * cache by definition hash, so only new or changed tools are sent.
 *
 * Never rejects because of the endpoint: a timeout, network failure, bad status or malformed body
 * gives the catalog's own ranking with `dense: "degraded"` and the typed error, within the
 * embedder's `timeoutMs` for the whole search (query and tools together).
 *
 * @throws whatever `searchCatalog` throws (e.g. `EmbedderError` from the built-in path), never a
 * `DenseEmbedderError`.
 *
 * @example
 * ```ts
 * const embedder = createOpenAiEmbedder({ url, model: "text-embedding-3-small", apiKeyEnv: "OPENAI_API_KEY" });
 * const { matches, dense, error } = await denseSearch(entries, "notify the team", embedder, { limit: 5 });
 * if (dense === "degraded") console.warn(error?.code);
 * ```
 */
export async function denseSearch(
  entries: readonly ToolEntry[],
  query: string,
  embedder: OpenAiEmbedder,
  options: DenseSearchOptions = {},
): Promise<DenseSearchResult> {
  const { dense: share = DENSE_SHARE, signal, ...catalogOptions } = options;
  const limit = catalogOptions.limit ?? 5;
  const candidates = searchCatalog(entries, query, {
    ...catalogOptions,
    limit: Math.max(limit, HYBRID_CANDIDATES),
  });
  const lexical = (): CatalogMatch[] => candidates.slice(0, limit);
  if (!(share > 0) || candidates.every((match) => match.match !== "ranked"))
    return { matches: lexical(), dense: "skipped" };
  const byName = new Map<string, ToolEntry>();
  for (const entry of [...entries, ...(catalogOptions.extra ?? [])])
    if (!byName.has(entry.name)) byName.set(entry.name, entry);
  const tools = candidates.flatMap((match) => {
    const entry = byName.get(match.name);
    return entry === undefined ? [] : [entry];
  });
  // One budget for the whole search: the query and the tools together take at most `timeoutMs`.
  const budget = AbortSignal.timeout(embedder.timeoutMs);
  const deadline = signal === undefined ? budget : AbortSignal.any([signal, budget]);
  try {
    await embedder.load([query], deadline);
    const { vectors } = await embedder.toolVectors(tools, deadline);
    const [queryVector] = embedder.embed([query]);
    const ranked = rerankDense(
      query,
      queryVector ?? new Float32Array(0),
      candidates.map((match) => {
        const entry = byName.get(match.name);
        return {
          item: match,
          ownName: entry?.toolName ?? match.name,
          score: match.score,
          pinned: match.match !== "ranked",
          vector: entry === undefined ? undefined : vectors.get(entry),
        };
      }),
      share,
    ).slice(0, limit);
    return {
      matches: ranked.map(({ item, score }) => (item.match === "ranked" ? { ...item, score } : item)),
      dense: "applied",
      semantic: new Map(
        ranked.filter(({ item }) => item.match === "ranked").map(({ item, semantic }) => [item.name, semantic]),
      ),
    };
  } catch (error) {
    if (!isDenseEmbedderError(error)) throw error;
    return { matches: lexical(), dense: "degraded", error };
  }
}
