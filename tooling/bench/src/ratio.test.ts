import { describe, expect, it } from "vitest";
import type { MetricName } from "./metrics.js";
import { formatRatio, ratiosToBestPeer } from "./ratio.js";
import { resultRow, type ResultRow } from "./result-row.js";

function row(system: string, metric: MetricName, value: number): ResultRow {
  return resultRow({
    suite: "bm25",
    case: metric === "build_ms" || metric === "heap_mb" ? "build" : "query",
    system,
    tools: 300,
    metric,
    value,
  });
}

describe("ratiosToBestPeer", () => {
  const rows = [
    row("ours", "build_ms", 5),
    row("fast", "build_ms", 10),
    row("slow", "build_ms", 40),
    row("ours", "qps", 81_000),
    row("fast", "qps", 10_000),
    row("slow", "qps", 2_000),
  ];

  it("picks the lowest peer for lower-is-better metrics and the highest for qps", () => {
    expect(ratiosToBestPeer(rows, "ours")).toEqual([
      { metric: "build_ms", ratio: 0.5, peer: "fast" },
      { metric: "qps", ratio: 8.1, peer: "fast" },
    ]);
  });

  it("depends on who the subject is", () => {
    expect(ratiosToBestPeer(rows, "slow")).toEqual([
      { metric: "build_ms", ratio: 8, peer: "ours" },
      { metric: "qps", ratio: 2_000 / 81_000, peer: "ours" },
    ]);
  });

  it("does not count variants of the subject as peers", () => {
    const withVariant = [...rows, row("ours fieldwise 0.3", "qps", 90_000), row("ours fieldwise 0.3", "build_ms", 1)];
    expect(ratiosToBestPeer(withVariant, "ours")).toEqual([
      { metric: "build_ms", ratio: 0.5, peer: "fast" },
      { metric: "qps", ratio: 8.1, peer: "fast" },
    ]);
    // A system whose name merely starts with the subject's is still a peer.
    expect(ratiosToBestPeer([row("ours", "qps", 5), row("oursearch", "qps", 10)], "ours")).toEqual([
      { metric: "qps", ratio: 0.5, peer: "oursearch" },
    ]);
  });

  it("skips metrics without a subject value, without peers, or with a zero best", () => {
    expect(ratiosToBestPeer([row("ours", "qps", 5)], "ours")).toEqual([]);
    expect(ratiosToBestPeer([row("peer", "qps", 5)], "ours")).toEqual([]);
    expect(ratiosToBestPeer([row("ours", "heap_mb", 1), row("peer", "heap_mb", 0)], "ours")).toEqual([]);
  });
});

describe("formatRatio", () => {
  it("reads like the issue's example", () => {
    expect(formatRatio({ metric: "qps", ratio: 8.123, peer: "minisearch" })).toBe("qps 8.1x best peer (minisearch)");
    expect(formatRatio({ metric: "build_ms", ratio: 0.314, peer: "@orama/orama" })).toBe(
      "build_ms 0.31x best peer (@orama/orama)",
    );
  });
});
