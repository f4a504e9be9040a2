import type { ConfigRange } from "./defaults.js";
import { readConfigNumber } from "./number.js";
import type { ConfigWarning } from "./types.js";
import { configKeyPath, configWarning } from "./warning.js";

/** How {@link normalizeNumberField} treats one numeric key. */
export interface NumberFieldSpec {
  /** The inclusive range values are clamped into. */
  readonly range: ConfigRange;
  /** Integers only: a fractional value is rounded down (floor), with a warning. */
  readonly integer: boolean;
  /** Used when the value is missing (no warning) or unparseable (warning). Must lie in `range`. */
  readonly fallback: number;
  /** Appended to the range in the out-of-range warning, e.g. `" (capped by max_search_limit)"`. */
  readonly rangeNote?: string | undefined;
}

/** The outcome of {@link normalizeNumberField}: the value used, and at most one warning. */
export interface NumberFieldResult {
  readonly value: number;
  readonly warnings: ConfigWarning[];
}

/**
 * Normalises one numeric config value. `undefined`/`null` → `spec.fallback`, no warning.
 * A finite number or decimal string (see `readConfigNumber`) is floored when
 * `spec.integer` and a fraction, then clamped into `spec.range`; any change gives one
 * warning naming the key, the value, the reasons and the value used. Anything else →
 * `spec.fallback` with a warning. Never throws.
 *
 * @example
 * ```ts
 * normalizeNumberField("threshold_pct", 150, { range: THRESHOLD_PCT_RANGE, integer: false, fallback: 5 });
 * // { value: 100, warnings: [{ key: "threshold_pct", value: "150", message: "… is out of range [0, 100]; using 100" }] }
 * ```
 */
export function normalizeNumberField(key: string, raw: unknown, spec: NumberFieldSpec): NumberFieldResult {
  if (raw === undefined || raw === null) return { value: spec.fallback, warnings: [] };
  const where = configKeyPath(key);
  const number = readConfigNumber(raw);
  if (number === undefined) {
    return {
      value: spec.fallback,
      warnings: [configWarning(key, raw, (shown) => `${where}: ${shown} is not a number; using the default ${spec.fallback}`)],
    };
  }
  const problems: string[] = [];
  let value = number;
  if (spec.integer && !Number.isInteger(value)) {
    value = Math.floor(value);
    problems.push("is not an integer");
  }
  const { min, max } = spec.range;
  if (value < min || value > max) {
    value = Math.min(max, Math.max(min, value));
    problems.push(`is out of range [${min}, ${max}]${spec.rangeNote ?? ""}`);
  }
  if (problems.length === 0) return { value, warnings: [] };
  return {
    value,
    warnings: [configWarning(key, raw, (shown) => `${where}: ${shown} ${problems.join(" and ")}; using ${value}`)],
  };
}
