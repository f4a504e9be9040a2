/**
 * The listing's line formats (docs/spec/listing.md, "Lines"). Every function renders exactly one line, without
 * a line break. Inputs must already be safe: names and labels showable (`isShowableName`,
 * `isShowableLabel`), descriptions and reasons passed through `listingDescription`.
 */

/** The first line of every non-empty listing. */
export const LISTING_HEADER = "Deferred tool catalog (call schemas via `tool_describe`, invoke via `tool_call`):";

/**
 * What joins the listing's lines: one `\n`, no blank lines (not even between groups — each
 * group starts with its own header line), no trailing newline.
 */
export const LISTING_SEPARATOR = "\n";

/**
 * The header line of a group shown in `full` or `names` form.
 *
 * @example
 * ```ts
 * renderGroupHeader("github", 3); // "github tools (3):"
 * ```
 */
export function renderGroupHeader(label: string, count: number): string {
  return `${label} tools (${count}):`;
}

/**
 * One tool line of a `full` group: `- {name}: {short}`, or `- {name}` when the short
 * description is empty.
 *
 * @example
 * ```ts
 * renderToolLine("create_issue", "Create an issue."); // "- create_issue: Create an issue."
 * renderToolLine("ping", ""); // "- ping"
 * ```
 */
export function renderToolLine(name: string, short: string): string {
  return short === "" ? `- ${name}` : `- ${name}: ${short}`;
}

/**
 * The single names line of a `names` group: the names joined by `", "`, in the order given.
 *
 * @example
 * ```ts
 * renderNamesLine(["create_issue", "list_issues"]); // "create_issue, list_issues"
 * ```
 */
export function renderNamesLine(names: readonly string[]): string {
  return names.join(", ");
}

/**
 * The one line of a group collapsed to `summary` form.
 *
 * @example
 * ```ts
 * renderSummaryLine("gitlab", 217);
 * // "gitlab (217 tools — names not listed; discover via `tool_search`)"
 * ```
 */
export function renderSummaryLine(label: string, count: number): string {
  return `${label} (${count} tools — names not listed; discover via \`tool_search\`)`;
}

/**
 * The line of a declared server that is unavailable, so the model does not hunt for its
 * tools. An empty reason leaves the parentheses out.
 *
 * @example
 * ```ts
 * renderUnavailableLine("jira", "auth expired");
 * // "jira: unavailable (auth expired) — do not search for its tools"
 * renderUnavailableLine("jira", ""); // "jira: unavailable — do not search for its tools"
 * ```
 */
export function renderUnavailableLine(label: string, reason: string): string {
  return reason === ""
    ? `${label}: unavailable — do not search for its tools`
    : `${label}: unavailable (${reason}) — do not search for its tools`;
}

/**
 * Plain UTF-16 code-unit order (what `Array.prototype.sort` uses by default): byte-stable
 * across machines and locales, unlike `localeCompare`.
 *
 * @example
 * ```ts
 * ["b", "B", "a"].sort(compareCodeUnits); // ["B", "a", "b"]
 * ```
 */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
