import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sliceBounds } from "./grid-processes.js";

describe("sliceBounds", () => {
  it("covers 0 … total with contiguous, non-empty, near-even slices, at most one per item", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 64 }), (total, count) => {
        const slices = sliceBounds(total, count);
        expect(slices).toHaveLength(Math.min(total, count));
        expect(slices[0]?.from).toBe(0);
        expect(slices.at(-1)?.to).toBe(total);
        slices.forEach((slice, i) => {
          if (i > 0) expect(slice.from).toBe(slices[i - 1]?.to);
          expect(slice.to).toBeGreaterThan(slice.from);
        });
        const sizes = slices.map(({ from, to }) => to - from);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
