import { describe, expect, it } from "vitest";
import { ppmiMatrix } from "./ppmi.js";

const entry = (m: ReturnType<typeof ppmiMatrix>, row: number, col: number): number => {
  for (let i = m.start[row] ?? 0; i < (m.start[row + 1] ?? 0); i++) if (m.column[i] === col) return m.value[i] ?? 0;
  return 0;
};

describe("ppmiMatrix", () => {
  it("is positive for words seen together and zero beyond the window", () => {
    // 0 and 1 always together; 2 far from 0 (window 1).
    const m = ppmiMatrix(
      [
        [0, 1, 3, 3, 2],
        [0, 1, 3, 4, 2],
      ],
      5,
      { window: 1 },
    );
    expect(entry(m, 0, 1)).toBeGreaterThan(0);
    expect(entry(m, 0, 2)).toBe(0);
    for (const value of m.value) expect(value).toBeGreaterThan(0);
  });

  it("does not depend on the order of the sequences", () => {
    const a = ppmiMatrix(
      [
        [0, 1, 2],
        [2, 3],
        [1, 3, 0],
      ],
      4,
    );
    const b = ppmiMatrix(
      [
        [1, 3, 0],
        [0, 1, 2],
        [2, 3],
      ],
      4,
    );
    expect(b).toEqual(a);
  });
});
