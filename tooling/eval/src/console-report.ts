// What `pnpm eval` prints (without --json): one table per set, then the target checks.
import type { AblationReport } from "./ablation.js";
import { ablationTable } from "./ablation-table.js";
import { admissionTable } from "./admission-table.js";
import type { SetReport } from "./evaluate.js";
import { resultsTable } from "./results-table.js";
import { renderTextTable } from "./table.js";
import { admissionChecks, admissionLine } from "./admission-targets.js";
import { defaultTargetLines, targetLines } from "./targets.js";

export function renderConsoleReport(reports: readonly SetReport[]): string {
  const sets = reports.map(
    (report) =>
      `${report.set}: ${report.tools} tools, ${report.queries} queries (values in %)\n${renderTextTable(resultsTable(report))}\n\n` +
      `${report.set}: admission, present and absent (values in %)\n${renderTextTable(admissionTable(report))}`,
  );
  const targets = targetLines(reports);
  const targetBlock =
    targets.length === 0 ? [] : [`targets (rank mode):\n${targets.map((line) => `  ${line}`).join("\n")}`];
  const defaults = defaultTargetLines(reports);
  const defaultBlock =
    defaults.length === 0
      ? []
      : [
          `default search (hermes-catalog natural) vs its rank − 1 and the peers:\n${defaults.map((line) => `  ${line}`).join("\n")}`,
        ];
  const checks = admissionChecks(reports).map(admissionLine);
  const admissionBlock =
    checks.length === 0 ? [] : [`admission targets (natural mode):\n${checks.map((line) => `  ${line}`).join("\n")}`];
  return [...sets, ...targetBlock, ...defaultBlock, ...admissionBlock].join("\n\n");
}

export function renderConsoleAblation(report: AblationReport): string {
  return `ablation: our ranker, rank mode, one change at a time (values in %)\n${renderTextTable(ablationTable(report))}`;
}
