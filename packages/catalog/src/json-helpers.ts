// Small JSON helpers every layer needs, defined once here (the lowest package above the ranker).

/**
 * Whether `value` is a JSON object: not `null`, not an array. Narrows to a read-only record
 * (every field still `unknown`).
 *
 * @example
 * ```ts
 * [isRecord({ a: 1 }), isRecord([1]), isRecord(null), isRecord("x")]; // [true, false, false, false]
 * ```
 */
export function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * One JSON-pointer segment unescaped (RFC 6901: `~1` → `/`, then `~0` → `~`, in that order, so
 * `~01` stays `~1`).
 *
 * @example
 * ```ts
 * unescapePointerSegment("a~1b~0c"); // "a/b~c"
 * unescapePointerSegment("~01"); // "~1"
 * ```
 */
export function unescapePointerSegment(segment: string): string {
  return segment.replaceAll("~1", "/").replaceAll("~0", "~");
}

/**
 * One segment of a `#/…` URI-fragment JSON pointer (a `$ref`), decoded: `%xx` escapes first
 * (a malformed one stays as written), then {@link unescapePointerSegment}.
 *
 * @example
 * ```ts
 * decodeFragmentSegment("a%20b~1c"); // "a b/c"
 * decodeFragmentSegment("100%"); // "100%"
 * ```
 */
export function decodeFragmentSegment(raw: string): string {
  let text = raw;
  try {
    text = decodeURIComponent(raw);
  } catch {
    // A stray `%` is kept literally.
  }
  return unescapePointerSegment(text);
}
