// Dense vector helpers of the semantic path (plain loops over typed arrays, in double precision).
import { COLUMNS_PER_STEP, type Steps } from "./training-steps.js";

/** The dot product of two vectors over their common length. */
export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const n = Math.min(a.length, b.length);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum;
}

/** The Euclidean norm. */
export function norm(a: ArrayLike<number>): number {
  return Math.sqrt(dot(a, a));
}

/** Cosine similarity; 0 when either vector is zero. */
export function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  const denominator = norm(a) * norm(b);
  return denominator === 0 ? 0 : dot(a, b) / denominator;
}

/**
 * {@link cosine} of two `Float64Array`s whose norms are known (`norm(a)`, `norm(b)`): the same
 * sums in the same order, so the same value bit for bit, without recomputing a norm many
 * comparisons share, in a loop the engine keeps monomorphic. The hybrid search's per-candidate step.
 */
export function cosineFloat64(a: Float64Array, normA: number, b: Float64Array, normB: number): number {
  const denominator = normA * normB;
  if (denominator === 0) return 0;
  const n = Math.min(a.length, b.length);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += (a[i] ?? 0) * (b[i] ?? 0);
  return sum / denominator;
}

/** `target += factor × source`, in place. */
export function addScaled(target: Float64Array, source: ArrayLike<number>, factor: number): void {
  const n = Math.min(target.length, source.length);
  for (let i = 0; i < n; i++) target[i] = (target[i] ?? 0) + factor * (source[i] ?? 0);
}

/**
 * Orthonormalises `columns` in place by modified Gram–Schmidt, twice (re-orthogonalisation keeps
 * it stable); a column that is (numerically) in the span of the earlier ones becomes zero. In
 * bounded steps of {@link COLUMNS_PER_STEP} columns (each column only reads the finished earlier
 * ones, so stepping changes nothing); `runSteps` runs it at once.
 */
export function* orthonormalizeSteps(columns: Float64Array[]): Steps<void> {
  for (let j = 0; j < columns.length; j++) {
    const column = columns[j];
    if (column === undefined) continue;
    const before = norm(column);
    for (let pass = 0; pass < 2; pass++)
      for (let i = 0; i < j; i++) {
        const earlier = columns[i];
        if (earlier !== undefined) addScaled(column, earlier, -dot(column, earlier));
      }
    const after = norm(column);
    const scale = after > 1e-10 * Math.max(before, 1e-300) ? 1 / after : 0;
    for (let k = 0; k < column.length; k++) column[k] = (column[k] ?? 0) * scale;
    if ((j + 1) % COLUMNS_PER_STEP === 0) yield { phase: "orthonormalize", units: COLUMNS_PER_STEP };
  }
}
