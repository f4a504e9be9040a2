import { describe, expect, it } from "vitest";
import type { SystemMeasurement } from "../measure-system.js";
import { BM25_SUBJECT, BM25_VARIANTS } from "../systems/all-systems.js";
import { rowsOf } from "./bm25.js";

const MEASUREMENT: SystemMeasurement = {
  buildMs: 3,
  heapMb: 1.5,
  queryP50Us: 10,
  queryP99Us: 40,
  qps: 50_000,
  buildRuns: 9,
  queryPasses: 20,
  hitsPerPass: 100,
};

describe("bm25 suite rows", () => {
  it("gives the subject build and query figures", () => {
    const rows = rowsOf(BM25_SUBJECT.name, 300, MEASUREMENT);
    expect(rows.map((row) => row.metric)).toEqual(["build_ms", "heap_mb", "query_p50_us", "query_p99_us", "qps"]);
    expect(rows.find((row) => row.metric === "heap_mb")?.value).toBe(1.5);
  });

  it("gives a variant of the subject its query figures only", () => {
    for (const variant of BM25_VARIANTS) {
      const rows = rowsOf(variant.name, 300, MEASUREMENT);
      expect(rows.map((row) => row.metric)).toEqual(["query_p50_us", "query_p99_us", "qps"]);
      expect(rows.every((row) => row.system === variant.name && row.tools === 300)).toBe(true);
    }
  });
});
