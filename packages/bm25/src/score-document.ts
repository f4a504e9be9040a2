import type { QueryTerm } from "./admission.js";
import type { IndexState } from "./index-state.js";
import type { ScoredTerm } from "./scoring-plan.js";

/** One query term's part in one document's score. */
export interface TermScore {
  /** Occurrences per field (0 everywhere when the document lacks the term). */
  readonly frequencies: readonly number[];
  /** Weighted, length-normalised frequency summed over fields (BM25F). */
  readonly normalizedFrequency: number;
  /** What the term adds to the score (counting repeats in the query). */
  readonly contribution: number;
}

/**
 * Scores one document by looking each term up in its postings. Used for exact-key hits and
 * `explain`; it sums contributions in the same order as the search (the scoring plan), so
 * both give the same number to the last bit. Term scores come back in query order.
 */
export function scoreDocument(
  state: IndexState,
  norms: Float64Array,
  terms: readonly QueryTerm[],
  plan: readonly ScoredTerm[],
  slot: number,
): { score: number; terms: TermScore[] } {
  const F = state.fieldCount;
  const byIndex = new Map(plan.map((scored) => [scored.index, scored]));
  const parts = terms.map((_, index): TermScore => {
    const scored = byIndex.get(index);
    const at = scored === undefined ? -1 : scored.list.find(slot);
    if (scored === undefined || at < 0) {
      return { frequencies: new Array<number>(F).fill(0), normalizedFrequency: 0, contribution: 0 };
    }
    const frequencies: number[] = [];
    let tfn = 0;
    for (let f = 0; f < F; f += 1) {
      const tf = scored.list.frequency(at, f);
      frequencies.push(tf);
      tfn += tf * (norms[slot * F + f] ?? 0);
    }
    return { frequencies, normalizedFrequency: tfn, contribution: scored.weight * (scored.parts[at] ?? 0) };
  });
  let score = 0;
  for (const scored of plan) score += parts[scored.index]?.contribution ?? 0;
  return { score, terms: parts };
}
