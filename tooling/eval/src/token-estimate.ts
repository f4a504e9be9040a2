// How far the catalog's default token estimate (ceil(chars / 4)) is from a real tokenizer
// (o200k, the GPT-4o / GPT-5 family's) on the texts it is used for: each tool definition
// as compact JSON (what deferring saves) and the listing text (what the budget limits).
import { buildListing, estimateTokens, normalizeTools, type TokenCounter, type Toolset } from "@hermes/catalog";
import { serverToolsets, type Catalog } from "@hermes/data";

/** The error of an estimate on a set of texts. */
export interface EstimateError {
  /** Mean |estimate − real| / real: 0.1 means 10% off on average. */
  readonly meanAbsolute: number;
  /** Mean (estimate − real) / real: negative means the estimate is too low. */
  readonly meanSigned: number;
  readonly samples: number;
}

/** The estimator's error on one catalog, by kind of text and over all texts. */
export interface CatalogEstimate {
  readonly catalog: string;
  readonly schemas: EstimateError;
  readonly listings: EstimateError;
  readonly all: EstimateError;
}

/** Relative errors of `estimate` against `real` over `texts` (texts the real counter gives 0 are skipped). */
export function estimateError(texts: readonly string[], estimate: TokenCounter, real: TokenCounter): EstimateError {
  let absolute = 0;
  let signed = 0;
  let samples = 0;
  for (const text of texts) {
    const truth = real(text);
    if (truth === 0) continue;
    const relative = (estimate(text) - truth) / truth;
    absolute += Math.abs(relative);
    signed += relative;
    samples += 1;
  }
  return samples === 0
    ? { meanAbsolute: 0, meanSigned: 0, samples }
    : { meanAbsolute: absolute / samples, meanSigned: signed / samples, samples };
}

/** Combines two error summaries as if their samples were measured together. */
export function combineErrors(a: EstimateError, b: EstimateError): EstimateError {
  const samples = a.samples + b.samples;
  if (samples === 0) return a;
  return {
    meanAbsolute: (a.meanAbsolute * a.samples + b.meanAbsolute * b.samples) / samples,
    meanSigned: (a.meanSigned * a.samples + b.meanSigned * b.samples) / samples,
    samples,
  };
}

/** One MCP toolset per server. */
export function toolsetsOf(catalog: Catalog): Toolset[] {
  return serverToolsets(catalog.tools);
}

/**
 * The texts the estimate is used on: every definition as compact JSON, and listings — each
 * server's own full listing and the whole catalog's at budgets of 1,000, 4,000 and 60,000.
 */
export function estimatedTexts(catalog: Catalog): { schemas: string[]; listings: string[] } {
  const toolsets = toolsetsOf(catalog);
  const schemas = toolsets.flatMap((toolset) => toolset.tools.map((tool) => JSON.stringify(tool)));
  const listings: string[] = [];
  for (const toolset of toolsets) {
    const entries = normalizeTools([toolset]).entries;
    listings.push(buildListing(entries, { budget: Infinity }).text);
  }
  const everything = normalizeTools(toolsets).entries;
  for (const budget of [1000, 4000, 60_000]) listings.push(buildListing(everything, { budget }).text);
  return { schemas, listings: listings.filter((text) => text !== "") };
}

/** The default estimate's error against `real` on one catalog. */
export function catalogEstimate(
  catalog: Catalog,
  real: TokenCounter,
  estimate: TokenCounter = estimateTokens,
): CatalogEstimate {
  const { schemas, listings } = estimatedTexts(catalog);
  const schemaError = estimateError(schemas, estimate, real);
  const listingError = estimateError(listings, estimate, real);
  return {
    catalog: catalog.name,
    schemas: schemaError,
    listings: listingError,
    all: combineErrors(schemaError, listingError),
  };
}
