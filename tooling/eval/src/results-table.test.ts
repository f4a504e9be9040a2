import { describe, expect, it } from "vitest";
import { toJsonResults } from "./json-results.js";
import { formatPercent, resultsTable } from "./results-table.js";
import { renderTextTable } from "./table.js";
import { metricsOf, SAMPLE_REPORT } from "./test-reports.js";

describe("formatPercent", () => {
  it("shows a fraction as a percentage with one decimal", () => {
    expect(formatPercent(0.8525)).toBe("85.3");
    expect(formatPercent(1)).toBe("100.0");
    expect(formatPercent(0)).toBe("0.0");
    expect(formatPercent(undefined)).toBe("–");
  });
});

describe("resultsTable", () => {
  it("has one row per system and mode and one column per metric", () => {
    expect(renderTextTable(resultsTable(SAMPLE_REPORT))).toBe(
      [
        "system       mode   nDCG@10    R@5   R@10  top-1   MRR  empty%",
        "-----------  -----  -------  -----  -----  -----  ----  ------",
        "hermes-bm25  rank      90.0  100.0  100.0   50.0  75.0     0.0",
        "hermes-bm25  gated     40.0   50.0   50.0   50.0  50.0    50.0",
        "wink         rank      81.2  100.0  100.0   50.0  60.0     0.0",
      ].join("\n"),
    );
  });
});

describe("toJsonResults", () => {
  it("emits one record per set, system, mode and metric, as fractions", () => {
    const { results } = toJsonResults([SAMPLE_REPORT]);
    expect(results).toHaveLength(3 * 6);
    expect(results[0]).toEqual({ set: "tiny", mode: "rank", system: "hermes-bm25", metric: "ndcg10", value: 0.9 });
    expect(results.find((r) => r.mode === "gated" && r.metric === "empty")?.value).toBe(0.5);
  });
  it("leaves out metrics a system has no value for", () => {
    const report = {
      ...SAMPLE_REPORT,
      results: [
        { system: "x", mode: "rank" as const, role: "peer" as const, metrics: metricsOf({ empty: 1 }), millis: 0 },
      ],
    };
    expect(toJsonResults([report]).results).toEqual([
      { set: "tiny", mode: "rank", system: "x", metric: "empty", value: 1 },
    ]);
  });
});
