// Eigen-decomposition of a small symmetric matrix by cyclic Jacobi rotations: slow in n³ but
// exact to rounding, deterministic, and only ever run on the (k + oversampling)² matrix of
// the truncated SVD.
import { runSteps, type Steps } from "./training-steps.js";

/** Eigenvalues (descending) and the matching unit eigenvectors of a symmetric matrix. */
export interface Eigen {
  readonly values: Float64Array;
  /** `vectors[i]` belongs to `values[i]`; its largest-magnitude entry is positive. */
  readonly vectors: Float64Array[];
}

const MAX_SWEEPS = 60;

/**
 * Eigen-decomposition of the symmetric `n × n` matrix `m` (row-major, length n²; only read).
 * Signs are fixed (largest-magnitude entry positive) so the result is unique for distinct
 * eigenvalues.
 */
export function symmetricEigen(m: Float64Array, n: number): Eigen {
  return runSteps(symmetricEigenSteps(m, n));
}

/** {@link symmetricEigen} in steps of one Jacobi sweep each (n²/2 rotations); the same result. */
export function* symmetricEigenSteps(m: Float64Array, n: number): Steps<Eigen> {
  const a = Float64Array.from(m);
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  const at = (i: number, j: number): number => a[i * n + j] ?? 0;
  let total = 0;
  for (let i = 0; i < n * n; i++) total += (a[i] ?? 0) ** 2;
  for (let sweep = 0; sweep < MAX_SWEEPS; sweep++) {
    let off = 0;
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) off += at(i, j) ** 2;
    if (off <= 1e-30 * total || off === 0) break;
    for (let p = 0; p < n; p++)
      for (let q = p + 1; q < n; q++) {
        const apq = at(p, q);
        if (apq === 0) continue;
        const theta = (at(q, q) - at(p, p)) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = at(k, p);
          const akq = at(k, q);
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = at(p, k);
          const aqk = at(q, k);
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p] ?? 0;
          const vkq = v[k * n + q] ?? 0;
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
    yield { phase: "eigen-sweep", units: n };
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => at(y, y) - at(x, x) || x - y);
  const values = Float64Array.from(order, (i) => at(i, i));
  const vectors = order.map((col) => {
    const vector = Float64Array.from({ length: n }, (_, k) => v[k * n + col] ?? 0);
    let largest = 0;
    for (let k = 0; k < n; k++) if (Math.abs(vector[k] ?? 0) > Math.abs(vector[largest] ?? 0)) largest = k;
    if ((vector[largest] ?? 0) < 0) for (let k = 0; k < n; k++) vector[k] = -(vector[k] ?? 0);
    return vector;
  });
  return { values, vectors };
}
