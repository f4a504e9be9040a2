import { ANNOTATION_HINTS, type AnnotationHint } from "@hermes/catalog";

/** The prefix of a pattern that matches on an annotation hint instead of a name. */
export const ANNOTATION_PREFIX = "annotation:";

/** A pattern read: a name pattern (exact or glob) or an annotation hint, or why it is not valid. */
export type ParsedPattern =
  | { readonly kind: "exact" | "glob"; readonly match: RegExp; readonly literal: number }
  | { readonly kind: "annotation"; readonly hint: AnnotationHint }
  | { readonly kind: "invalid"; readonly expected: string; readonly message: string };

/* eslint-disable-next-line no-control-regex -- refusing controls is the point */
const BAD_CHARACTER = /[\s\u0000-\u001f\u007f]/u;

/**
 * Compiles a glob: `*` is any run of characters (none too), `?` one character, everything else
 * itself. Anchored at both ends; case-sensitive, as tool names are.
 */
export function globRegExp(pattern: string): RegExp {
  const source = [...pattern]
    .map((char) => (char === "*" ? ".*" : char === "?" ? "." : char.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")))
    .join("");
  return new RegExp(`^${source}$`, "su");
}

/**
 * Reads one policy pattern. `annotation:<hint>` names one of `readOnlyHint`,
 * `destructiveHint`, `idempotentHint`, `openWorldHint`; any other text is a name pattern
 * (`*`, `?` wildcards). `namespaced`: a top-level pattern, which must match namespaced
 * names (`mcp__<server>__<tool>`): it starts with `mcp__` or a wildcard. Never throws.
 *
 * @example
 * ```ts
 * parsePattern("mcp__github__delete_*", true).kind; // "glob"
 * parsePattern("annotation:destructiveHint", true); // { kind: "annotation", hint: "destructiveHint" }
 * ```
 */
export function parsePattern(pattern: string, namespaced: boolean): ParsedPattern {
  if (pattern === "") return { kind: "invalid", expected: "a non-empty pattern", message: "is an empty pattern" };
  if (BAD_CHARACTER.test(pattern))
    return {
      kind: "invalid",
      expected: "a pattern without spaces or control characters",
      message: "has a space or control character (tool names have none)",
    };
  if (pattern.startsWith(ANNOTATION_PREFIX)) {
    const hint = pattern.slice(ANNOTATION_PREFIX.length);
    const known = ANNOTATION_HINTS.find((candidate) => candidate === hint);
    if (known !== undefined) return { kind: "annotation", hint: known };
    return {
      kind: "invalid",
      expected: `annotation:<hint>, the hint one of ${ANNOTATION_HINTS.join(", ")}`,
      message: `names no known annotation hint (${ANNOTATION_HINTS.map((h) => ANNOTATION_PREFIX + h).join(", ")})`,
    };
  }
  if (namespaced && !pattern.startsWith("mcp__") && !pattern.startsWith("*") && !pattern.startsWith("?"))
    return {
      kind: "invalid",
      expected: "a namespaced pattern (mcp__<server>__<tool>)",
      message: `matches no namespaced name: top-level patterns match mcp__<server>__<tool> (write "mcp__*__${pattern}", or put "${pattern}" in mcpServers.<name>.policy)`,
    };
  const wild = /[*?]/.test(pattern);
  const literal = [...pattern].filter((char) => char !== "*" && char !== "?").length;
  return { kind: wild ? "glob" : "exact", match: globRegExp(pattern), literal };
}
