import { describe, expect, it } from "vitest";
import { averageMetrics, harmonicMean, METRICS } from "./metric-list.js";
import { isEmpty, ndcgAt, recallAt, reciprocalRank, relevantRanks, topOne } from "./metrics.js";

// Hand computations used below:
//   log2(3) = 1.5849625, 1/log2(3) = 0.6309298;  log2(5) = 2.3219281, 1/log2(5) = 0.4306766
//   ranked [a b c d], relevant {b, d}: DCG = 0.6309298 + 0.4306766 = 1.0616064,
//   IDCG = 1 + 0.6309298 = 1.6309298, nDCG = 0.6509209.

describe("relevantRanks", () => {
  it("gives 1-based ranks of relevant names", () => {
    expect(relevantRanks(["a", "b", "c", "d"], ["d", "b"])).toEqual([2, 4]);
  });
  it("counts a repeated retrieved name once, at its first rank, without shifting later ranks", () => {
    expect(relevantRanks(["x", "x", "a"], ["x", "a"])).toEqual([1, 3]);
  });
  it("counts a repeated relevant name once", () => {
    expect(relevantRanks(["x", "y"], ["x", "x"])).toEqual([1]);
  });
});

describe("ndcgAt", () => {
  it("is 1 for a perfect ranking", () => {
    expect(ndcgAt(10, ["a", "b", "c"], ["a", "b"])).toBeCloseTo(1, 10);
  });
  it("matches the hand computation for two relevant names at ranks 2 and 4", () => {
    expect(ndcgAt(10, ["a", "b", "c", "d"], ["b", "d"])).toBeCloseTo(0.6509209, 6);
  });
  it("is 1/log2(4) = 0.5 for a single relevant name at rank 3", () => {
    expect(ndcgAt(10, ["a", "b", "c"], ["c"])).toBeCloseTo(0.5, 10);
  });
  it("ignores ranks past k", () => {
    expect(ndcgAt(3, ["a", "b", "c", "d"], ["b", "d"])).toBeCloseTo(0.6309298 / 1.6309298, 6);
    expect(ndcgAt(1, ["a", "b"], ["b"])).toBe(0);
  });
  it("does not reward a duplicate of a relevant name twice", () => {
    // ranks 1 and 3 count: (1 + 0.5) / 1.6309298 = 0.9197208
    expect(ndcgAt(10, ["x", "x", "a"], ["x", "a"])).toBeCloseTo(0.9197208, 6);
    expect(ndcgAt(10, ["x", "x"], ["x"])).toBeCloseTo(1, 10);
  });
  it("caps the ideal DCG at k when more names are relevant than k", () => {
    expect(ndcgAt(1, ["a"], ["a", "b"])).toBeCloseTo(1, 10);
  });
  it("is 0 for an empty result and undefined without relevant names", () => {
    expect(ndcgAt(10, [], ["a"])).toBe(0);
    expect(ndcgAt(10, ["a"], [])).toBeUndefined();
  });
});

describe("recallAt", () => {
  it("counts relevant names within k", () => {
    expect(recallAt(2, ["a", "b", "c", "d"], ["b", "d"])).toBe(0.5);
    expect(recallAt(4, ["a", "b", "c", "d"], ["b", "d"])).toBe(1);
    expect(recallAt(5, ["a"], ["b"])).toBe(0);
  });
  it("does not let a duplicate fill two relevant slots", () => {
    expect(recallAt(2, ["x", "x", "a"], ["x", "a"])).toBe(0.5);
  });
  it("is undefined without relevant names", () => {
    expect(recallAt(5, ["a"], [])).toBeUndefined();
  });
});

describe("topOne and reciprocalRank", () => {
  it("looks only at the first result for top-1", () => {
    expect(topOne(["a", "b"], ["a"])).toBe(1);
    expect(topOne(["b", "a"], ["a"])).toBe(0);
    expect(topOne([], ["a"])).toBe(0);
    expect(topOne(["a"], [])).toBeUndefined();
  });
  it("takes 1/rank of the first relevant result", () => {
    expect(reciprocalRank(["a", "b", "c", "d"], ["d", "b"])).toBe(0.5);
    expect(reciprocalRank(["a", "b"], ["z"])).toBe(0);
    expect(reciprocalRank(["a"], [])).toBeUndefined();
  });
});

describe("isEmpty", () => {
  it("is 1 only for an empty result", () => {
    expect(isEmpty([])).toBe(1);
    expect(isEmpty(["a"])).toBe(0);
  });
});

describe("averageMetrics", () => {
  it("averages every metric over the queries it judges", () => {
    const means = averageMetrics([
      { ranked: ["a", "b"], relevant: ["a"] }, // top-1 hit
      { ranked: ["c", "b"], relevant: ["b"] }, // hit at rank 2
      { ranked: [], relevant: ["a"] }, // empty
    ]);
    expect(means.get("top1")).toBeCloseTo(1 / 3, 10);
    expect(means.get("mrr")).toBeCloseTo((1 + 0.5 + 0) / 3, 10);
    expect(means.get("ndcg10")).toBeCloseTo((1 + 0.6309298 + 0) / 3, 6);
    expect(means.get("recall5")).toBeCloseTo(2 / 3, 10);
    expect(means.get("empty")).toBeCloseTo(1 / 3, 10);
  });
  it("skips queries a metric does not judge and omits metrics that judged none", () => {
    const means = averageMetrics([
      { ranked: ["a"], relevant: [] },
      { ranked: ["a"], relevant: ["a"] },
    ]);
    expect(means.get("top1")).toBe(1);
    expect(means.get("empty")).toBe(0);
    const none = averageMetrics([{ ranked: [], relevant: [] }]);
    expect(none.has("ndcg10")).toBe(false);
    expect(none.get("empty")).toBe(1);
  });
  it("reports the metrics in the order of METRICS: the present side, then the absent side", () => {
    expect(METRICS.map((m) => m.key)).toEqual([
      "ndcg10",
      "recall5",
      "recall10",
      "top1",
      "mrr",
      "empty",
      "absent_abstention",
      "absent_abstention_server",
      "balanced",
    ]);
  });

  it("judges the absent side only for queries that ran it, and balances recall and abstention by their harmonic mean", () => {
    const outcomes = [
      { ranked: ["a"], relevant: ["a"], absent: { tool: true, server: true } },
      { ranked: ["x"], relevant: ["b"], absent: { tool: false, server: true } },
      { ranked: ["c"], relevant: ["c"] },
    ];
    const means = averageMetrics(outcomes);
    expect(means.get("recall5")).toBeCloseTo(2 / 3, 12);
    expect(means.get("absent_abstention")).toBe(0.5);
    expect(means.get("absent_abstention_server")).toBe(1);
    expect(means.get("balanced")).toBeCloseTo(harmonicMean(2 / 3, 0.5), 12);
    expect(harmonicMean(2 / 3, 0.5)).toBeCloseTo(4 / 7, 12);
    expect(harmonicMean(0, 0)).toBe(0);
    const present = averageMetrics(outcomes.map(({ ranked, relevant }) => ({ ranked, relevant })));
    expect([present.has("absent_abstention"), present.has("balanced")]).toEqual([false, false]);
  });
});
