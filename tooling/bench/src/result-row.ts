import { METRICS, type MetricName } from "./metrics.js";

/** One measured figure; `--json` prints a list of these and nothing else. */
export interface ResultRow {
  readonly suite: string;
  readonly case: string;
  readonly system: string;
  readonly tools: number;
  readonly metric: MetricName;
  readonly value: number;
  readonly unit: string;
}

/** Builds a row, filling in the metric's unit and rounding to the metric's precision. */
export function resultRow(fields: Omit<ResultRow, "unit">): ResultRow {
  const info = METRICS[fields.metric];
  const scale = 10 ** info.digits;
  return {
    suite: fields.suite,
    case: fields.case,
    system: fields.system,
    tools: fields.tools,
    metric: fields.metric,
    value: Math.round(fields.value * scale) / scale,
    unit: info.unit,
  };
}

/** The single JSON object `--json` prints. */
export function toJsonReport(rows: readonly ResultRow[]): string {
  return JSON.stringify({ results: rows });
}
