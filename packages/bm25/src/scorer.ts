import type { AdmissionPlan } from "./admission.js";
import type { IndexState } from "./index-state.js";
import type { ScoredTerm } from "./scoring-plan.js";
import { kthBest, topK } from "./top-k.js";

/** A ranked document: its slot, its score, and whether it matched by exact key. */
export interface RankedSlot {
  readonly slot: number;
  /** The ranking score: BM25F, or the blend with the field-wise view (see `Bm25Options.fieldwise`). */
  readonly score: number;
  /** Its BM25F score alone. */
  readonly bm25f: number;
  /** Its field-wise score (field-wise sum times query words matched; 0 without a blend). */
  readonly fieldwise: number;
  readonly exact: boolean;
}

/** The ranked documents and the best scores among every admitted candidate (not only those returned). */
export interface Ranking {
  readonly slots: RankedSlot[];
  /** The best BM25F score of an admitted candidate (0 if none): what the evidence threshold looks at. */
  readonly bestBm25f: number;
  /** The best field-wise score of an admitted candidate (0 if none or without a blend). */
  readonly bestFieldwise: number;
}

const NO_RANKING: Ranking = { slots: [], bestBm25f: 0, bestFieldwise: 0 };

/** Guards the pruning test against rounding: sums in another order may differ by a few ulps. */
const ROUNDING_MARGIN = 1 + 1e-9;

/**
 * Scores the candidates of a query term by term (largest possible contribution first),
 * reusing its buffers between searches (stamped with a generation number, not cleared).
 *
 * Candidates: with the rarest-token rule, exactly the rarest term's postings; otherwise
 * every document sharing a term — until the remaining terms together cannot lift a new
 * document above the current k-th best admitted score (MaxScore pruning). From then on,
 * and always when gated, terms only update existing candidates, by binary search when
 * that is cheaper than a scan. Exact: the top `limit` are those of a full evaluation.
 *
 * With a field-wise share above 0 (docs/ranker-design.md, "Field-wise blend") every candidate
 * is scored (no pruning: the blend scales by the best scores, known only at the end), each
 * also summing its field-wise parts, and ranked by the blend.
 */
export class Scorer {
  private score = new Float64Array(0);
  /** Per candidate, its field-wise sum (only with a blend). */
  private field = new Float64Array(0);
  /** Per candidate, its blended score (only with a blend). */
  private blended = new Float64Array(0);
  /** Per candidate, how many query words (groups) it matched, and a bit per word seen. */
  private matched = new Uint32Array(0);
  private groups = new Uint32Array(0);
  private stamp = new Uint32Array(0);
  private touched = new Uint32Array(0);
  private generation = 0;

  private prepare(size: number): void {
    if (this.score.length < size) {
      const capacity = Math.max(size, this.score.length * 2, 64);
      this.score = new Float64Array(capacity);
      this.field = new Float64Array(capacity);
      this.matched = new Uint32Array(capacity);
      this.groups = new Uint32Array(capacity);
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
   * (the exact-key hits the caller places first); `share` is the field-wise share (0: BM25F alone).
   */
  rank(
    state: IndexState,
    plan: AdmissionPlan,
    scored: readonly ScoredTerm[],
    rarest: ScoredTerm | undefined,
    skip: ReadonlySet<number>,
    limit: number,
    share = 0,
  ): Ranking {
    if (plan.admitsNothing || limit <= 0) return NO_RANKING;
    this.prepare(state.slotCount);
    const { score, field, matched, groups, stamp, touched, generation } = this;
    const alive = state.alive;
    let count = 0;
    let growing = true;
    if (rarest !== undefined) {
      const { data, stride, length } = rarest.list;
      for (let i = 0; i < length; i += 1) {
        const slot = data[i * stride] ?? 0;
        if (alive[slot] !== 1) continue;
        stamp[slot] = generation;
        score[slot] = 0;
        field[slot] = 0;
        matched[slot] = 0;
        groups[slot] = 0;
        touched[count++] = slot;
      }
      growing = false;
    }
    let remaining = scored.reduce((sum, t) => sum + t.upperBound, 0);
    for (const { list, parts, fieldParts, fieldWeight, weight, upperBound, group, index } of scored) {
      // Which query word this term counts for, as one bit (words past the 31st count every term).
      const bit = group < 31 ? 1 << group : 0;
      if (growing && share === 0 && limit !== Infinity && count >= limit) {
        const threshold = kthBest(touched, count, score, matched, plan.required, skip, limit);
        if (remaining * ROUNDING_MARGIN < threshold) growing = false;
      }
      remaining -= upperBound;
      const { data, stride, length } = list;
      // Under the literal cover an expansion (planned after every query word) only adds to documents already matched.
      if (growing && plan.literalOnly && group !== index) growing = false;
      if (growing) {
        for (let i = 0; i < length; i += 1) {
          const slot = data[i * stride] ?? 0;
          if (stamp[slot] !== generation) {
            if (alive[slot] !== 1) continue;
            stamp[slot] = generation;
            score[slot] = 0;
            field[slot] = 0;
            matched[slot] = 0;
            groups[slot] = 0;
            touched[count++] = slot;
          }
          score[slot] = (score[slot] ?? 0) + weight * (parts[i] ?? 0);
          if (fieldParts !== null) field[slot] = (field[slot] ?? 0) + fieldWeight * (fieldParts[i] ?? 0);
          if (bit === 0 || ((groups[slot] ?? 0) & bit) === 0) {
            groups[slot] = (groups[slot] ?? 0) | bit;
            matched[slot] = (matched[slot] ?? 0) + 1;
          }
        }
      } else if (count * Math.log2(length + 1) < length) {
        for (let c = 0; c < count; c += 1) {
          const slot = touched[c] ?? 0;
          const at = list.find(slot);
          if (at < 0) continue;
          score[slot] = (score[slot] ?? 0) + weight * (parts[at] ?? 0);
          if (fieldParts !== null) field[slot] = (field[slot] ?? 0) + fieldWeight * (fieldParts[at] ?? 0);
          if (bit === 0 || ((groups[slot] ?? 0) & bit) === 0) {
            groups[slot] = (groups[slot] ?? 0) | bit;
            matched[slot] = (matched[slot] ?? 0) + 1;
          }
        }
      } else {
        for (let i = 0; i < length; i += 1) {
          const slot = data[i * stride] ?? 0;
          if (stamp[slot] !== generation) continue;
          score[slot] = (score[slot] ?? 0) + weight * (parts[i] ?? 0);
          if (fieldParts !== null) field[slot] = (field[slot] ?? 0) + fieldWeight * (fieldParts[i] ?? 0);
          if (bit === 0 || ((groups[slot] ?? 0) & bit) === 0) {
            groups[slot] = (groups[slot] ?? 0) | bit;
            matched[slot] = (matched[slot] ?? 0) + 1;
          }
        }
      }
    }
    let kept = 0;
    let bestBm25f = 0;
    let bestFieldwise = 0;
    for (let i = 0; i < count; i += 1) {
      const slot = touched[i] ?? 0;
      if ((matched[slot] ?? 0) < plan.required || skip.has(slot)) continue;
      touched[kept++] = slot;
      bestBm25f = Math.max(bestBm25f, score[slot] ?? 0);
      if (share > 0) {
        // The field-wise score: its sum times the query words matched (coordination).
        field[slot] = (field[slot] ?? 0) * (matched[slot] ?? 0);
        bestFieldwise = Math.max(bestFieldwise, field[slot] ?? 0);
      }
    }
    if (share === 0) {
      const slots = topK(touched, kept, score, state.seq, limit).map((slot) => {
        const bm25f = score[slot] ?? 0;
        return { slot, score: bm25f, bm25f, fieldwise: 0, exact: false };
      });
      return { slots, bestBm25f, bestFieldwise };
    }
    const blended = this.blend(kept, share, bestBm25f, bestFieldwise);
    const slots = topK(touched, kept, blended, state.seq, limit).map((slot) => ({
      slot,
      score: blended[slot] ?? 0,
      bm25f: score[slot] ?? 0,
      fieldwise: field[slot] ?? 0,
      exact: false,
    }));
    return { slots, bestBm25f, bestFieldwise };
  }

  /** The blended score of the first `kept` candidates of `touched`, in a buffer indexed by slot. */
  private blend(kept: number, share: number, bestBm25f: number, bestFieldwise: number): Float64Array {
    if (this.blended.length < this.score.length) this.blended = new Float64Array(this.score.length);
    const { blended, score, field, touched } = this;
    const scale = bestFieldwise > 0 ? (share * bestBm25f) / bestFieldwise : 0;
    for (let i = 0; i < kept; i += 1) {
      const slot = touched[i] ?? 0;
      blended[slot] = (1 - share) * (score[slot] ?? 0) + scale * (field[slot] ?? 0);
    }
    return blended;
  }
}
