import { estimateTokens, type TokenCounter } from "./tokens.js";

/**
 * How the listing estimates the tokens of a text made of concatenated pieces without
 * building it: `total(Σ measure(piece))`.
 */
export interface ListingMeter {
  /**
   * True when the estimate is the counter's exact count of the concatenation (then no
   * verification is needed); false when it is only the sum of per-piece counts.
   */
  readonly exact: boolean;
  /**
   * The additive cost of one piece, given its length and a way to build it (called only
   * when the counter needs the text).
   */
  measure(length: number, text: () => string): number;
  /** Tokens from the summed piece costs. */
  total(sum: number): number;
}

const CHARACTERS: ListingMeter = {
  exact: true,
  measure: (length) => length,
  total: (sum) => Math.ceil(sum / 4),
};

/**
 * The meter for a counter. For {@link estimateTokens} itself (`ceil(chars / 4)`) it sums
 * character lengths and rounds once, which is exactly `estimateTokens` of the whole text.
 * For any other counter (not necessarily additive: a real tokenizer can merge across
 * pieces) it sums the counter's per-piece counts, an estimate the caller must verify on the
 * actual text. Never throws; the counter is called only by the returned meter.
 *
 * @example
 * ```ts
 * const meter = listingMeter(estimateTokens);
 * meter.total(meter.measure(3, () => "abc") + meter.measure(3, () => "\nde")); // 2 === estimateTokens("abc\nde")
 * ```
 */
export function listingMeter(count: TokenCounter): ListingMeter {
  if (count === estimateTokens) return CHARACTERS;
  return { exact: false, measure: (_length, text) => count(text()), total: (sum) => sum };
}
