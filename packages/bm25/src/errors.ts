/** Machine-readable reason of a {@link Bm25Error}. */
export type Bm25ErrorCode =
  | "DUPLICATE_ID" // `add` of an id that is already indexed
  | "UNKNOWN_ID" // `remove`/`replace` of an id that is not indexed
  | "INVALID_OPTIONS" // index, search or admission options of the wrong type or range
  | "INVALID_DOCUMENT" // not an object, no non-empty string id, or a malformed key or fields
  | "INVALID_QUERY" // a query that is not a string
  | "INVALID_INDEX_DATA"; // `fromJSON` data that is malformed or from another format

const MARKER = Symbol.for("@hermes/bm25.error");
/**
 * The brand of the whole `@hermes` error family (docs/errors.md, "Thrown errors"), set here
 * by hand so this package depends on nothing: `isHermesError` from `@hermes/catalog` knows a
 * `Bm25Error` too.
 */
const FAMILY = Symbol.for("@hermes/error");

/**
 * The one error type `@hermes/bm25` throws, for misuse by the caller (never for a query
 * that simply matches nothing). Branch on {@link Bm25Error.code}, not on the message.
 *
 * @example
 * ```ts
 * try {
 *   index.add({ id: "a", fields: { text: "again" } });
 * } catch (error) {
 *   if (Bm25Error.is(error) && error.code === "DUPLICATE_ID") index.replace(doc);
 * }
 * ```
 */
export class Bm25Error extends Error {
  /** What went wrong, stable across releases. */
  readonly code: Bm25ErrorCode;
  private readonly [MARKER] = true;
  private readonly [FAMILY] = "Bm25Error";

  constructor(code: Bm25ErrorCode, message: string) {
    super(message);
    this.name = "Bm25Error";
    this.code = code;
  }

  /**
   * True when `error` is a `Bm25Error`, even one from another copy of this package
   * (`instanceof` fails across duplicated installs; this check does not).
   */
  static is(error: unknown): error is Bm25Error {
    return typeof error === "object" && error !== null && MARKER in error;
  }
}

/**
 * Whether `value` is a {@link Bm25Error} (from any installed copy of this package), optionally
 * with the given `code`.
 *
 * @example
 * ```ts
 * try { index.add(doc); } catch (error) { if (isBm25Error(error, "DUPLICATE_ID")) index.replace(doc); }
 * ```
 */
export function isBm25Error(value: unknown, code?: Bm25ErrorCode): value is Bm25Error {
  return Bm25Error.is(value) && (code === undefined || value.code === code);
}

/** Renders a caller-supplied value for an error message, short and safe. */
export function describeValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (typeof value === "number" || typeof value === "boolean" || value === null || value === undefined) {
    return String(value);
  }
  return Array.isArray(value) ? "an array" : `a ${typeof value}`;
}
