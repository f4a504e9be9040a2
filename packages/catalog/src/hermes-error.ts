// The error class family of every @hermes package: docs/errors.md, "Thrown errors".

/**
 * The brand every `@hermes` error carries: a global-registry symbol whose value is the error's
 * class name. `Symbol.for` gives the same symbol in every copy of every package, so a guard
 * recognises an error thrown by another installed copy, where `instanceof` fails.
 * `@hermes/bm25` (which depends on nothing) sets the same brand on `Bm25Error` itself.
 */
const BRAND = Symbol.for("@hermes/error");

/**
 * The base of every error a `@hermes` package throws: a stable UPPER_SNAKE `code` to branch on
 * (never the message), and a brand that {@link isHermesError} and {@link errorGuard} read, so
 * the checks hold across duplicated installs. Subclasses set `name` to their class name.
 *
 * @example
 * ```ts
 * class QuotaError extends HermesError<"OVER_QUOTA"> {
 *   constructor(message: string) { super("OVER_QUOTA", message, "QuotaError"); }
 * }
 * isHermesError(new QuotaError("no"), "OVER_QUOTA"); // true
 * ```
 */
export class HermesError<Code extends string = string> extends Error {
  /** What went wrong, stable across releases (UPPER_SNAKE). */
  readonly code: Code;
  private readonly [BRAND]: string;

  /**
   * @param code - the stable reason;
   * @param message - a sentence for people (and, where the error reaches a model, for it);
   * @param name - the subclass's name, also the brand's value (default `"HermesError"`).
   */
  constructor(code: Code, message: string, name = "HermesError") {
    super(message);
    this.name = name;
    this.code = code;
    this[BRAND] = name;
  }
}

function brandOf(value: unknown): unknown {
  return typeof value === "object" && value !== null && BRAND in value
    ? (value as Record<symbol, unknown>)[BRAND]
    : undefined;
}

/**
 * Whether `value` is an error of the `@hermes` family (any package, any installed copy),
 * optionally with the given `code`.
 *
 * @example
 * ```ts
 * try { runtime.search(request); } catch (error) { if (isHermesError(error, "INVALID_QUERY")) retry(); }
 * ```
 */
export function isHermesError(value: unknown, code?: string): value is HermesError {
  return typeof brandOf(value) === "string" && (code === undefined || (value as { code?: unknown }).code === code);
}

/**
 * A guard for one class of the family, by its `name`, that works across installed copies:
 * `guard(value)` or `guard(value, code)`. Packages build their `isXError` with it.
 *
 * @example
 * ```ts
 * export const isQuotaError = errorGuard<QuotaError>("QuotaError");
 * isQuotaError(error, "OVER_QUOTA");
 * ```
 */
export function errorGuard<E extends HermesError>(name: string): (value: unknown, code?: E["code"]) => value is E {
  return (value: unknown, code?: E["code"]): value is E =>
    brandOf(value) === name && (code === undefined || (value as E).code === code);
}
