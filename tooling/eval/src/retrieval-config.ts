// Everything that decides what our ranker sees: document construction and weights,
// tokenizer switches and the BM25 parameters. The default was chosen from the ablation
// (`pnpm eval --ablation`, recorded in docs/retrieval.md).
import { SEARCH_FIELD_WEIGHTS, SEARCH_RANKER_OPTIONS } from "@hermes/catalog/internal";
import type { DocumentVariant } from "./tool-document.js";

export interface RetrievalConfig {
  readonly document: DocumentVariant;
  /** Emit camelCase parts (`getUser` -> getuser, get, user). */
  readonly splitCamelCase: boolean;
  /** Drop the ranker's ENGLISH_STOP_WORDS from documents and queries. */
  readonly stopWords: boolean;
  readonly k1: number;
  readonly b: number;
  /** BM25+ lower bound added to every matched term's saturated frequency (0: plain BM25). */
  readonly delta: number;
  /** Share of the field-wise view in the ranking (`Bm25Options.fieldwise`; 0: BM25F alone). */
  readonly fieldwise: number;
  /** Search with the ranker's `DEFAULT_VOCABULARY` (equivalents and ordinary words). */
  readonly vocabulary: boolean;
}

/**
 * The settings `@hermes/catalog` searches with (its `SEARCH_RANKER_OPTIONS` are the single
 * source; they were chosen from this eval's ablation), in this eval's terms.
 */
export const DEFAULT_CONFIG: RetrievalConfig = {
  document: {
    name: SEARCH_FIELD_WEIGHTS.name,
    description: SEARCH_FIELD_WEIGHTS.description,
    params: SEARCH_FIELD_WEIGHTS.parameters,
    paramDescriptions: SEARCH_FIELD_WEIGHTS.parameterText,
    server: SEARCH_FIELD_WEIGHTS.label,
  },
  splitCamelCase: true,
  stopWords: true,
  k1: SEARCH_RANKER_OPTIONS.k1 ?? 1.5,
  b: SEARCH_RANKER_OPTIONS.b ?? 0.75,
  delta: SEARCH_RANKER_OPTIONS.delta ?? 0,
  fieldwise: SEARCH_RANKER_OPTIONS.fieldwise ?? 0,
  vocabulary: SEARCH_RANKER_OPTIONS.vocabulary !== undefined && SEARCH_RANKER_OPTIONS.vocabulary !== null,
};

/** One-line summary, e.g. `name×10 description×1 params×1; camelCase split on; stop words on; k1 2.5, b 0.6`. */
export function describeConfig(config: RetrievalConfig): string {
  const fields = Object.entries(config.document)
    .map(([field, weight]) => `${field}×${weight}`)
    .join(" ");
  const camel = config.splitCamelCase ? "on" : "off";
  const stop = config.stopWords ? "on" : "off";
  const delta = config.delta === 0 ? "" : `, BM25+ delta ${config.delta}`;
  const fieldwise = config.fieldwise === 0 ? "" : `, field-wise share ${config.fieldwise}`;
  return `${fields}; camelCase split ${camel}; stop words ${stop}; k1 ${config.k1}, b ${config.b}${delta}${fieldwise}; vocabulary ${config.vocabulary ? "on" : "off"}`;
}
