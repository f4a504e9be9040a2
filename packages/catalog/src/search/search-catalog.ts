// The catalog index of a session's entries, memoised, and the search over it.
import { ContentHash } from "../content-hash.js";
import type { ToolEntry } from "../tools/entry.js";
import { createCatalogIndex } from "./catalog-search.js";
import type { CatalogIndex, CatalogMatch, CatalogSearchOptions } from "./catalog-search-types.js";
import { parameterDescriptions, parameterNames, requiredNames } from "./document.js";

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
