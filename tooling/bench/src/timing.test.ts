import { describe, expect, it } from "vitest";
import { median, nsToMs, nsToUs, percentile } from "./timing.js";

describe("percentile", () => {
  it("interpolates between closest ranks", () => {
    const values = [10, 20, 30, 40, 50];
    expect(percentile(values, 0)).toBe(10);
    expect(percentile(values, 25)).toBe(20);
    expect(percentile(values, 50)).toBe(30);
    expect(percentile(values, 90)).toBeCloseTo(46);
    expect(percentile(values, 100)).toBe(50);
  });

  it("does not depend on input order and leaves the input alone", () => {
    const values = [5, 1, 4, 2, 3];
    expect(percentile(values, 50)).toBe(3);
    expect(values).toEqual([5, 1, 4, 2, 3]);
  });

  it("gives p99 near the top of a large sample", () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 99)).toBeCloseTo(99.01);
    expect(percentile(values, 50)).toBe(50.5);
  });

  it("handles one value and rejects bad input", () => {
    expect(percentile([7], 99)).toBe(7);
    expect(() => percentile([], 50)).toThrow(/empty/);
    expect(() => percentile([1], 101)).toThrow(/0\.\.100/);
  });
});

describe("median", () => {
  it("averages the middle pair of an even sample", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([3, 1, 2])).toBe(2);
  });
});

describe("unit conversion", () => {
  it("converts nanoseconds", () => {
    expect(nsToMs(1_500_000n)).toBe(1.5);
    expect(nsToUs(2_500n)).toBe(2.5);
  });
});
