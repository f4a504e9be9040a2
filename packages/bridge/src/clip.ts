const ELLIPSIS = "…";

/**
 * `text` unchanged when it has at most `max` UTF-16 code units, otherwise its first `max`
 * code units followed by `…` (one fewer when the cut would split a surrogate pair). `max`
 * below 0 counts as 0.
 *
 * @example
 * ```ts
 * clipText("Create an issue in a repository", 12); // "Create an is…"
 * clipText("short", 500); // "short"
 * ```
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = Math.max(0, Math.floor(max));
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return text.slice(0, end) + ELLIPSIS;
}

/**
 * At most `maxCount` names, each at most `maxChars` characters long in total: a longer name
 * keeps its first `maxChars - 1` characters and ends in `…` (see {@link clipText}).
 *
 * @example
 * ```ts
 * clipNames(["owner", "repo", "title"], 2, 64); // ["owner", "repo"]
 * clipNames(["a".repeat(80)], 32, 64)[0]?.length; // 64
 * ```
 */
export function clipNames(names: readonly string[], maxCount: number, maxChars: number): string[] {
  return names
    .slice(0, Math.max(0, maxCount))
    .map((name) => (name.length <= maxChars ? name : clipText(name, maxChars - 1)));
}
