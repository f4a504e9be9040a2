/** Longest short description kept before the `…` is appended (UTF-16 code units). */
export const SHORT_DESCRIPTION_MAX = 60;

/**
 * Whitespace that is not already one plain space: a space followed by more whitespace, or a
 * run starting with any other `\s` character (spelled out: faster than `[^\S ]`).
 */
const WHITESPACE_RUN = / \s+|[\t-\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]\s*/g;
/**
 * `.`, `!` or `?` followed by whitespace or the end of the text, except the final dot of
 * `e.g.`, `i.e.` and `etc.` (any case) standing as a word of their own.
 */
const SENTENCE_END = /(?<!(?<![A-Za-z])(?:e\.g|i\.e|etc))[.!?](?=\s|$)/i;

/** `text.slice(0, end)`, moved one unit left so that a surrogate pair is never split. */
function sliceWhole(text: string, end: number): string {
  const last = text.charCodeAt(end - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? end - 1 : end);
}

/** `text` without its trailing `,`, `;`, `:` and spaces. */
function stripTrailing(text: string): string {
  let end = text.length;
  while (end > 0 && ",;: ".includes(text.charAt(end - 1))) end--;
  return text.slice(0, end);
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(" ", max);
  const cut = space > 0 ? text.slice(0, space) : sliceWhole(text, max);
  const kept = stripTrailing(cut);
  return `${kept === "" ? sliceWhole(text, max).trimEnd() : kept}…`;
}

/**
 * Collapsed characters kept to decide the result: it depends on the first 61 only (a cut
 * looks at index 60 at most); one more is kept as a margin.
 */
const DECIDING = SHORT_DESCRIPTION_MAX + 2;
/** Raw characters looked at first; the window grows fourfold while it collapses too short. */
const FIRST_WINDOW = 128;

/** Every whitespace run as one space (single plain spaces, the common case, are not matched). */
function collapse(text: string): string {
  return text.replace(WHITESPACE_RUN, " ");
}

/**
 * The start of `clean(text)` with whitespace collapsed and trimmed, long enough to decide
 * the short description: the whole text, or its first {@link DECIDING} collapsed characters
 * (only a prefix of a long description is scanned, so cost does not grow with its length).
 */
function decidingHead(text: string, clean: (chunk: string) => string): string {
  for (let size = FIRST_WINDOW; size < text.length; size *= 4) {
    const head = collapse(clean(text.slice(0, size))).trimStart();
    // The last character may still merge with what follows; everything before it is final.
    if (head.length > DECIDING) return head.slice(0, DECIDING);
  }
  return collapse(clean(text)).trim();
}

/**
 * The one-line description shown next to a tool name in the listing (docs/spec/listing.md, "Short descriptions").
 *
 * 1. Whitespace runs (any `\s`, newlines included) become one space; the ends are trimmed.
 * 2. The text is cut after its first sentence end: `.`, `!` or `?` followed by whitespace or
 *    the end of the text. The kept sentence keeps its final mark (`"Create an issue."`).
 *    The dot of `e.g.`, `i.e.` and `etc.` is not a sentence end, so `"Use e.g. foo. Bar"`
 *    gives `"Use e.g. foo."` and a text ending in `etc.` is kept whole.
 * 3. If the result is longer than {@link SHORT_DESCRIPTION_MAX} (60) characters it is cut at
 *    the last space within the first 60, trailing `,`, `;`, `:` and spaces are stripped and
 *    `…` is appended (so the result is at most 61 characters). With no space to cut at, or
 *    nothing but `,;:` before it, the text is cut hard at 60 (never inside a surrogate pair)
 *    before the `…`.
 *
 * Characters are UTF-16 code units. Only a prefix of a long text is scanned (128 characters,
 * growing fourfold while whitespace collapses it below 63), so the cost does not grow with
 * the description's length. Pure and total: never throws; `""` for a blank text.
 *
 * @param clean - Applied to the text before whitespace is collapsed (default: none), e.g.
 *   `neutralizeControls`. It may be applied to a prefix of the text only, so it must map
 *   characters independently of what follows them.
 * @example
 * ```ts
 * shortDescription("Create an issue.\nUse it for bugs."); // "Create an issue."
 * shortDescription("List files, e.g. logs. Recurses."); // "List files, e.g. logs."
 * shortDescription("Search the knowledge base for pages, comments, attachments and people by keyword");
 * // "Search the knowledge base for pages, comments, attachments…"
 * ```
 */
export function shortDescription(text: string, clean: (chunk: string) => string = (chunk) => chunk): string {
  const head = decidingHead(text, clean);
  const end = SENTENCE_END.exec(head);
  const sentence = end === null ? head : head.slice(0, end.index + 1);
  return truncate(sentence, SHORT_DESCRIPTION_MAX);
}
