/** What a runtime prints after the error itself: Node's version trailer. */
const TRAILER = /^Node\.js v\d+\.\d+\.\d+/;
/** One frame of a JavaScript stack trace (`at fn (file:1:2)`), possibly opening a property dump. */
const FRAME = /^at\s/;

/**
 * The line of a child's stderr that explains why it stopped, from its trimmed non-empty
 * lines: the last one, except that a crashed Node.js process ends with its stack, a dump of
 * the error's own properties and its `Node.js vX.Y.Z` trailer, so for those the message line
 * just above the stack (`Error: OPENAI_API_KEY is not set`) is what a reader needs.
 * `undefined` when there is no line.
 */
export function explainingLine(lines: readonly string[]): string | undefined {
  let end = lines.length;
  while (end > 0 && TRAILER.test(lines[end - 1] ?? "")) end -= 1;
  const kept = lines.slice(0, end);
  const lastFrame = kept.findLastIndex((line) => FRAME.test(line));
  if (lastFrame === -1 || end === lines.length) return kept.at(-1) ?? lines.at(-1);
  let first = lastFrame;
  while (first > 0 && FRAME.test(kept[first - 1] ?? "")) first -= 1;
  return kept[first - 1] ?? kept.at(-1);
}
