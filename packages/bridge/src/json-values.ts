import { isRecord } from "@hermes/catalog/internal";
/** A non-array, non-null object: what JSON calls an object. */
export type JsonObjectLike = Record<string, unknown>;

/**
 * Whether a value is a JSON-style object (not `null`, not an array).
 *
 * @example
 * ```ts
 * isObjectLike({ a: 1 }); // true
 * isObjectLike([1]); // false
 * ```
 */
export function isObjectLike(value: unknown): value is JsonObjectLike {
  return isRecord(value);
}

/**
 * The kind of a value as an error message names it: `"a number"`, `"an array"`, `"null"`,
 * `"nothing"` (for `undefined`).
 *
 * @example
 * ```ts
 * `got ${describeValue(42)}`; // "got a number"
 * ```
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  const kind = typeof value;
  return kind === "object" ? "an object" : `a ${kind}`;
}

/**
 * `JSON.parse` that never throws: the parsed value, or the parser's message.
 *
 * @example
 * ```ts
 * parseJson('{"a":1}'); // { ok: true, value: { a: 1 } }
 * parseJson("{a"); // { ok: false, message: "Expected property name or '}' in JSON at position 1 …" }
 * ```
 */
export function parseJson(
  text: string,
): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly message: string } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Compact JSON of a value for an error message; never throws (a value JSON cannot encode,
 * such as a cycle or a bigint, gives `fallback`).
 *
 * @example
 * ```ts
 * safeJson({ name: "x", arguments: {} }, "{…}"); // '{"name":"x","arguments":{}}'
 * ```
 */
export function safeJson(value: unknown, fallback: string): string {
  try {
    return JSON.stringify(value) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Whether `value` has the JSON Schema `type` named: `"integer"` is a finite whole number,
 * `"number"` any finite number, `"array"` an array, `"null"` `null`, and the others are
 * `typeof` (`"object"` excludes arrays and `null`). An unknown name matches nothing.
 *
 * @example
 * ```ts
 * hasJsonType(3, "integer"); // true
 * hasJsonType([], "object"); // false
 * ```
 */
export function hasJsonType(value: unknown, type: string): boolean {
  if (type === "integer") return Number.isInteger(value);
  if (type === "number") return typeof value === "number" && Number.isFinite(value);
  const kind = value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
  return kind === type;
}
