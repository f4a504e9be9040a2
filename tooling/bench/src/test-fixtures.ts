// Rows shared by the rendering tests (not a test file itself).
import type { MetricName } from "./metrics.js";
import { resultRow, type ResultRow } from "./result-row.js";

const CASES: Record<MetricName, string> = {
  build_ms: "build",
  heap_mb: "build",
  query_p50_us: "query",
  query_p99_us: "query",
  qps: "query",
  ms: "assemble-cold",
  us: "tool_search",
  overhead_us: "direct",
};

export function fixtureRow(system: string, tools: number, metric: MetricName, value: number): ResultRow {
  return resultRow({ suite: "bm25", case: CASES[metric], system, tools, metric, value });
}

/** Two systems at two sizes, listed peer-first and largest-size-first on purpose. */
export const FIXTURE_ROWS: readonly ResultRow[] = [
  fixtureRow("minisearch", 3000, "build_ms", 50),
  fixtureRow("minisearch", 3000, "qps", 2500),
  fixtureRow("@hermes/bm25", 3000, "build_ms", 25),
  fixtureRow("@hermes/bm25", 3000, "qps", 25000),
  fixtureRow("minisearch", 300, "build_ms", 2.29),
  fixtureRow("minisearch", 300, "qps", 17565),
  fixtureRow("@hermes/bm25", 300, "build_ms", 7.28),
  fixtureRow("@hermes/bm25", 300, "qps", 85130),
  fixtureRow("@hermes/bm25", 300, "heap_mb", 0.54),
];
