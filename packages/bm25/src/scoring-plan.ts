import type { QueryTerm } from "./admission.js";
import type { IndexState } from "./index-state.js";
import type { PostingList } from "./posting-list.js";
import { fieldwiseParts, termParts } from "./term-parts.js";

/** One query term ready for scoring. */
export interface ScoredTerm {
  readonly term: QueryTerm;
  /** Position of the term in the query's distinct terms. */
  readonly index: number;
  readonly list: PostingList;
  readonly parts: Float64Array;
  /**
   * Each entry's field-wise part (see `fieldwiseParts`), or `null` when the index has no
   * field-wise blend or the term is a vocabulary expansion (the field-wise view reads the
   * query's own words only).
   */
  readonly fieldParts: Float64Array | null;
  /** What each unit of field-wise part is worth: the word's idf (each distinct word counts once, however often the query repeats it). */
  readonly fieldWeight: number;
  /** The term's weight (`count × idf`, less for an expansion): what each unit of saturated frequency is worth. */
  readonly weight: number;
  /** The query word the term counts for (see `QueryTerm.group`); admission counts groups. */
  readonly group: number;
  /** The most this term can add to any document's score. */
  readonly upperBound: number;
}

/**
 * The query terms that occur in some document, in the order scores are summed: largest
 * possible contribution first (ties: query order). Search and `explain` both sum in this
 * order, so they agree to the last bit; it depends only on the index contents, never on
 * insertion order. With `wordsFirst` (the literal cover, where expansions only add to
 * documents a query word matched), every query word comes before every expansion.
 * `fieldWeights` (the index's field weights, only when it blends in the field-wise view)
 * also readies each term's field-wise parts.
 */
export function scoringPlan(
  state: IndexState,
  norms: Float64Array,
  k1: number,
  delta: number,
  terms: readonly QueryTerm[],
  wordsFirst = false,
  fieldWeights: Float64Array | null = null,
): ScoredTerm[] {
  const planned: ScoredTerm[] = [];
  terms.forEach((term, index) => {
    if (term.termId < 0 || term.df === 0) return;
    const list = state.postings[term.termId];
    if (list === undefined) return;
    const parts = termParts(list, norms, state.alive, k1, delta, state.version);
    const fieldParts =
      fieldWeights === null || term.group !== index
        ? null
        : fieldwiseParts(list, norms, fieldWeights, state.alive, k1, delta, state.version);
    const weight = term.weight;
    const upperBound = weight * list.maxPart;
    planned.push({
      term,
      index,
      list,
      parts,
      fieldParts,
      fieldWeight: term.idf,
      weight,
      group: term.group,
      upperBound,
    });
  });
  const expansion = (scored: ScoredTerm): number => (wordsFirst && scored.group !== scored.index ? 1 : 0);
  return planned.sort((a, b) => expansion(a) - expansion(b) || b.upperBound - a.upperBound || a.index - b.index);
}
