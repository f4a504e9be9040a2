// The catalog's search index: BM25F over the tools, exact and named matches first, admission,
// the flood defence, and the hybrid reranking of what BM25 admitted.
import { Bm25Index } from "@hermes/bm25";
import { DEFAULT_CONFIG } from "../config/defaults.js";
import { boilerplateDescriptions, requiredNames, searchDocument, SEARCH_RANKER_OPTIONS } from "./document.js";
import type { ToolEntry } from "../tools/entry.js";
import {
  HYBRID_CANDIDATES,
  type CatalogIndex,
  type CatalogIndexOptions,
  type CatalogMatch,
  type CatalogSearchOptions,
  type SemanticStatus,
} from "./catalog-search-types.js";
import { namedInQuery } from "./named-in-query.js";
import { adaptiveFieldWeights } from "./adaptive-weights.js";
import { deprecatedLast, isDeprecatedDescription } from "./deprecated.js";
import { collapseNearDuplicates, countNearDuplicateGroups, nameTail } from "./near-duplicates.js";
import { CatalogEmbedderCache } from "./semantic/embedder-cache.js";
import { createSemanticReranker, type SemanticModel } from "./semantic/semantic-reranker.js";
import { semanticBridges } from "./semantic/semantic-bridges.js";
import { semanticFields } from "./semantic/tool-fields.js";

/** How many ranked candidates per slot are read first when copies may collapse, and at most. */
const COPY_POOL_FACTOR = 2;
const MAX_COPY_POOL_FACTOR = 32;

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
    // The share this query gets, asked once: the best lexical match is the same in the deeper pool.
    let share = 0;
    if (alpha > 0) {
      // A request the best lexical match covers gets no semantic share: it is the lexical search,
      // and the deeper candidate pool and the vectors are not needed.
      const top = ranked.find((hit) => !hit.exact);
      const entry = top === undefined ? undefined : lookup(top.id);
      share = entry === undefined ? 0 : reranker.share(query, entry, alpha, model);
      if (share === 0) alpha = 0;
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
      const fused = reranker.rerank(query, lexical, alpha, model, share);
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
