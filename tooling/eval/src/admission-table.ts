// The present/absent table of our systems, one row per system and admission mode.
import type { SetReport } from "./evaluate.js";
import type { MetricKey } from "./metric-list.js";
import { formatPercent } from "./results-table.js";
import type { Table } from "./table.js";

/** Columns of the admission table: present side, absent side, balance. */
export const ADMISSION_COLUMNS: readonly { readonly key: MetricKey; readonly header: string }[] = [
  { key: "recall5", header: "R@5" },
  { key: "ndcg10", header: "nDCG@10" },
  { key: "empty", header: "empty%" },
  { key: "absent_abstention", header: "absent abstain%" },
  { key: "absent_abstention_server", header: "absent abstain% (server)" },
  { key: "balanced", header: "balanced" },
];

/** Rows for our systems (those with absent-side metrics), in report order. */
export function admissionTable(report: SetReport, systems?: readonly string[]): Table {
  const rows = report.results
    .filter((result) => result.role === "ours" && (systems === undefined || systems.includes(result.system)))
    .map((result) => [
      result.system,
      result.mode,
      ...ADMISSION_COLUMNS.map((column) => formatPercent(result.metrics.get(column.key))),
    ]);
  return {
    headers: ["system", "mode", ...ADMISSION_COLUMNS.map((column) => column.header)],
    rows,
    align: ["left", "left", ...ADMISSION_COLUMNS.map(() => "right" as const)],
  };
}
