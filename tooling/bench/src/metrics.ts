// The figures a benchmark can report. A later suite that measures something new adds
// its metric here, so tables, ratios and the JSON output learn about it in one place.

export type MetricName = "build_ms" | "heap_mb" | "query_p50_us" | "query_p99_us" | "qps" | "ms" | "us" | "overhead_us";

export interface MetricInfo {
  /** Column header in the printed and Markdown tables. */
  readonly label: string;
  /** Unit written into JSON rows (ASCII on purpose). */
  readonly unit: string;
  /** Which direction wins when comparing systems. */
  readonly better: "lower" | "higher";
  /** Decimal places kept in JSON rows. */
  readonly digits: number;
}

export const METRICS: Readonly<Record<MetricName, MetricInfo>> = {
  build_ms: { label: "build ms", unit: "ms", better: "lower", digits: 3 },
  heap_mb: { label: "heap MB", unit: "MB", better: "lower", digits: 3 },
  query_p50_us: { label: "p50 µs", unit: "us", better: "lower", digits: 2 },
  query_p99_us: { label: "p99 µs", unit: "us", better: "lower", digits: 2 },
  qps: { label: "qps", unit: "1/s", better: "higher", digits: 0 },
  ms: { label: "ms", unit: "ms", better: "lower", digits: 4 },
  us: { label: "µs", unit: "us", better: "lower", digits: 2 },
  overhead_us: { label: "overhead µs", unit: "us", better: "lower", digits: 2 },
};

/** Column order of every table. */
export const METRIC_ORDER: readonly MetricName[] = [
  "build_ms",
  "heap_mb",
  "query_p50_us",
  "query_p99_us",
  "qps",
  "ms",
  "us",
  "overhead_us",
];
