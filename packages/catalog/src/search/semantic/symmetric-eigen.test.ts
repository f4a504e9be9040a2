import { describe, expect, it } from "vitest";
import { symmetricEigen } from "./symmetric-eigen.js";

describe("symmetricEigen", () => {
  it("decomposes a symmetric matrix: M·v = λ·v, values descending, unit vectors", () => {
    const n = 4;
    const m = Float64Array.from([4, 1, 0, 2, 1, 3, 1, 0, 0, 1, 2, 1, 2, 0, 1, 5]);
    const { values, vectors } = symmetricEigen(m, n);
    expect([...values]).toEqual([...values].sort((a, b) => b - a));
    vectors.forEach((v, k) => {
      let length = 0;
      for (let i = 0; i < n; i++) {
        let mv = 0;
        for (let j = 0; j < n; j++) mv += (m[i * n + j] ?? 0) * (v[j] ?? 0);
        expect(mv).toBeCloseTo((values[k] ?? 0) * (v[i] ?? 0), 9);
        length += (v[i] ?? 0) ** 2;
      }
      expect(length).toBeCloseTo(1, 12);
    });
  });

  it("returns a diagonal matrix's diagonal, sorted, with positive unit vectors", () => {
    const { values, vectors } = symmetricEigen(Float64Array.from([1, 0, 0, 3]), 2);
    expect([...values]).toEqual([3, 1]);
    expect(vectors.map((v) => [...v])).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });
});
