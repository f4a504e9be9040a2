import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sweepFrontier } from "./frontier-sweep.js";

describe("sweepFrontier", () => {
  it("finds the threshold that separates the two sides", () => {
    const present = [
      { value: 0.9, recall5: 1 },
      { value: 0.8, recall5: 1 },
      { value: 0.2, recall5: 0 },
    ];
    const frontier = sweepFrontier(present, [0.1, 0.3, Number.NEGATIVE_INFINITY], 0.05);
    expect(frontier.ranked).toBeCloseTo(2 / 3);
    expect(frontier.best).toMatchObject({ threshold: 0.8, abstention: 1 });
    expect(frontier.best.recall5).toBeCloseTo(2 / 3);
    expect(frontier.withinBudget.threshold).toBe(0.8);
  });

  it("keeps the recall budget", () => {
    const present = [
      { value: 0.9, recall5: 1 },
      { value: 0.5, recall5: 1 },
    ];
    const frontier = sweepFrontier(present, [0.6, 0.6, 0.6, 0.4], 0.05);
    expect(frontier.best.threshold).toBe(0.9);
    expect(frontier.withinBudget.recall5).toBe(1);
    expect(frontier.withinBudget.threshold).toBe(0.5);
    expect(frontier.withinBudget.abstention).toBeCloseTo(0.25);
  });

  it("rejects empty input", () => {
    expect(() => sweepFrontier([], [0], 0.05)).toThrow(/needs present and absent/);
  });

  it("never reports a point the budget forbids, and the best point is at least as balanced", () => {
    const value = fc.oneof(fc.double({ min: 0, max: 1, noNaN: true }), fc.constant(Number.NEGATIVE_INFINITY));
    fc.assert(
      fc.property(
        fc.array(fc.record({ value, recall5: fc.constantFrom(0, 0.5, 1) }), { minLength: 1, maxLength: 30 }),
        fc.array(value, { minLength: 1, maxLength: 30 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (present, absent, budget) => {
          const frontier = sweepFrontier(present, absent, budget);
          expect(frontier.withinBudget.recall5).toBeGreaterThanOrEqual(frontier.ranked - budget - 1e-9);
          expect(frontier.best.balanced).toBeGreaterThanOrEqual(frontier.withinBudget.balanced);
          for (const point of [frontier.best, frontier.withinBudget]) {
            const answered = present.filter((p) => p.value >= point.threshold).reduce((s, p) => s + p.recall5, 0);
            expect(point.recall5).toBeCloseTo(answered / present.length, 9);
            expect(point.abstention).toBeCloseTo(absent.filter((v) => v < point.threshold).length / absent.length, 9);
          }
        },
      ),
    );
  });
});
