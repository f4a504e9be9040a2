// A compressed-sparse-row matrix and the two products the truncated SVD needs.
import { runSteps, WORDS_PER_STEP, type Steps } from "./training-steps.js";

/** A rows × cols matrix in compressed sparse row form (column indices ascending per row). */
export interface SparseMatrix {
  readonly rows: number;
  readonly cols: number;
  /** Row `r`'s entries are `start[r]` … `start[r + 1] - 1`. */
  readonly start: Uint32Array;
  readonly column: Uint32Array;
  readonly value: Float64Array;
}

/**
 * Builds a {@link SparseMatrix} from one map per row (column → value); zero values are dropped
 * and columns sorted, so the result does not depend on the maps' insertion order.
 */
export function sparseFromRows(rows: readonly ReadonlyMap<number, number>[], cols: number): SparseMatrix {
  return runSteps(sparseFromRowsSteps(rows, cols));
}

/** {@link sparseFromRows} in bounded steps of {@link WORDS_PER_STEP} rows; the same result. */
export function* sparseFromRowsSteps(rows: readonly ReadonlyMap<number, number>[], cols: number): Steps<SparseMatrix> {
  let count = 0;
  for (const row of rows) for (const value of row.values()) if (value !== 0) count++;
  const start = new Uint32Array(rows.length + 1);
  const column = new Uint32Array(count);
  const value = new Float64Array(count);
  let at = 0;
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r] ?? new Map<number, number>();
    start[r] = at;
    const entries = [...row].filter(([, v]) => v !== 0).sort((a, b) => a[0] - b[0]);
    for (const [c, v] of entries) {
      column[at] = c;
      value[at] = v;
      at++;
    }
    if ((r + 1) % WORDS_PER_STEP === 0) yield { phase: "sparse-rows", units: WORDS_PER_STEP };
  }
  start[rows.length] = at;
  return { rows: rows.length, cols, start, column, value };
}

/** `A · x` for a vector `x` of length `A.cols`. */
export function multiply(matrix: SparseMatrix, x: Float64Array): Float64Array {
  const out = new Float64Array(matrix.rows);
  for (let r = 0; r < matrix.rows; r++) {
    let sum = 0;
    const end = matrix.start[r + 1] ?? 0;
    for (let i = matrix.start[r] ?? 0; i < end; i++) sum += (matrix.value[i] ?? 0) * (x[matrix.column[i] ?? 0] ?? 0);
    out[r] = sum;
  }
  return out;
}

/** `Aᵀ · x` for a vector `x` of length `A.rows`. */
export function multiplyTransposed(matrix: SparseMatrix, x: Float64Array): Float64Array {
  const out = new Float64Array(matrix.cols);
  for (let r = 0; r < matrix.rows; r++) {
    const xr = x[r] ?? 0;
    if (xr === 0) continue;
    const end = matrix.start[r + 1] ?? 0;
    for (let i = matrix.start[r] ?? 0; i < end; i++) {
      const c = matrix.column[i] ?? 0;
      out[c] = (out[c] ?? 0) + (matrix.value[i] ?? 0) * xr;
    }
  }
  return out;
}
