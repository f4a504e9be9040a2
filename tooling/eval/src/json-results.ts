// The `--json` output: one flat record per set, mode, system and metric.
import type { SetReport } from "./evaluate.js";
import { METRICS } from "./metric-list.js";
import type { Metric, MetricKey } from "./metric-list.js";
import type { Mode } from "./modes.js";

export interface JsonResult {
  readonly set: string;
  readonly mode: Mode;
  readonly system: string;
  readonly metric: MetricKey;
  /** Fraction 0..1. */
  readonly value: number;
}

export function toJsonResults(
  reports: readonly SetReport[],
  metrics: readonly Metric[] = METRICS,
): { results: JsonResult[] } {
  const results: JsonResult[] = [];
  for (const report of reports) {
    for (const result of report.results) {
      for (const metric of metrics) {
        const value = result.metrics.get(metric.key);
        if (value === undefined) continue;
        results.push({ set: report.set, mode: result.mode, system: result.system, metric: metric.key, value });
      }
    }
  }
  return { results };
}
