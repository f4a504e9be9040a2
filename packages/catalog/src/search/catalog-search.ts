import { Bm25Index, type Admission } from "@hermes/bm25";
import { DEFAULT_CONFIG } from "../config/defaults.js";
import { ContentHash } from "../content-hash.js";
import {
  boilerplateDescriptions,
  parameterDescriptions,
  parameterNames,
  requiredNames,
  searchDocument,
  SEARCH_RANKER_OPTIONS,
} from "./document.js";
import type { SourceKind, ToolEntry } from "../tools/entry.js";
import { adaptiveFieldWeights } from "./adaptive-weights.js";
import { deprecatedLast, isDeprecatedDescription } from "./deprecated.js";
import { collapseNearDuplicates, countNearDuplicateGroups, nameTail } from "./near-duplicates.js";
import { CatalogEmbedderCache } from "./semantic/embedder-cache.js";
import type { CatalogEmbedderBuilder } from "./semantic/embedder-builder.js";
import type { Embedder, EmbedderError } from "./semantic/embedder.js";
import { createSemanticReranker, type SemanticModel } from "./semantic/semantic-reranker.js";
import { semanticBridges, type SemanticExplanation } from "./semantic/semantic-bridges.js";
import { semanticFields } from "./semantic/tool-fields.js";

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

/** How many ranked candidates per slot are read first when copies may collapse, and at most. */
const COPY_POOL_FACTOR = 2;
const MAX_COPY_POOL_FACTOR = 32;

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

const QUERY_WORD_TRIM = /^[^A-Za-z0-9_]+|[^A-Za-z0-9_]+$/g;
const IDENTIFIER_LIKE = /[_.:-]|[a-z][A-Z]|[A-Za-z][0-9]|[0-9][A-Za-z]/;

/**
 * The tools a longer query names by one of its words. Only identifier-like words count
 * (`ask_codex`, `GitHub.listRepos`, `ResearchHelper`, `s3-list`): a tool named by a plain
 * word ("Now", "calculator") is left to ranking, since that word is usually just English.
 */
function namedInQuery(query: string, byLowerName: ReadonlyMap<string, readonly ToolEntry[]>): ToolEntry[] {
  const words = query.split(/\s+/);
  if (words.length < 2) return [];
  return words.flatMap((raw) => {
    const word = raw.replace(QUERY_WORD_TRIM, "");
    return IDENTIFIER_LIKE.test(word) ? (byLowerName.get(word.toLowerCase()) ?? []) : [];
  });
}

/**
 * Builds a search index over `entries` (see `searchDocument` for what is indexed).
 * Ranking is BM25F with the catalog's field weights; a query equal to a tool name (or to a
 * namespaced tool's own name, `toolName`) puts it first, then tools named by a word of a longer query (`use ask_codex to review`), then the
 * ranked tools admitted by `admission`.
 */
export function createCatalogIndex(
  entries: readonly ToolEntry[],
  indexOptions: CatalogIndexOptions = {},
): CatalogIndex {
  const index = new Bm25Index(
    indexOptions.fieldWeights === "adaptive"
      ? { ...SEARCH_RANKER_OPTIONS, fields: adaptiveFieldWeights(entries) }
      : SEARCH_RANKER_OPTIONS,
  );
  const byName = new Map<string, ToolEntry>();
  const byLowerName = new Map<string, ToolEntry[]>();
  const boilerplate = boilerplateDescriptions(entries.map((entry) => entry.inputSchema));
  // A namespaced tool (`mcp__github__create_issue`) is also named by its own name (`create_issue`).
  const byOwnName = new Map<string, ToolEntry[]>();
  for (const entry of entries) {
    if (byName.has(entry.name)) continue;
    byName.set(entry.name, entry);
    const lower = entry.name.toLowerCase();
    byLowerName.set(lower, [...(byLowerName.get(lower) ?? []), entry]);
    if (entry.toolName !== undefined) {
      const own = entry.toolName.toLowerCase();
      byOwnName.set(own, [...(byOwnName.get(own) ?? []), entry]);
      if (own !== lower) byLowerName.set(own, [...(byLowerName.get(own) ?? []), entry]);
    }
    index.add(searchDocument(entry, boilerplate));
  }
  const catalog = [...byName.values()];
  const reranker = createSemanticReranker(
    catalog,
    boilerplate,
    () => indexOptions.embedder ?? (indexOptions.embedders ?? new CatalogEmbedderCache(1)).get(catalog),
  );
  // The share and embedder of one search: a builder that is not ready yet makes it lexical.
  const semanticOf = (
    options: CatalogSearchOptions,
  ): { alpha: number; model?: SemanticModel; status: SemanticStatus } => {
    const alpha = options.semantic ?? 0;
    if (!(alpha > 0)) return { alpha: 0, status: { state: "off" } };
    const builder = options.embedders;
    if (builder === undefined || indexOptions.embedder !== undefined)
      return { alpha, status: { state: "ready", current: true } };
    const state = builder.request(catalog);
    if (state.status === "ready")
      return {
        alpha,
        model: { embedder: state.embedder, vectors: builder },
        status: { state: "ready", current: state.current },
      };
    return {
      alpha: 0,
      status:
        state.status === "pending" ? { state: "pending", tools: state.tools } : { state: "failed", error: state.error },
    };
  };
  const toMatch = (entry: ToolEntry, score: number, match: CatalogMatch["match"]): CatalogMatch => ({
    name: entry.name,
    source: entry.source,
    sourceName: entry.sourceName,
    label: entry.label,
    description: entry.description,
    required: requiredNames(entry.inputSchema),
    score,
    match,
  });
  const run = (
    query: string,
    options: CatalogSearchOptions,
    lookup: (name: string) => ToolEntry | undefined,
    sources: number,
  ): CatalogMatch[] => {
    const limit = options.limit ?? 5;
    const admission = options.admission ?? DEFAULT_CONFIG.admission;
    const named = options.namesInQuery === false ? [] : namedInQuery(query, byLowerName);
    // Copies can only collapse across two or more sources; otherwise the search is unchanged.
    const collapse = options.collapseCopies !== false && sources >= 2;
    let pool = collapse ? limit * COPY_POOL_FACTOR : limit;
    const semantic = semanticOf(options);
    const { model } = semantic;
    let { alpha } = semantic;
    let ranked = index.search(query, { admission, limit: pool + named.length });
    if (alpha > 0) {
      // A request the best lexical match covers gets no semantic share: it is the lexical search,
      // and the deeper candidate pool and the vectors are not needed.
      const top = ranked.find((hit) => !hit.exact);
      const entry = top === undefined ? undefined : lookup(top.id);
      if (entry === undefined || reranker.share(query, entry, alpha, model) === 0) alpha = 0;
    }
    const depth = (wanted: number): number => (alpha > 0 ? Math.max(wanted, HYBRID_CANDIDATES) : wanted);
    if (alpha > 0) ranked = index.search(query, { admission, limit: depth(pool + named.length) });
    // Many copies can fill the pool: read further (up to MAX_COPY_POOL_FACTOR per slot) until
    // `limit` distinct matches remain or the ranking runs out.
    while (collapse && ranked.length >= pool + named.length && pool < limit * MAX_COPY_POOL_FACTOR) {
      const candidates = ranked.map((hit) => lookup(hit.id)).filter((entry) => entry !== undefined);
      if (countNearDuplicateGroups(candidates, limit + named.length) >= limit + named.length) break;
      pool *= 2;
      ranked = index.search(query, { admission, limit: depth(pool + named.length) });
    }
    if (alpha > 0) {
      // Exact hits keep their place in front; the ranked ones are fused and reordered.
      const lexical = ranked.flatMap((hit) => {
        const entry = hit.exact ? undefined : lookup(hit.id);
        return entry === undefined ? [] : [{ entry, score: hit.score }];
      });
      const fused = reranker.rerank(query, lexical, alpha, model);
      ranked = [
        ...ranked.filter((hit) => hit.exact),
        ...fused.map(({ entry, score }) => ({ id: entry.name, score, exact: false })),
      ];
    }
    const found: { entry: ToolEntry; match: { score: number; match: CatalogMatch["match"] } }[] = [];
    const seen = new Set<string>();
    const push = (entry: ToolEntry | undefined, score: number, match: CatalogMatch["match"]): void => {
      if (entry === undefined || seen.has(entry.name) || found.length >= pool) return;
      seen.add(entry.name);
      found.push({ entry, match: { score, match } });
    };
    for (const hit of ranked) if (hit.exact) push(lookup(hit.id), hit.score, "exact");
    for (const entry of byOwnName.get(query.trim().toLowerCase()) ?? [])
      push(entry, ranked.find((hit) => hit.id === entry.name)?.score ?? 0, "exact");
    for (const entry of named) push(entry, 0, "named");
    const retired = (hit: { readonly id: string }): boolean => isRetired(lookup(hit.id));
    for (const hit of deprecatedLast(
      ranked.filter((hit) => !hit.exact),
      retired,
    ))
      push(lookup(hit.id), hit.score, "ranked");
    if (!collapse) return found.map(({ entry, match }) => toMatch(entry, match.score, match.match));
    return collapseNearDuplicates(found, options.sourceOrder ?? [], sameTail)
      .slice(0, limit)
      .map(({ entry, match, copies }) => {
        const shown = toMatch(entry, match.score, match.match);
        return copies.length === 0
          ? shown
          : {
              ...shown,
              copies: copies.map((copy) => ({ name: copy.name, sourceName: copy.sourceName, label: copy.label })),
            };
      });
  };
  // Whether a tool's description retires it, read once per entry (entries are immutable).
  const retiredEntries = new WeakMap<ToolEntry, boolean>();
  const isRetired = (entry: ToolEntry | undefined): boolean => {
    if (entry === undefined) return isDeprecatedDescription("");
    let known = retiredEntries.get(entry);
    if (known === undefined) retiredEntries.set(entry, (known = isDeprecatedDescription(entry.description)));
    return known;
  };
  const sourceNames = new Set(entries.map((entry) => entry.sourceName));
  // Catalog tools by name tail, built on the first search that may collapse copies.
  let byTail: Map<string, ToolEntry[]> | undefined;
  const sameTail = (tail: string): readonly ToolEntry[] => {
    if (byTail === undefined) {
      byTail = new Map<string, ToolEntry[]>();
      for (const entry of byName.values()) {
        const key = nameTail(entry);
        const list = byTail.get(key);
        if (list === undefined) byTail.set(key, [entry]);
        else list.push(entry);
      }
    }
    return byTail.get(tail) ?? [];
  };
  return {
    size: index.size,
    semanticStatus: (options) => semanticOf(options).status,
    explainSemantic(query, name, options) {
      const semantic = semanticOf(options);
      const alpha = Math.min(1, semantic.alpha);
      const target = byName.get(name);
      if (!(alpha > 0) || target === undefined) return undefined;
      const admission = options.admission ?? DEFAULT_CONFIG.admission;
      const lexical = index.search(query, { admission, limit: HYBRID_CANDIDATES }).flatMap((hit) => {
        const entry = hit.exact ? undefined : byName.get(hit.id);
        return entry === undefined ? [] : [{ entry, score: hit.score }];
      });
      const hit = reranker
        .rerank(query, lexical, alpha, semantic.model)
        .find((candidate) => candidate.entry === target);
      if (hit === undefined) return undefined;
      const best = Math.max(0, ...lexical.map((candidate) => candidate.score));
      const value = best > 0 ? hit.score / best : 0;
      const share = value > 0 ? Math.min(1, (hit.share * hit.semantic) / value) : 0;
      const text = semanticFields(target, boilerplate)
        .map((field) => field.text)
        .join("\n");
      return {
        alpha,
        semantic: hit.semantic,
        share,
        bridges: semanticBridges(reranker.embedder(semantic.model), query, text),
      };
    },
    search(query, options = {}) {
      const extra = (options.extra ?? []).filter((entry) => !byName.has(entry.name));
      if (extra.length === 0) return run(query, options, (name) => byName.get(name), sourceNames.size);
      // One corpus for this query: add the extra tools, rank, take them out again. JavaScript
      // runs this synchronously, so no other search can see the temporary documents.
      const added = new Map<string, ToolEntry>();
      for (const entry of extra) {
        if (added.has(entry.name)) continue;
        added.set(entry.name, entry);
        index.add(searchDocument(entry, boilerplate));
      }
      try {
        const sources = new Set([...sourceNames, ...extra.map((entry) => entry.sourceName)]).size;
        return run(query, options, (name) => byName.get(name) ?? added.get(name), sources);
      } finally {
        for (const name of added.keys()) index.remove(name);
      }
    },
  };
}

const identityCache = new WeakMap<readonly ToolEntry[], CatalogIndex>();
const contentCache = new Map<string, CatalogIndex>();
const CONTENT_CACHE_SIZE = 8;

function contentKey(entries: readonly ToolEntry[]): string {
  const hash = new ContentHash();
  for (const entry of entries) {
    hash
      .string(entry.name)
      .string(entry.toolName ?? "")
      .string(entry.label)
      .string(entry.description)
      .string(entry.searchHint ?? "");
    hash.string(entry.source).string(entry.sourceName);
    for (const name of parameterNames(entry.inputSchema)) hash.string(name);
    for (const text of parameterDescriptions(entry.inputSchema)) hash.string(text);
    for (const name of requiredNames(entry.inputSchema)) hash.string(name);
  }
  return hash.digest();
}

/**
 * The search index for `entries`, memoised: a frozen array (such as a tier plan's
 * `deferred`) by identity, anything else by a hash of everything the index and the
 * matches read. Invisible except in speed: equal content gives equal results.
 */
export function catalogIndexFor(entries: readonly ToolEntry[]): CatalogIndex {
  const frozen = Object.isFrozen(entries);
  const known = frozen ? identityCache.get(entries) : undefined;
  if (known !== undefined) return known;
  const key = contentKey(entries);
  let index = contentCache.get(key);
  if (index === undefined) {
    index = createCatalogIndex(entries);
    contentCache.set(key, index);
    if (contentCache.size > CONTENT_CACHE_SIZE) {
      const oldest = contentCache.keys().next();
      if (oldest.done !== true) contentCache.delete(oldest.value);
    }
  }
  if (frozen) identityCache.set(entries, index);
  return index;
}

/**
 * Searches a session's catalog: only `entries` can be found (session scope).
 *
 * @example
 * ```ts
 * searchCatalog(plan.deferred, "create github issue", { limit: 5 });
 * // [{ name: "create_issue", label: "github", required: ["owner", "repo", "title"], match: "ranked", … }]
 * ```
 */
export function searchCatalog(
  entries: readonly ToolEntry[],
  query: string,
  options: CatalogSearchOptions = {},
): CatalogMatch[] {
  return catalogIndexFor(entries).search(query, options);
}
