// Output of the token-estimate measurement: JSON rows, a console table and a docs section.
import { renderMarkdownTable, type Table } from "./table.js";
import type { CatalogEstimate, EstimateError } from "./token-estimate.js";
import { renderTemplate } from "./template.js";

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
    const row = (metric: TokenJsonResult["metric"], value: number): TokenJsonResult => ({
      set: estimate.catalog,
      mode: "tokens",
      system: TOKEN_SYSTEM,
      metric,
      value,
    });
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
const cell = (error: EstimateError): string =>
  `${percent(error.meanAbsolute)} (${signed(error.meanSigned)}, n=${error.samples})`;

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
  return renderTemplate("tokens", { table: renderMarkdownTable(table) });
}
