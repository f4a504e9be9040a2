// Output of the token-estimate measurement: JSON rows, a console table and a docs section.
import { renderMarkdownTable, type Table } from "./table.js";
import type { CatalogEstimate, EstimateError } from "./token-estimate.js";

/** `--json` rows of the measurement: set = catalog, mode = `tokens`. */
export interface TokenJsonResult {
  readonly set: string;
  readonly mode: "tokens";
  readonly system: string;
  readonly metric: "estimate_error" | "estimate_error_schemas" | "estimate_error_listings" | "estimate_bias";
  /** Fraction: 0.13 is 13%. */
  readonly value: number;
}

/** What is compared, as the `system` of the rows. */
export const TOKEN_SYSTEM = "estimateTokens vs o200k";

export function tokenJsonResults(estimates: readonly CatalogEstimate[]): TokenJsonResult[] {
  return estimates.flatMap((estimate) => {
    const row = (metric: TokenJsonResult["metric"], value: number): TokenJsonResult => ({ set: estimate.catalog, mode: "tokens", system: TOKEN_SYSTEM, metric, value });
    return [
      row("estimate_error", estimate.all.meanAbsolute),
      row("estimate_error_schemas", estimate.schemas.meanAbsolute),
      row("estimate_error_listings", estimate.listings.meanAbsolute),
      row("estimate_bias", estimate.all.meanSigned),
    ];
  });
}

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;
const signed = (value: number): string => `${value >= 0 ? "+" : ""}${(value * 100).toFixed(1)}%`;
const cell = (error: EstimateError): string => `${percent(error.meanAbsolute)} (${signed(error.meanSigned)}, n=${error.samples})`;

/** The table shared by the console and the docs. */
export function tokenTable(estimates: readonly CatalogEstimate[]): Table {
  return {
    headers: ["catalog", "all texts", "definitions (JSON)", "listings"],
    rows: estimates.map((e) => [e.catalog, cell(e.all), cell(e.schemas), cell(e.listings)]),
    align: ["left", "right", "right", "right"],
  };
}

export function renderTokenSection(estimates: readonly CatalogEstimate[]): string {
  const table = tokenTable(estimates);
  return `## Token estimate vs a real tokenizer

The catalog budgets the listing and reports deferred tokens with \`ceil(characters / 4)\`
unless a runtime passes its own counter. How far off is that? Each cell is the mean absolute
relative error against o200k (\`gpt-tokenizer\`, the GPT-4o family's encoding), with the mean
signed error in brackets (positive: the estimate is too high) and the number of texts.
Texts: every tool definition as compact JSON (what deferring saves), each server's full
listing, and the whole catalog's listing at budgets of 1,000, 4,000 and 60,000 tokens.

${renderMarkdownTable(table)}

The estimate errs high on average, so a listing that fits by the estimate fits for real;
pass a real counter (\`countTokens\`) when the budget must be used to the last token.
`;
}
