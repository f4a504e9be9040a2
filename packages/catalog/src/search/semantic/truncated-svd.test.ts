import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random.js";
import { sparseFromRows } from "./sparse-matrix.js";
import { symmetricEigen } from "./symmetric-eigen.js";
import { truncatedSvd } from "./truncated-svd.js";

function randomMatrix(rows: number, cols: number, seed: number): Map<number, number>[] {
  const random = seededRandom(seed);
  return Array.from({ length: rows }, () => {
    const row = new Map<number, number>();
    for (let c = 0; c < cols; c++) if (random() < 0.3) row.set(c, Math.round(random() * 10) / 2);
    return row;
  });
}

describe("truncatedSvd", () => {
  it("finds the leading singular values (the square roots of A·Aᵀ's eigenvalues)", () => {
    const rows = randomMatrix(30, 20, 7);
    const matrix = sparseFromRows(rows, 20);
    const dense = new Float64Array(30 * 30);
    for (let i = 0; i < 30; i++)
      for (let j = 0; j < 30; j++) {
        let sum = 0;
        for (let c = 0; c < 20; c++) sum += (rows[i]?.get(c) ?? 0) * (rows[j]?.get(c) ?? 0);
        dense[i * 30 + j] = sum;
      }
    const exact = symmetricEigen(dense, 30).values;
    const svd = truncatedSvd(matrix, { rank: 5, oversample: 10, powerIterations: 4 });
    expect(svd.values.length).toBe(5);
    svd.values.forEach((value, k) => expect(value).toBeCloseTo(Math.sqrt(exact[k] ?? 0), 6));
  });

  it("is deterministic for a seed and keeps no more dimensions than the matrix has", () => {
    const matrix = sparseFromRows(randomMatrix(12, 12, 3), 12);
    const a = truncatedSvd(matrix, { rank: 50 });
    const b = truncatedSvd(matrix, { rank: 50 });
    expect(a.values.length).toBe(12);
    expect(a.values).toEqual(b.values);
    expect(a.u).toEqual(b.u);
  });

  it("returns nothing for an empty matrix", () => {
    expect(truncatedSvd(sparseFromRows([], 0), { rank: 10 }).values.length).toBe(0);
  });
});
