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
}

/** A search index over one catalog of entries, built once and queried many times. */
export interface CatalogIndex {
  readonly size: number;
  search(query: string, options?: CatalogSearchOptions): CatalogMatch[];
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
export function createCatalogIndex(entries: readonly ToolEntry[]): CatalogIndex {
  const index = new Bm25Index(SEARCH_RANKER_OPTIONS);
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
  ): CatalogMatch[] => {
    const limit = options.limit ?? 5;
    const admission = options.admission ?? DEFAULT_CONFIG.admission;
    const named = options.namesInQuery === false ? [] : namedInQuery(query, byLowerName);
    const ranked = index.search(query, { admission, limit: limit + named.length });
    const out: CatalogMatch[] = [];
    const seen = new Set<string>();
    const push = (entry: ToolEntry | undefined, score: number, match: CatalogMatch["match"]): void => {
      if (entry === undefined || seen.has(entry.name) || out.length >= limit) return;
      seen.add(entry.name);
      out.push(toMatch(entry, score, match));
    };
    for (const hit of ranked) if (hit.exact) push(lookup(hit.id), hit.score, "exact");
    for (const entry of byOwnName.get(query.trim().toLowerCase()) ?? [])
      push(entry, ranked.find((hit) => hit.id === entry.name)?.score ?? 0, "exact");
    for (const entry of named) push(entry, 0, "named");
    for (const hit of ranked) if (!hit.exact) push(lookup(hit.id), hit.score, "ranked");
    return out;
  };
  return {
    size: index.size,
    search(query, options = {}) {
      const extra = (options.extra ?? []).filter((entry) => !byName.has(entry.name));
      if (extra.length === 0) return run(query, options, (name) => byName.get(name));
      // One corpus for this query: add the extra tools, rank, take them out again. JavaScript
      // runs this synchronously, so no other search can see the temporary documents.
      const added = new Map<string, ToolEntry>();
      for (const entry of extra) {
        if (added.has(entry.name)) continue;
        added.set(entry.name, entry);
        index.add(searchDocument(entry, boilerplate));
      }
      try {
        return run(query, options, (name) => byName.get(name) ?? added.get(name));
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
