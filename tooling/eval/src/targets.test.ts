import { describe, expect, it } from "vitest";
import { comparePeers, defaultTargetLines, targetLines, topOneCheck } from "./targets.js";
import { metricsOf, SAMPLE_REPORT } from "./test-reports.js";

describe("comparePeers", () => {
  it("compares our rank nDCG@10 with the best peer of the given roles, ignoring our gated mode", () => {
    expect(comparePeers(SAMPLE_REPORT, ["peer"])).toEqual({
      set: "tiny",
      ours: 0.9,
      best: { system: "wink", value: 0.8123 },
      met: true,
    });
  });
  it("fails when a peer is ahead", () => {
    const report = {
      ...SAMPLE_REPORT,
      results: [
        ...SAMPLE_REPORT.results,
        {
          system: "mini",
          mode: "rank" as const,
          role: "peer-our-tokens" as const,
          metrics: metricsOf({ ndcg10: 0.95 }),
          millis: 0,
        },
      ],
    };
    expect(comparePeers(report, ["peer"])?.met).toBe(true);
    expect(comparePeers(report, ["peer", "peer-our-tokens"])).toMatchObject({ best: { system: "mini" }, met: false });
  });
  it("is met trivially without peers and undefined without our rank row", () => {
    expect(comparePeers(SAMPLE_REPORT, [])?.met).toBe(true);
    expect(comparePeers({ ...SAMPLE_REPORT, results: [] }, ["peer"])).toBeUndefined();
  });
});

describe("topOneCheck", () => {
  it("needs azure-mcp top-1 strictly above 75%", () => {
    const report = (top1: number) => ({
      ...SAMPLE_REPORT,
      set: "azure-mcp",
      results: [
        {
          system: "hermes-bm25",
          mode: "rank" as const,
          role: "ours" as const,
          metrics: metricsOf({ top1 }),
          millis: 0,
        },
      ],
    });
    expect(topOneCheck([report(0.76)])).toEqual({ value: 0.76, met: true });
    expect(topOneCheck([report(0.75)])).toEqual({ value: 0.75, met: false });
    expect(topOneCheck([SAMPLE_REPORT])).toBeUndefined();
  });
});

describe("targetLines", () => {
  it("states each check with numbers and a verdict", () => {
    expect(targetLines([SAMPLE_REPORT])).toEqual([
      "tiny, nDCG@10 ≥ best of peers as shipped: 90.0 vs 81.2 (wink): met",
      "tiny, nDCG@10 ≥ best of all peers, including those fed our tokens: 90.0 vs 81.2 (wink): met",
    ]);
  });
});

describe("defaultTargetLines", () => {
  const result = (
    system: string,
    mode: "rank" | "natural",
    role: "ours" | "peer" | "peer-our-tokens",
    ndcg10: number,
  ) => ({
    system,
    mode,
    role,
    metrics: new Map([["ndcg10" as const, ndcg10]]),
    millis: 1,
  });
  it("checks the default search against its own rank − 1 point and every peer, saying by how much it is below", () => {
    const report = {
      set: "s",
      note: "",
      tools: 1,
      queries: 1,
      results: [
        result("hermes-catalog", "rank", "ours", 0.9),
        result("hermes-catalog", "natural", "ours", 0.885),
        result("wink", "rank", "peer", 0.8),
        result("mini+tokens", "rank", "peer-our-tokens", 0.89),
      ],
    };
    expect(defaultTargetLines([report])).toEqual([
      "s: 88.5 vs rank 90.0 − 1.0: NOT MET; vs best peer 89.0 (mini+tokens): NOT MET (0.5 below)",
    ]);
    const better = {
      ...report,
      results: [
        result("hermes-catalog", "rank", "ours", 0.9),
        result("hermes-catalog", "natural", "ours", 0.895),
        result("wink", "rank", "peer", 0.8),
      ],
    };
    expect(defaultTargetLines([better])).toEqual(["s: 89.5 vs rank 90.0 − 1.0: met; vs best peer 80.0 (wink): met"]);
  });
});
