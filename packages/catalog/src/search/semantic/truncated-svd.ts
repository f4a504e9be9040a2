// Randomized truncated SVD (Halko, Martinsson and Tropp, 2011) with a fixed seed: a sign test
// matrix, power iterations with re-orthonormalisation, then the exact SVD of the small
// projected matrix through the eigen-decomposition of B·Bᵀ.
import { addScaled, dot, orthonormalize } from "./dense.js";
import { randomSign, seededRandom } from "./seeded-random.js";
import { multiply, multiplyTransposed, type SparseMatrix } from "./sparse-matrix.js";
import { symmetricEigen } from "./symmetric-eigen.js";

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
  const rank = Math.max(0, Math.min(options.rank, matrix.rows, matrix.cols));
  const width = Math.min(rank + (options.oversample ?? 10), matrix.rows, matrix.cols);
  if (rank === 0 || width === 0) return { values: new Float64Array(0), u: [] };
  const random = seededRandom(options.seed ?? 43);
  let q = Array.from({ length: width }, () => {
    const column = new Float64Array(matrix.cols);
    for (let i = 0; i < column.length; i++) column[i] = randomSign(random);
    return multiply(matrix, column);
  });
  orthonormalize(q);
  for (let iteration = 0; iteration < (options.powerIterations ?? 3); iteration++) {
    const z = q.map((column) => multiplyTransposed(matrix, column));
    orthonormalize(z);
    q = z.map((column) => multiply(matrix, column));
    orthonormalize(q);
  }
  // B = Qᵀ·A, row j is Aᵀ·q_j; B·Bᵀ is width × width.
  const b = q.map((column) => multiplyTransposed(matrix, column));
  const gram = new Float64Array(width * width);
  for (let i = 0; i < width; i++)
    for (let j = i; j < width; j++) {
      const value = dot(b[i] ?? new Float64Array(0), b[j] ?? new Float64Array(0));
      gram[i * width + j] = value;
      gram[j * width + i] = value;
    }
  const eigen = symmetricEigen(gram, width);
  const values = new Float64Array(rank);
  const u: Float64Array[] = [];
  for (let k = 0; k < rank; k++) {
    values[k] = Math.sqrt(Math.max(0, eigen.values[k] ?? 0));
    const vector = new Float64Array(matrix.rows);
    const weights = eigen.vectors[k] ?? new Float64Array(0);
    for (let i = 0; i < width; i++) addScaled(vector, q[i] ?? new Float64Array(0), weights[i] ?? 0);
    u.push(vector);
  }
  return { values, u };
}
