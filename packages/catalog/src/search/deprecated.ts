// Tools whose own description retires them rank below the tools that replace them.

/** `Deprecated: …`, `[DEPRECATED] …`, `(deprecated) …` at the start of a description. */
const LEADING_DEPRECATED = /^\s*[[(]?\s*deprecated\b/i;
/** `This tool is deprecated`, `… is now deprecated`, `(deprecated, …` about the tool itself. */
const SELF_DEPRECATED = /\bthis (?:tool|function|endpoint|method|command|operation) is (?:now )?deprecated\b/i;
/** A description that opens with `Use X instead` (a redirect, not a tip inside a longer text). */
const LEADING_REDIRECT = /^\s*use\s+`?[A-Za-z0-9_.:/-]+`?\s+instead\b/i;
/** `deprecated … use X instead` anywhere: the tool itself points to its replacement. */
const DEPRECATED_REDIRECT = /\bdeprecated\b[^.]*?[.;,:]?\s*(?:please\s+)?use\s+`?[A-Za-z0-9_.:/-]+`?\s+instead\b/i;

/**
 * Whether a tool's description retires the tool itself: it opens with "Deprecated" (`[DEPRECATED]`,
 * `(deprecated)`) or "Use X instead", says "this tool is deprecated", or says "deprecated … use X
 * instead". A description that only mentions deprecated *things* ("Ping web tests are deprecated
 * and are not supported", "include deprecated endpoints") or gives a tip ("for ranges, use
 * query_range instead") is not. Pure.
 *
 * @example
 * ```ts
 * isDeprecatedDescription("Deprecated: use create_issue_v2 instead."); // true
 * isDeprecatedDescription("For ranges, use execute_range_query instead."); // false
 * ```
 */
export function isDeprecatedDescription(description: string): boolean {
  return (
    LEADING_DEPRECATED.test(description) ||
    SELF_DEPRECATED.test(description) ||
    LEADING_REDIRECT.test(description) ||
    DEPRECATED_REDIRECT.test(description)
  );
}

/**
 * `items` (ranked, best first) with the deprecated ones moved below every one that is not, each
 * group in its original order. Pure.
 */
export function deprecatedLast<T>(items: readonly T[], deprecated: (item: T) => boolean): T[] {
  const current: T[] = [];
  const retired: T[] = [];
  for (const item of items) (deprecated(item) ? retired : current).push(item);
  return [...current, ...retired];
}
