import type { IndexState } from "./index-state.js";
import type { SerializedDocument } from "./serialized-index.js";

/**
 * The live documents of `state` in `slots` order as serialized data: the term table (each
 * term once, numbered in order of first use) and per document its id, key, field lengths, term
 * numbers and per-field frequencies (`Bm25Index.toJSON`; `fromJSON` reads it back in order).
 */
export function serializeDocuments(
  state: IndexState,
  slots: readonly number[],
): { terms: string[]; documents: SerializedDocument[] } {
  const F = state.fieldCount;
  const termIndex = new Map<number, number>();
  const terms: string[] = [];
  const documents = slots.map((slot) => {
    const docTerms: number[] = [];
    const tfs: number[] = [];
    for (const termId of state.termsOf(slot)) {
      let index = termIndex.get(termId);
      if (index === undefined) {
        index = terms.length;
        termIndex.set(termId, index);
        terms.push(state.terms[termId] ?? "");
      }
      docTerms.push(index);
      const list = state.postings[termId];
      const at = list?.find(slot) ?? -1;
      for (let f = 0; f < F; f += 1) tfs.push(list?.frequency(at, f) ?? 0);
    }
    const key = state.keys[slot];
    const lengths = Array.from(state.lengths.subarray(slot * F, (slot + 1) * F));
    return { id: state.ids[slot] ?? "", ...(key === undefined ? {} : { key }), lengths, terms: docTerms, tfs };
  });
  return { terms, documents };
}
