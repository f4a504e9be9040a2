// Randomized truncated SVD (Halko, Martinsson and Tropp, 2011) with a fixed seed: a sign test
// matrix, power iterations with re-orthonormalisation, then the exact SVD of the small
// projected matrix through the eigen-decomposition of B·Bᵀ.
import { addScaled, dot, orthonormalizeSteps } from "./dense.js";
import { randomSign, seededRandom } from "./seeded-random.js";
import { multiply, multiplyTransposed, type SparseMatrix } from "./sparse-matrix.js";
import { symmetricEigenSteps } from "./symmetric-eigen.js";
import { COLUMNS_PER_STEP, runSteps, type Steps } from "./training-steps.js";

/** Options of {@link truncatedSvd}. */
export interface SvdOptions {
  /** Singular triplets kept (fewer when the matrix is smaller). */
  readonly rank: number;
  /** Extra random columns for accuracy. Default 10. */
  readonly oversample?: number | undefined;
  /** Power iterations (each one multiplies by A·Aᵀ). Default 3. */
  readonly powerIterations?: number | undefined;
  /** Seed of the test matrix. Default 43. */
  readonly seed?: number | undefined;
}

/** The leading singular values (descending) and left singular vectors (`u[i]`, length `rows`). */
export interface Svd {
  readonly values: Float64Array;
  readonly u: Float64Array[];
}

/** The `rank` leading singular triplets' values and left vectors of `matrix`; deterministic for a fixed seed. */
export function truncatedSvd(matrix: SparseMatrix, options: SvdOptions): Svd {
  return runSteps(truncatedSvdSteps(matrix, options));
}

/** `columns.map(product)` in steps of {@link COLUMNS_PER_STEP} columns (each a sparse product). */
function* mapColumns(count: number, product: (index: number) => Float64Array, phase: string): Steps<Float64Array[]> {
  const out: Float64Array[] = [];
  for (let i = 0; i < count; i++) {
    out.push(product(i));
    if ((i + 1) % COLUMNS_PER_STEP === 0 || i + 1 === count) yield { phase, units: (i % COLUMNS_PER_STEP) + 1 };
  }
  return out;
}

/**
 * {@link truncatedSvd} in bounded steps: {@link COLUMNS_PER_STEP} sparse products or
 * orthonormalised columns per step, so each power iteration spans many steps. Same bytes.
 */
export function* truncatedSvdSteps(matrix: SparseMatrix, options: SvdOptions): Steps<Svd> {
  const rank = Math.max(0, Math.min(options.rank, matrix.rows, matrix.cols));
  const width = Math.min(rank + (options.oversample ?? 10), matrix.rows, matrix.cols);
  if (rank === 0 || width === 0) return { values: new Float64Array(0), u: [] };
  const random = seededRandom(options.seed ?? 43);
  let q = yield* mapColumns(
    width,
    () => {
      const column = new Float64Array(matrix.cols);
      for (let i = 0; i < column.length; i++) column[i] = randomSign(random);
      return multiply(matrix, column);
    },
    "svd-sample",
  );
  yield* orthonormalizeSteps(q);
  for (let iteration = 0; iteration < (options.powerIterations ?? 3); iteration++) {
    const from = q;
    const z = yield* mapColumns(width, (i) => multiplyTransposed(matrix, from[i] ?? new Float64Array(0)), "svd-power");
    yield* orthonormalizeSteps(z);
    q = yield* mapColumns(width, (i) => multiply(matrix, z[i] ?? new Float64Array(0)), "svd-power");
    yield* orthonormalizeSteps(q);
  }
  // B = Qᵀ·A, row j is Aᵀ·q_j; B·Bᵀ is width × width.
  const last = q;
  const b = yield* mapColumns(width, (i) => multiplyTransposed(matrix, last[i] ?? new Float64Array(0)), "svd-project");
  const gram = new Float64Array(width * width);
  for (let i = 0; i < width; i++)
    for (let j = i; j < width; j++) {
      const value = dot(b[i] ?? new Float64Array(0), b[j] ?? new Float64Array(0));
      gram[i * width + j] = value;
      gram[j * width + i] = value;
    }
  yield { phase: "svd-gram", units: width };
  const eigen = yield* symmetricEigenSteps(gram, width);
  yield { phase: "svd-eigen", units: width };
  const values = new Float64Array(rank);
  const u: Float64Array[] = [];
  for (let k = 0; k < rank; k++) {
    values[k] = Math.sqrt(Math.max(0, eigen.values[k] ?? 0));
    const vector = new Float64Array(matrix.rows);
    const weights = eigen.vectors[k] ?? new Float64Array(0);
    for (let i = 0; i < width; i++) addScaled(vector, q[i] ?? new Float64Array(0), weights[i] ?? 0);
    u.push(vector);
    if ((k + 1) % COLUMNS_PER_STEP === 0) yield { phase: "svd-vectors", units: COLUMNS_PER_STEP };
  }
  return { values, u };
}
