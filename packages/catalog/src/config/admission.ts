import { DEFAULT_CONFIG, SEARCH_ADMISSIONS } from "./defaults.js";
import type { ConfigWarning, SearchAdmission } from "./types.js";
import { configKeyPath, configWarning } from "./warning.js";

/** The outcome of {@link normalizeAdmission}. */
export interface AdmissionResult {
  readonly value: SearchAdmission;
  /** One warning when the value could not be used, else none. */
  readonly warnings: readonly ConfigWarning[];
}

const KEY = "admission";

/** The longest accepted word; longer strings are rejected without lowercasing them. */
const LONGEST_WORD = Math.max(...SEARCH_ADMISSIONS.map((word) => word.length));

/**
 * Reads the `admission` value leniently: one of {@link SEARCH_ADMISSIONS}, trimmed, any case.
 * Returns `undefined` for anything else. Never throws.
 *
 * @example
 * ```ts
 * readAdmission(" Gated "); // "gated"
 * readAdmission("strict"); // undefined
 * ```
 */
export function readAdmission(value: unknown): SearchAdmission | undefined {
  if (typeof value !== "string") return undefined;
  const word = value.trim();
  if (word.length > LONGEST_WORD) return undefined;
  const lower = word.toLowerCase();
  return SEARCH_ADMISSIONS.find((admission) => admission === lower);
}

/**
 * Normalises the raw `admission` value: `undefined`/`null` → the default without a warning;
 * a known value (see {@link readAdmission}) as is; anything else → the default and a warning
 * naming the key, the value and the accepted values. Never throws.
 *
 * @example
 * ```ts
 * normalizeAdmission("strict").warnings[0]?.message;
 * // 'tools.tool_search.admission: "strict" is not one of natural/gated/none; using "natural"'
 * ```
 */
export function normalizeAdmission(raw: unknown): AdmissionResult {
  const fallback = DEFAULT_CONFIG.admission;
  if (raw === undefined || raw === null) return { value: fallback, warnings: [] };
  const value = readAdmission(raw);
  if (value !== undefined) return { value, warnings: [] };
  const warning = configWarning(KEY, raw, (shown) => `${configKeyPath(KEY)}: ${shown} is not one of ${SEARCH_ADMISSIONS.join("/")}; using "${fallback}"`);
  return { value: fallback, warnings: [warning] };
}
