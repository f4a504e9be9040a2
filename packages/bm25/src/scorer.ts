import type { AdmissionPlan, QueryTerm } from "./admission.js";
import type { IndexState } from "./index-state.js";
import { topK } from "./top-k.js";

/** A ranked document: its slot, its score, and whether it matched by exact key. */
export interface RankedSlot {
  readonly slot: number;
  readonly score: number;
  readonly exact: boolean;
}

/**
 * Scores every candidate document of a query in one pass over the postings, reusing its
 * buffers between searches (stamped with a generation number instead of cleared).
 * With the rarest-token rule on, candidates are exactly the rarest term's postings.
 */
export class Scorer {
  private score = new Float64Array(0);
  private matched = new Uint32Array(0);
  private stamp = new Uint32Array(0);
  private touched = new Uint32Array(0);
  private generation = 0;

  private prepare(size: number): void {
    if (this.score.length < size) {
      const capacity = Math.max(size, this.score.length * 2, 64);
      this.score = new Float64Array(capacity);
      this.matched = new Uint32Array(capacity);
      this.stamp = new Uint32Array(capacity);
      this.touched = new Uint32Array(capacity);
      this.generation = 0;
    }
    this.generation += 1;
    if (this.generation === 0xffffffff) {
      this.stamp.fill(0);
      this.generation = 1;
    }
  }

  /**
   * Ranks the admitted documents, best first, at most `limit`, leaving out `skip`
   * (the exact-key hits the caller places first).
   */
  rank(
    state: IndexState,
    norms: Float64Array,
    k1: number,
    terms: readonly QueryTerm[],
    plan: AdmissionPlan,
    skip: ReadonlySet<number>,
    limit: number,
  ): RankedSlot[] {
    if (plan.admitsNothing || limit <= 0) return [];
    this.prepare(state.slotCount);
    const { score, matched, stamp, touched, generation } = this;
    const alive = state.alive;
    const F = state.fieldCount;
    const k1PlusOne = k1 + 1;
    let count = 0;
    const gated = plan.rarest >= 0;
    if (gated) {
      const rarest = terms[plan.rarest];
      const list = rarest === undefined ? undefined : state.postings[rarest.termId];
      if (list === undefined) return [];
      for (let i = 0; i < list.length; i += 1) {
        const slot = list.slots[i] ?? 0;
        if (alive[slot] !== 1) continue;
        stamp[slot] = generation;
        score[slot] = 0;
        matched[slot] = 0;
        touched[count++] = slot;
      }
    }
    for (const term of terms) {
      if (term.termId < 0 || term.df === 0) continue;
      const list = state.postings[term.termId];
      if (list === undefined) continue;
      const weight = term.count * term.idf;
      const { slots, tfs } = list;
      for (let i = 0; i < list.length; i += 1) {
        const slot = slots[i] ?? 0;
        if (stamp[slot] !== generation) {
          if (gated || alive[slot] !== 1) continue;
          stamp[slot] = generation;
          score[slot] = 0;
          matched[slot] = 0;
          touched[count++] = slot;
        }
        let tfn = 0;
        for (let f = 0; f < F; f += 1) tfn += (tfs[i * F + f] ?? 0) * (norms[slot * F + f] ?? 0);
        score[slot] = (score[slot] ?? 0) + weight * ((tfn * k1PlusOne) / (tfn + k1));
        matched[slot] = (matched[slot] ?? 0) + 1;
      }
    }
    let kept = 0;
    for (let i = 0; i < count; i += 1) {
      const slot = touched[i] ?? 0;
      if ((matched[slot] ?? 0) < plan.required || skip.has(slot)) continue;
      touched[kept++] = slot;
    }
    return topK(touched, kept, score, state.seq, limit).map((slot) => ({ slot, score: score[slot] ?? 0, exact: false }));
  }
}
