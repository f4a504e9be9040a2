import { describe, expect, it } from "vitest";
import { meanOverSets } from "./ablation.js";
import { ablationTable, DEFAULT_MARK } from "./ablation-table.js";
import { SAMPLE_ABLATION } from "./test-reports.js";

describe("meanOverSets", () => {
  it("weighs every set the same", () => {
    const row = SAMPLE_ABLATION.rows[0];
    expect(row && meanOverSets(row, SAMPLE_ABLATION.sets, "ndcg10")).toBeCloseTo(0.4, 10);
    expect(row && meanOverSets(row, ["set-a", "missing"], "ndcg10")).toBeUndefined();
    expect(row && meanOverSets(row, [], "ndcg10")).toBeUndefined();
  });
});

describe("ablationTable", () => {
  it("has nDCG@10 and top-1 per set, the mean nDCG@10 and a mark on the default", () => {
    const table = ablationTable(SAMPLE_ABLATION);
    expect(table.headers).toEqual([
      "group",
      "variant",
      "set-a nDCG@10",
      "set-a top-1",
      "set-b nDCG@10",
      "set-b top-1",
      "mean nDCG@10",
      "",
    ]);
    expect(table.rows[0]).toEqual(["fields", "name only", "50.0", "40.0", "30.0", "20.0", "40.0", ""]);
    expect(table.rows[1]).toEqual(["fields", "+ param names", "80.0", "70.0", "60.0", "50.0", "70.0", DEFAULT_MARK]);
  });
});
