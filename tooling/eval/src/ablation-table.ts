// The ablation as a table: one row per variant, nDCG@10 and top-1 per set, mean nDCG@10.
import { meanOverSets } from "./ablation.js";
import type { AblationReport } from "./ablation.js";
import { formatPercent } from "./results-table.js";
import type { Align, Table } from "./table.js";

/** Marks the default configuration's rows. */
export const DEFAULT_MARK = "◀ default";

export function ablationTable(report: AblationReport): Table {
  const setHeaders = report.sets.flatMap((set) => [`${set} nDCG@10`, `${set} top-1`]);
  return {
    headers: ["group", "variant", ...setHeaders, "mean nDCG@10", ""],
    rows: report.rows.map((row) => [
      row.variant.group,
      row.variant.label,
      ...report.sets.flatMap((set) => {
        const metrics = row.perSet.get(set);
        return [formatPercent(metrics?.get("ndcg10")), formatPercent(metrics?.get("top1"))];
      }),
      formatPercent(meanOverSets(row, report.sets, "ndcg10")),
      row.isDefault ? DEFAULT_MARK : "",
    ]),
    align: ["left", "left", ...setHeaders.map((): Align => "right"), "right", "left"],
  };
}
