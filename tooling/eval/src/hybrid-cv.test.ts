import { describe, expect, it } from "vitest";
import { bestShare, hybridCvTable, hybridFolds } from "./hybrid-cv.js";

describe("hybridFolds", () => {
  // shares 0, 0.1, 0.3 (rows) on sets a, b, c (columns)
  const scores = [
    [0.5, 0.6, 0.7],
    [0.6, 0.5, 0.7],
    [0.4, 0.9, 0.6],
  ];

  it("picks for each held-out set the share best on the others and reports its lexical score", () => {
    const report = hybridFolds(["a", "b", "c"], scores, [0, 0.1, 0.3]);
    expect(report.folds).toEqual([
      { heldOut: "a", chosen: 0.3, heldOutScore: 0.4, lexicalScore: 0.5 },
      { heldOut: "b", chosen: 0.1, heldOutScore: 0.5, lexicalScore: 0.6 },
      { heldOut: "c", chosen: 0.3, heldOutScore: 0.6, lexicalScore: 0.7 },
    ]);
    expect(report.chosen).toBe(0.3);
  });

  it("breaks ties towards the smaller share", () => {
    expect(
      bestShare(
        [
          [1, 1],
          [1, 1],
        ],
        [0, 1],
      ),
    ).toBe(0);
  });

  it("adds a mean row with the signed difference", () => {
    const table = hybridCvTable(hybridFolds(["a", "b", "c"], scores, [0, 0.1, 0.3]));
    expect(table.rows.at(-1)).toEqual(["mean", "", "50.0", "60.0", "−10.0"]);
  });
});
