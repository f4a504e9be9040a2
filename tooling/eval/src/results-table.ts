// The per-set results table (rows: system and mode; columns: the metrics, in %).
import type { SetReport } from "./evaluate.js";
import { PRESENT_METRICS } from "./metric-list.js";
import type { Metric } from "./metric-list.js";
import type { Table } from "./table.js";

/** A 0..1 value as a percentage with one decimal; `–` when missing. */
export function formatPercent(value: number | undefined): string {
  return value === undefined ? "–" : (value * 100).toFixed(1);
}

function header(metric: Metric): string {
  return metric.key === "empty" ? `${metric.label}%` : metric.label;
}

/** The per-set table of the present-side metrics (the absent side has its own table, `admissionTable`). */
export function resultsTable(report: SetReport, metrics: readonly Metric[] = PRESENT_METRICS): Table {
  return {
    headers: ["system", "mode", ...metrics.map(header)],
    rows: report.results.map((result) => [
      result.system,
      result.mode,
      ...metrics.map((metric) => formatPercent(result.metrics.get(metric.key))),
    ]),
    align: ["left", "left", ...metrics.map(() => "right" as const)],
  };
}
