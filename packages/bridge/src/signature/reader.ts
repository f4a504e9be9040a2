// Reads a `tool_search` signature back into its parts (the inverse of `toolSignature`), for
// callers that build calls from hits and for the checks of docs/signatures.md.

/** One parameter as read back from a signature. */
export interface ReadParameter {
  readonly name: string;
  readonly optional: boolean;
  readonly type: string;
}

/** A signature read back: the tool name, its parameters, and whether some were left out (`…`). */
export interface ReadSignature {
  readonly name: string;
  readonly parameters: readonly ReadParameter[];
  readonly truncated: boolean;
}

/** Splits `text` at top-level `separator`s (outside JSON strings and `()[]{}` brackets). */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === "\\") i++;
      else if (c === '"') quoted = false;
    } else if (c === '"') quoted = true;
    else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if (depth === 0 && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The end of a leading name: a JSON string or a run of non-separator characters. */
function readName(text: string): { name: string; rest: string } {
  try {
    return readNameOrThrow(text);
  } catch {
    return { name: "", rest: "" };
  }
}

function readNameOrThrow(text: string): { name: string; rest: string } {
  if (!text.startsWith('"')) {
    const end = text.search(/[?:(]/);
    return end < 0 ? { name: text, rest: "" } : { name: text.slice(0, end), rest: text.slice(end) };
  }
  let i = 1;
  while (i < text.length && text[i] !== '"') i += text[i] === "\\" ? 2 : 1;
  return { name: JSON.parse(text.slice(0, i + 1)) as string, rest: text.slice(i + 1) };
}

/**
 * Reads a signature `name(p: type, q?: type, …)` as `toolSignature` writes it: JSON-quoted
 * names are unquoted, types are kept as text (brackets and quoted enum values respected), and a
 * final `…` parameter sets `truncated`. `undefined` when the text does not have that shape.
 * Never throws.
 *
 * @example
 * ```ts
 * readSignature("create_issue(owner: string, body?: string, …)");
 * // { name: "create_issue", parameters: [{ name: "owner", optional: false, type: "string" }, { name: "body", optional: true, type: "string" }], truncated: true }
 * ```
 */
export function readSignature(text: string): ReadSignature | undefined {
  const head = readName(text);
  if (!head.rest.startsWith("(") || !head.rest.endsWith(")")) return undefined;
  const inner = head.rest.slice(1, -1);
  const pieces = inner === "" ? [] : splitTop(inner, ", ");
  const truncated = pieces.at(-1) === "…";
  const parameters: ReadParameter[] = [];
  for (const piece of truncated ? pieces.slice(0, -1) : pieces) {
    const { name, rest } = readName(piece);
    const optional = rest.startsWith("?");
    const after = optional ? rest.slice(1) : rest;
    if (!after.startsWith(": ")) return undefined;
    parameters.push({ name, optional, type: after.slice(2) });
  }
  return { name: head.name, parameters, truncated };
}
