// Field weights that follow how much a catalog says in its descriptions (docs/ranker-design.md,
// "Adaptive field weights").
import { createTokenizer, ENGLISH_STOP_WORDS } from "@hermes/bm25";
import type { ToolEntry } from "../tools/entry.js";
import { SEARCH_FIELD_WEIGHTS } from "./document.js";

/** The field weights of the catalog's search index, by field (see `SEARCH_FIELD_WEIGHTS`). */
export type SearchFieldWeights = Readonly<Record<keyof typeof SEARCH_FIELD_WEIGHTS, number>>;

/**
 * Median distinct content words per description at and above which a catalog keeps
 * `SEARCH_FIELD_WEIGHTS` unchanged (every public eval set is above it: 13 to 41).
 */
export const INFORMATIVE_DESCRIPTION_WORDS = 8;
/** Median distinct content words per description at and below which parameter text weighs 1. */
export const TERSE_DESCRIPTION_WORDS = 2;

const WORDS = createTokenizer({ stopWords: ENGLISH_STOP_WORDS, splitCamelCase: false });

/** Distinct content words (stop words out, stemmed) of `text`. */
function distinctWords(text: string): number {
  return new Set(WORDS(text)).size;
}

function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * Field weights for `entries`, from how informative their descriptions are: the median count of
 * distinct content words per description, `m`. At `m ≥` {@link INFORMATIVE_DESCRIPTION_WORDS}
 * the weights are `SEARCH_FIELD_WEIGHTS` (name 5, label 2, description 1, parameters 1,
 * parameter text 0.3, hint 1); at `m ≤` {@link TERSE_DESCRIPTION_WORDS} parameter descriptions
 * weigh 1, as much as the description (a catalog whose descriptions are two words says what its
 * tools do in their parameters); in between, linearly. The other fields keep their weights
 * (moving the name toward 1 as well measured worse, docs/ranker-design.md "Adaptive field
 * weights"). Pure and deterministic (the order of `entries` does not matter); an empty catalog
 * gets the fixed weights.
 *
 * @example
 * ```ts
 * adaptiveFieldWeights(entriesWithTwoWordDescriptions).parameterText; // 1
 * ```
 */
export function adaptiveFieldWeights(entries: readonly ToolEntry[]): SearchFieldWeights {
  const fixed = SEARCH_FIELD_WEIGHTS;
  if (entries.length === 0) return fixed;
  const words = median(entries.map((entry) => distinctWords(entry.description)));
  const span = INFORMATIVE_DESCRIPTION_WORDS - TERSE_DESCRIPTION_WORDS;
  const terse = Math.min(1, Math.max(0, (INFORMATIVE_DESCRIPTION_WORDS - words) / span));
  if (terse === 0) return fixed;
  const toward = (weight: number): number => weight + (1 - weight) * terse;
  return Object.freeze({ ...fixed, parameterText: toward(fixed.parameterText) });
}
