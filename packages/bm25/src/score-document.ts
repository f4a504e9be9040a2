import type { QueryTerm } from "./admission.js";
import type { IndexState } from "./index-state.js";

/** One query term's part in one document's score. */
export interface TermScore {
  /** Occurrences per field (0 everywhere when the document lacks the term). */
  readonly frequencies: readonly number[];
  /** Weighted, length-normalised frequency summed over fields (BM25F). */
  readonly normalizedFrequency: number;
  /** What the term adds to the score (counting repeats in the query). */
  readonly contribution: number;
}

/** BM25 saturation of a normalised frequency, times (k1 + 1). */
export function saturate(normalizedFrequency: number, k1: number): number {
  return (normalizedFrequency * (k1 + 1)) / (normalizedFrequency + k1);
}

/**
 * Scores one document against the query terms by looking each term up in its postings.
 * Used for exact-key hits and `explain`; the search loop computes the same sums in bulk,
 * in the same order, so both give the same number to the last bit.
 */
export function scoreDocument(
  state: IndexState,
  norms: Float64Array,
  k1: number,
  terms: readonly QueryTerm[],
  slot: number,
): { score: number; terms: TermScore[] } {
  const F = state.fieldCount;
  let score = 0;
  const parts = terms.map((term): TermScore => {
    const list = term.termId < 0 ? undefined : state.postings[term.termId];
    const at = list === undefined ? -1 : list.find(slot);
    if (list === undefined || at < 0 || term.df === 0) {
      return { frequencies: new Array<number>(F).fill(0), normalizedFrequency: 0, contribution: 0 };
    }
    const frequencies: number[] = [];
    let tfn = 0;
    for (let f = 0; f < F; f += 1) {
      const tf = list.tfs[at * F + f] ?? 0;
      frequencies.push(tf);
      tfn += tf * (norms[slot * F + f] ?? 0);
    }
    const contribution = term.count * term.idf * saturate(tfn, k1);
    score += contribution;
    return { frequencies, normalizedFrequency: tfn, contribution };
  });
  return { score, terms: parts };
}
