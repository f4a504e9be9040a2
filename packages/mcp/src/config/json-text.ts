/** JSON text as a person wrote it: parsed, or where it is wrong; repeated keys found. */
export type JsonTextResult =
  | { readonly ok: true; readonly value: unknown; readonly duplicateKeys: readonly string[] }
  | { readonly ok: false; readonly message: string };

const BOM = "\uFEFF";

/** `line L, column C` (both from 1) of a character offset. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, Math.max(0, offset));
  const line = before.split("\n").length;
  const column = offset - (before.lastIndexOf("\n") + 1) + 1;
  return `line ${line}, column ${column}`;
}

/**
 * Whether JSON.parse of `text` fails before its end (not just because the text stops there).
 * V8 gives no error code: "Unexpected end of JSON input", or a position equal to the length,
 * marks a text that merely stops early; its messages are the only mark there is.
 */
function failsInside(text: string): boolean {
  try {
    JSON.parse(text);
    return false;
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    if (/end of JSON input/.test(message)) return false;
    const position = /at position (\d+)/.exec(message)?.[1];
    return position === undefined || Number(position) < text.length;
  }
}

/**
 * Where JSON.parse stops, as `line L, column C`: the shortest prefix that already fails inside
 * ends at the bad character (binary search: log n parses). Node's own message has no
 * position on every version, and may quote the text (which may hold a secret).
 */
function errorPlace(text: string): string {
  if (!failsInside(text)) return `${lineColumn(text, text.length)} (the text ends early)`;
  let low = 1;
  let high = text.length;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (failsInside(text.slice(0, middle))) high = middle;
    else low = middle + 1;
  }
  return lineColumn(text, low - 1);
}

/** A dotted key path (`mcpServers.x.env`) with `[i]` for array items. */
const joinPath = (path: readonly (string | number)[]): string =>
  path.map((part, i) => (typeof part === "number" ? `[${part}]` : i === 0 ? part : `.${part}`)).join("");

interface Frame {
  readonly kind: "object" | "array";
  readonly keys: Set<string>;
  expectKey: boolean;
  index: number;
}

/**
 * The key paths that appear more than once in the same object (JSON.parse silently keeps the
 * last). `text` must be valid JSON. Linear, no recursion (deep nesting cannot overflow).
 */
function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  const stack: Frame[] = [];
  const path: (string | number)[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    const top = stack.at(-1);
    if (char === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      if (top?.kind === "object" && top.expectKey) {
        const key = JSON.parse(text.slice(i, end + 1)) as string;
        if (top.keys.has(key)) found.push(joinPath([...path, key]));
        top.keys.add(key);
        top.expectKey = false;
        path.push(key);
      }
      i = end;
    } else if (char === "{" || char === "[") {
      if (top?.kind === "array") path.push(top.index);
      stack.push({ kind: char === "{" ? "object" : "array", keys: new Set(), expectKey: char === "{", index: 0 });
    } else if (char === "}" || char === "]") {
      const closed = stack.pop();
      if (closed?.kind === "object" && !closed.expectKey) path.pop(); // its last key
      if (stack.at(-1)?.kind === "array") path.pop(); // its index in the parent array
    } else if (char === ",") {
      if (top?.kind === "object") {
        top.expectKey = true;
        path.pop();
      } else if (top !== undefined) top.index += 1;
    }
  }
  return found;
}

/**
 * Parses JSON text a person wrote: a leading UTF-8 byte-order mark is ignored; an error says
 * the line and column (never the text around it: it may hold a secret); keys repeated in one
 * object are reported (JSON.parse keeps the last silently).
 *
 * @example
 * ```ts
 * parseJsonText('{"a": 1,\n "a": 2}'); // { ok: true, value: { a: 2 }, duplicateKeys: ["a"] }
 * parseJsonText('{\n  "a": }');         // { ok: false, message: "not valid JSON at line 2, column 8" }
 * ```
 */
export function parseJsonText(raw: string): JsonTextResult {
  const text = raw.startsWith(BOM) ? raw.slice(BOM.length) : raw;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: `not valid JSON at ${errorPlace(text)}` };
  }
  return { ok: true, value, duplicateKeys: duplicateKeys(text) };
}
