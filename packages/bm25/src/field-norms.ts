import type { IndexState } from "./index-state.js";

/**
 * Per slot and field, `weight / (1 − b + b · length / averageLength)`: multiplying a term
 * frequency by it gives the weighted, length-normalised frequency BM25F sums over fields.
 * Recomputed lazily, only after the index changed (averages move with every document).
 */
export class FieldNorms {
  private values = new Float64Array(0);
  private version = -1;
  private readonly weights: Float64Array;
  private readonly b: number;

  constructor(weights: Float64Array, b: number) {
    this.weights = weights;
    this.b = b;
  }

  /** The factors for `state`'s current contents, indexed `slot * fieldCount + field`. */
  for(state: IndexState): Float64Array {
    if (this.version === state.version) return this.values;
    const F = state.fieldCount;
    if (this.values.length < state.slotCount * F) this.values = new Float64Array(state.lengths.length);
    const values = this.values;
    const live = Math.max(1, state.liveCount);
    for (let f = 0; f < F; f += 1) {
      const average = (state.totalLengths[f] ?? 0) / live;
      const weight = this.weights[f] ?? 1;
      for (let slot = 0; slot < state.slotCount; slot += 1) {
        const length = state.lengths[slot * F + f] ?? 0;
        const norm = average > 0 ? 1 - this.b + (this.b * length) / average : 1;
        values[slot * F + f] = norm > 0 ? weight / norm : 0;
      }
    }
    this.version = state.version;
    return values;
  }
}
