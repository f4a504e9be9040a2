/** Default number of "Did you mean" suggestions. */
export const MAX_SUGGESTIONS = 3;

const SEPARATOR = "__";

/** The part after the last `__` (`mcp__github__create_issue` → `create_issue`), or the name itself. */
function lastSegment(name: string): string {
  const at = name.lastIndexOf(SEPARATOR);
  return at < 0 ? name : name.slice(at + SEPARATOR.length);
}

/** The largest edit distance still suggested for a name of this length (0 below 4 characters). */
function tolerance(length: number): number {
  return Math.min(3, Math.floor(length / 4));
}

/**
 * Levenshtein distance of `a` and `b`, or `limit + 1` as soon as it must exceed `limit`
 * (so unrelated or very long names cost little).
 */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
      current.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

interface Ranked {
  readonly name: string;
  /** 0: ends with `__<name>`; 1: same last segment; 2: close by edit distance. */
  readonly group: number;
  readonly distance: number;
}

/**
 * "Did you mean" candidates for an unknown tool name, at most `max`, deterministic:
 * 1. names ending with `__<name>` (`create_issue` → `mcp__github__create_issue`);
 * 2. names with the same last `__` segment (`mcp__gitlab__create_issue` → `mcp__github__create_issue`);
 * 3. names within a small edit distance (one per 4 characters, at most 3; case-insensitive) of the name or, by
 *    last segment, of its last segment.
 * Within a group: by edit distance, then by name (code-unit order). The name itself is never suggested.
 *
 * @example
 * ```ts
 * suggestNames("create_issue", ["mcp__github__create_issue", "mcp__github__get_issue"]);
 * // ["mcp__github__create_issue"]
 * ```
 */
export function suggestNames(name: string, candidates: readonly string[], max: number = MAX_SUGGESTIONS): string[] {
  const wanted = name.toLowerCase();
  const wantedSegment = lastSegment(wanted);
  const limit = tolerance(wanted.length);
  const segmentLimit = tolerance(wantedSegment.length);
  const ranked: Ranked[] = [];
  for (const candidate of candidates) {
    if (candidate === name) continue;
    const lower = candidate.toLowerCase();
    const segment = lastSegment(lower);
    const full = editDistance(wanted, lower, limit);
    if (lower.endsWith(SEPARATOR + wanted)) ranked.push({ name: candidate, group: 0, distance: full });
    else if (wantedSegment !== "" && segment === wantedSegment)
      ranked.push({ name: candidate, group: 1, distance: full });
    else {
      const bySegment =
        segment === lower && wantedSegment === wanted ? limit + 1 : editDistance(wantedSegment, segment, segmentLimit);
      if (full <= limit) ranked.push({ name: candidate, group: 2, distance: full });
      else if (bySegment <= segmentLimit) ranked.push({ name: candidate, group: 2, distance: bySegment });
    }
  }
  ranked.sort(
    (a, b) => a.group - b.group || a.distance - b.distance || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0),
  );
  return ranked.slice(0, Math.max(0, max)).map((entry) => entry.name);
}
