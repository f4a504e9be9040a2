/** Decimal notation only: no hex, no `Infinity`, no empty string (which `Number` would take as 0). */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads a config number leniently: a finite number, or a string holding a decimal number
 * (surrounding whitespace allowed: `" 7 "`, `"2.5"`, `"1e3"`). Returns `undefined` for
 * anything else, including booleans, `NaN`, infinities and strings like `"0x10"` or `""`.
 * `-0` reads as `0`. Never throws.
 *
 * @example
 * ```ts
 * readConfigNumber(" 10 "); // 10
 * readConfigNumber("ten"); // undefined
 * ```
 */
export function readConfigNumber(value: unknown): number | undefined {
  let number: number;
  if (typeof value === "number") {
    number = value;
  } else if (typeof value === "string") {
    const text = value.trim();
    if (!DECIMAL.test(text)) return undefined;
    number = Number(text);
  } else {
    return undefined;
  }
  return Number.isFinite(number) ? number + 0 : undefined;
}
