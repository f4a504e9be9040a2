/** Counts the tokens of a text. Must be deterministic (the listing depends on it). */
export type TokenCounter = (text: string) => number;

/**
 * The default token estimate: `ceil(characters / 4)`. Cheap and close enough for budgets;
 * pass a real tokenizer's counter where precision matters (see `pnpm eval` for how far off
 * this estimate is on real catalogs).
 *
 * @example
 * ```ts
 * estimateTokens("Create a new issue."); // 5
 * ```
 */
export const estimateTokens: TokenCounter = (text) => Math.ceil(text.length / 4);

/**
 * The listing budget: `max(0, min(listingMaxTokens, floor(contextLength × thresholdPct / 100)))`.
 * When the context length is unknown (`undefined`), the percentage leg is 10,000 tokens.
 *
 * @example
 * ```ts
 * listingBudget({ listingMaxTokens: 4000, thresholdPct: 5 }, 200_000); // 4000
 * listingBudget({ listingMaxTokens: 4000, thresholdPct: 5 }, 32_000); // 1600
 * ```
 */
export function listingBudget(
  config: { readonly listingMaxTokens: number; readonly thresholdPct: number },
  contextLength: number | undefined,
): number {
  const share =
    contextLength === undefined || !Number.isFinite(contextLength) || contextLength < 0
      ? UNKNOWN_CONTEXT_SHARE
      : Math.floor((contextLength * config.thresholdPct) / 100);
  return Math.max(0, Math.min(config.listingMaxTokens, share));
}

/** The percentage leg of the budget when the context length is unknown. */
export const UNKNOWN_CONTEXT_SHARE = 10_000;
