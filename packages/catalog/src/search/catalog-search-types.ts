// The shapes of catalog search: options, matches, the index and its hybrid settings.
import type { Admission } from "@hermes/bm25";
import type { SourceKind, ToolEntry } from "../tools/entry.js";
import type { CatalogEmbedderCache } from "./semantic/embedder-cache.js";
import type { CatalogEmbedderBuilder } from "./semantic/embedder-builder.js";
import type { Embedder, EmbedderError } from "./semantic/embedder.js";
import type { SemanticExplanation } from "./semantic/semantic-bridges.js";

/** One tool found by {@link searchCatalog}, with what the bridge shows for it. */
export interface CatalogMatch {
  readonly name: string;
  readonly source: SourceKind;
  readonly sourceName: string;
  readonly label: string;
  readonly description: string;
  /** Required parameter names, in schema order. */
  readonly required: readonly string[];
  readonly score: number;
  /** How it matched: the whole query is its name, its name is a word of the query, or by rank. */
  readonly match: "exact" | "named" | "ranked";
  /**
   * Near-identical tools of other sources this match stands for (same own name up to case and
   * separators, near-identical description), by model-facing name; absent when none. See
   * `sourceOrder`.
   */
  readonly copies?: readonly { readonly name: string; readonly sourceName: string; readonly label: string }[];
}

/** Options of {@link searchCatalog}. */
export interface CatalogSearchOptions {
  /** Most matches. Default 5. */
  readonly limit?: number | undefined;
  /**
   * Admission of ranked matches. Default `"natural"` (`DEFAULT_CONFIG.admission`): the keyword
   * gate for words that name something no tool has, and the group floor (docs/search-vocabulary.md); `"gated"` is
   * the seed rules for every query; see `Admission` of `@hermes/bm25`.
   */
  readonly admission?: Admission | undefined;
  /**
   * More tools (e.g. remote connector hits) ranked in the same pass as the catalog for this
   * query: one corpus, so idf, the gate and the floor see them all, and `limit` caps both
   * together. A name already in the catalog is ignored. Ties rank catalog tools first.
   */
  readonly extra?: readonly ToolEntry[] | undefined;
  /**
   * Rank a tool named by one identifier-like word of a longer query right after exact
   * matches (`use ask_codex to review` → `ask_codex`). Default `true`.
   */
  readonly namesInQuery?: boolean | undefined;
  /**
   * Flood defence: when the ranked tools come from two or more sources, near-duplicate
   * definitions across sources (same own name up to case and separators, description words
   * overlapping ≥ 80 %) are one match, kept from the source earliest in this order (the
   * session's toolset order, `TierPlan.sourceOrder`), the others listed in `copies`; so a
   * server that copies another's tools hundreds of times takes one slot, not `limit`. Tools of
   * one source never collapse. Default `[]`: sources rank equal (the best-ranked copy is kept).
   */
  readonly sourceOrder?: readonly string[] | undefined;
  /** Collapse near-duplicates across sources (see `sourceOrder`). Default `true`. */
  readonly collapseCopies?: boolean | undefined;
  /**
   * Hybrid search: the share α in [0, 1] of the semantic signal fused into the ranked tools'
   * scores, `(1 − α)·bm25/max + α·max(0, (cos − mean)/(max − mean))` over the first
   * {@link HYBRID_CANDIDATES} admitted tools (cosine of the query's and the tool's vectors from
   * the index's embedder; see `CatalogIndexOptions`). Exact names and names written in the query
   * stay first, and admission is unchanged: the semantic signal only reorders the tools BM25
   * admitted. Default 0 (lexical only); `pnpm eval` measures {@link HYBRID_SHARE} (0.5). The first
   * search with a share above 0 trains the built-in embedder (seconds on thousands of tools),
   * unless `embedders` is given.
   */
  readonly semantic?: number | undefined;
  /**
   * Where the built-in embedder comes from for this search (ignored when the index was given its
   * own `embedder`): the builder's embedder for this catalog when it is ready (possibly the nearest
   * previous catalog's while this one trains), else a lexical search, exactly as with `semantic`
   * 0, while the builder trains in the background (`semanticStatus` says which). Default: the
   * index's own, trained synchronously on the first hybrid search.
   */
  readonly embedders?: CatalogEmbedderBuilder | undefined;
}

/**
 * The semantic part of a search with given options (`CatalogIndex.semanticStatus`):
 * - `off`: the share is 0 (lexical search);
 * - `ready`: hybrid; `current` is `false` while the nearest previous catalog's vectors serve;
 * - `pending`: lexical for now, the vectors of `tools` tools are being trained in the background;
 * - `failed`: lexical, training failed (`error`, code `EMBEDDER_FAILED`).
 *
 * @example
 * ```ts
 * const status = index.semanticStatus({ semantic: 0.1, embedders });
 * if (status.state === "pending") console.log(`training on ${status.tools} tools; lexical for now`);
 * ```
 */
export type SemanticStatus =
  | { readonly state: "off" }
  | { readonly state: "ready"; readonly current: boolean }
  | { readonly state: "pending"; readonly tools: number }
  | { readonly state: "failed"; readonly error: EmbedderError };

/** Admitted tools the hybrid search reorders per query (the lexical candidates). */
export const HYBRID_CANDIDATES = 50;

/**
 * The semantic share `pnpm eval` measures hybrid search at: the share best on all sets together
 * in its leave-one-set-out cross-validation (`pnpm eval --cv`, docs/retrieval-cv.md), with the
 * shipped background corpus. Held out, it beat lexical search on every public set (mean nDCG@10
 * +1.0) and lost 0.3 on the agent set; search stays lexical by default (docs/ranker-design.md,
 * "Hybrid").
 */
export const HYBRID_SHARE = 0.5;

/** Options of {@link createCatalogIndex}. */
export interface CatalogIndexOptions {
  /**
   * The embedder of hybrid search (`CatalogSearchOptions.semantic`). Default: the built-in one,
   * trained on the catalog's own tools on the first hybrid search (`createCatalogEmbedder`).
   */
  readonly embedder?: Embedder | undefined;
  /**
   * Where the built-in embedder comes from when `embedder` is not given: pass one cache to
   * several indexes so a catalog already trained is not trained again. Default: a cache of this
   * index alone, trained on the catalog alone; `new CatalogEmbedderCache(n, { background:
   * backgroundCorpus() })` (`@hermes/catalog/background`) gives the hybrid `pnpm eval` measures.
   */
  readonly embedders?: CatalogEmbedderCache | undefined;
  /**
   * The index's field weights: `"fixed"` (`SEARCH_FIELD_WEIGHTS`) or `"adaptive"`
   * (`adaptiveFieldWeights`: a catalog whose descriptions are a few words leans on names and
   * parameter text). Default `"fixed"`; `pnpm eval` reports `"adaptive"` as `hermes-catalog-adaptive`.
   */
  readonly fieldWeights?: "fixed" | "adaptive" | undefined;
}

/** A search index over one catalog of entries, built once and queried many times. */
export interface CatalogIndex {
  readonly size: number;
  search(query: string, options?: CatalogSearchOptions): CatalogMatch[];
  /**
   * The semantic part of catalog tool `name`'s place in the hybrid search of `query` (options as
   * `search`, `semantic` > 0): its rescaled cosine, the share of its fused score that came from
   * it, and the query words it lacks with the nearest words of its own that bridged them
   * (`semanticBridges`). `undefined` when the share is 0 or the tool is not among the
   * {@link HYBRID_CANDIDATES} admitted candidates (an exact or named match, or not found).
   */
  explainSemantic(query: string, name: string, options: CatalogSearchOptions): SemanticExplanation | undefined;
  /**
   * Whether a search with `options` is hybrid now (see {@link SemanticStatus}). With
   * `options.embedders` it asks the builder, which starts training this catalog if nothing has
   * (in the background with a scheduler, else right away); without one it never trains.
   *
   * @example
   * ```ts
   * index.semanticStatus({ semantic: 0.1, embedders }); // { state: "pending", tools: 2375 }
   * ```
   */
  semanticStatus(options: CatalogSearchOptions): SemanticStatus;
}
