import { resolveAdmission, type Admission, type ResolvedAdmission } from "./admission.js";
import { Bm25Error, describeValue } from "./errors.js";

/** Options of one search or explanation. */
export interface SearchOptions {
  /** Most hits to return: a whole number ≥ 0, or `Infinity` (the default). */
  readonly limit?: number | undefined;
  /** Overrides the index's admission for this search. */
  readonly admission?: Admission | undefined;
  /** Let a query equal to a document's key put it first, bypassing admission. Default `true`. */
  readonly exact?: boolean | undefined;
}

/** Search options with defaults applied. */
export interface ResolvedSearchOptions {
  readonly limit: number;
  readonly admission: ResolvedAdmission;
  readonly exact: boolean;
}

/** Checks per-search options. @throws {@link Bm25Error} `INVALID_OPTIONS` */
export function resolveSearchOptions(options: SearchOptions, fallback: ResolvedAdmission): ResolvedSearchOptions {
  if (typeof options !== "object" || options === null) {
    throw new Bm25Error("INVALID_OPTIONS", `search options must be an object, got ${describeValue(options)}`);
  }
  const { limit = Infinity, exact = true } = options;
  if (typeof limit !== "number" || !(limit === Infinity || (Number.isInteger(limit) && limit >= 0))) {
    throw new Bm25Error("INVALID_OPTIONS", `limit must be a whole number ≥ 0 or Infinity, got ${describeValue(limit)}`);
  }
  if (typeof exact !== "boolean")
    throw new Bm25Error("INVALID_OPTIONS", `exact must be a boolean, got ${describeValue(exact)}`);
  const admission = options.admission === undefined ? fallback : resolveAdmission(options.admission, "admission");
  return { limit, admission, exact };
}
