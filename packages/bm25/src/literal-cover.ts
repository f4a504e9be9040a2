// The literal-cover rule of natural admission (docs/search-vocabulary.md, "An exact match
// comes first"): whether some document has every word of a short keyword query itself.
// Pure: a function of the index's postings.
import type { QueryTerm } from "./admission.js";
import type { IndexState } from "./index-state.js";

/** Fewest query words the rule applies to: a one-word query leaves equivalents to their weight. */
export const LITERAL_COVER_MIN_WORDS = 2;

/**
 * Whether some live document contains every one of `words` (terms of the query itself, not
 * expansions). Walks the shortest posting list and looks each slot up in the others
 * (binary search): O(min df × words × log df). False when a word is in no document.
 */
export function someDocumentHasAll(state: IndexState, words: readonly QueryTerm[]): boolean {
  const lists = [];
  for (const word of words) {
    const list = word.termId < 0 ? undefined : state.postings[word.termId];
    if (list === undefined || list.length === 0) return false;
    lists.push(list);
  }
  lists.sort((a, b) => a.length - b.length);
  const [shortest, ...others] = lists;
  if (shortest === undefined) return false;
  for (let i = 0; i < shortest.length; i += 1) {
    const slot = shortest.slot(i);
    if (state.alive[slot] === 1 && others.every((list) => list.find(slot) >= 0)) return true;
  }
  return false;
}
