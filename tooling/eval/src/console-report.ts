// What `pnpm eval` prints (without --json): one table per set, then the target checks.
import type { AblationReport } from "./ablation.js";
import { ablationTable } from "./ablation-table.js";
import type { SetReport } from "./evaluate.js";
import { resultsTable } from "./results-table.js";
import { renderTextTable } from "./table.js";
import { targetLines } from "./targets.js";

export function renderConsoleReport(reports: readonly SetReport[]): string {
  const sets = reports.map(
    (report) =>
      `${report.set}: ${report.tools} tools, ${report.queries} queries (values in %)\n${renderTextTable(resultsTable(report))}`,
  );
  const targets = targetLines(reports);
  const targetBlock = targets.length === 0 ? [] : [`targets (rank mode):\n${targets.map((line) => `  ${line}`).join("\n")}`];
  return [...sets, ...targetBlock].join("\n\n");
}

export function renderConsoleAblation(report: AblationReport): string {
  return `ablation: our ranker, rank mode, one change at a time (values in %)\n${renderTextTable(ablationTable(report))}`;
}
