// How the admission frontier study is reported: a table per set (console and docs) and the
// docs section that says what it means for the admission targets.
import { BALANCED_GAIN, checkAdmission, RECALL_SLACK } from "./admission-targets.js";
import { harmonicMean } from "./metric-list.js";
import type { SetReport } from "./evaluate.js";
import type { SetFrontier } from "./frontier-run.js";
import type { Frontier, FrontierPoint } from "./frontier-sweep.js";
import { formatPercent } from "./results-table.js";
import { renderMarkdownTable, renderTextTable, type Table } from "./table.js";
import { renderTemplate } from "./template.js";

/** The system whose baselines set the bar: the study runs the bare ranker. */
const STUDY_SYSTEM = "hermes-bm25";

/** Balanced a rule needs on this set (better baseline + 20 points), when the report has the modes. */
export function neededBalanced(report: SetReport | undefined): number | undefined {
  const check = report === undefined ? undefined : checkAdmission(report, STUDY_SYSTEM);
  return check === undefined ? undefined : check.baseline.balanced + BALANCED_GAIN;
}

function meets(point: FrontierPoint, ranked: number, needed: number | undefined): string {
  if (needed === undefined) return "";
  return point.recall5 >= ranked - RECALL_SLACK - 1e-12 && point.balanced >= needed - 1e-12 ? "yes" : "no";
}

/**
 * The share of absent queries a rule can abstain on when absent queries look like the present
 * queries whose first result is wrong (a sibling ranked above the relevant tool): to keep R@5
 * within the budget the rule must still answer `(R@5 − budget − top-1) / (R@5 − top-1)` of those,
 * and then answers as many absent ones. From the ranker's `rank` row; `undefined` without it.
 */
export function siblingCeiling(
  report: SetReport | undefined,
): { top1: number; recall5: number; answered: number; abstention: number; balanced: number } | undefined {
  const rank = report?.results.find((r) => r.system === STUDY_SYSTEM && r.mode === "rank");
  const top1 = rank?.metrics.get("top1");
  const recall5 = rank?.metrics.get("recall5");
  if (top1 === undefined || recall5 === undefined || recall5 <= top1) return undefined;
  const answered = Math.min(1, Math.max(0, (recall5 - RECALL_SLACK - top1) / (recall5 - top1)));
  const abstention = 1 - answered;
  return { top1, recall5, answered, abstention, balanced: harmonicMean(recall5 - RECALL_SLACK, abstention) };
}

function ceilingText(report: SetReport | undefined): string {
  const ceiling = siblingCeiling(report);
  if (report === undefined || ceiling === undefined) return "";
  const c = ceiling;
  return renderTemplate("frontier-ceiling", {
    set: report.set,
    top1: formatPercent(c.top1),
    recall5: formatPercent(c.recall5),
    answered: formatPercent(c.answered),
    abstention: formatPercent(c.abstention),
    balanced: formatPercent(c.balanced),
  });
}

/** One row per signal: the best point within the R@5 budget, then the best point at any R@5. */
export function frontierTable(frontier: SetFrontier, needed: number | undefined): Table {
  const rows = frontier.signals.map(({ key, frontier: f }) => [
    key,
    formatPercent(f.withinBudget.recall5),
    formatPercent(f.withinBudget.abstention),
    formatPercent(f.withinBudget.balanced),
    meets(f.withinBudget, f.ranked, needed),
    formatPercent(f.best.balanced),
    formatPercent(f.best.recall5),
    formatPercent(f.best.abstention),
  ]);
  return {
    headers: ["signal", "R@5", "abstain%", "balanced", "meets target", "best balanced", "its R@5", "its abstain%"],
    rows,
    align: ["left", "right", "right", "right", "left", "right", "right", "right"],
  };
}

function bestOf(
  frontier: SetFrontier,
  pick: (f: Frontier) => FrontierPoint,
): { key: string; point: FrontierPoint } | undefined {
  let best: { key: string; point: FrontierPoint } | undefined;
  for (const { key, frontier: f } of frontier.signals) {
    if (best === undefined || pick(f).balanced > best.point.balanced) best = { key, point: pick(f) };
  }
  return best;
}

function rerankLine(frontier: SetFrontier): string {
  const r = frontier.rerank;
  return `top-1 ${formatPercent(r.top1)} → ${formatPercent(r.rerankedTop1)}, R@5 ${formatPercent(r.recall5)} → ${formatPercent(r.rerankedRecall5)}`;
}

function summaryLine(frontier: SetFrontier, report: SetReport | undefined): string {
  const needed = neededBalanced(report);
  const best = bestOf(frontier, (f) => f.withinBudget);
  const anyRecall = bestOf(frontier, (f) => f.best);
  const ranked = frontier.signals[0]?.frontier.ranked;
  if (best === undefined || anyRecall === undefined || ranked === undefined) return `${frontier.set}: no signals`;
  const bar =
    needed === undefined
      ? ""
      : `; the target needs ${formatPercent(needed)} at R@5 ≥ ${formatPercent(ranked - RECALL_SLACK)}`;
  return (
    `${frontier.set}: best within the R@5 budget ${formatPercent(best.point.balanced)} balanced (\`${best.key}\`, abstaining on ${formatPercent(best.point.abstention)}%), ` +
    `at any R@5 ${formatPercent(anyRecall.point.balanced)} (\`${anyRecall.key}\`, R@5 ${formatPercent(anyRecall.point.recall5)})${bar}`
  );
}

/** What `pnpm eval` prints for the study. */
export function renderConsoleFrontier(frontiers: readonly SetFrontier[], reports: readonly SetReport[]): string {
  return frontiers
    .map((frontier) => {
      const report = reports.find((r) => r.set === frontier.set);
      const table = renderTextTable(frontierTable(frontier, neededBalanced(report)));
      return `${frontier.set}: admission frontier, one threshold per signal (values in %)\n${table}\n  ${summaryLine(frontier, report)}\n  action words as a ranking rule: ${rerankLine(frontier)}`;
    })
    .join("\n\n");
}

/** The "How far one threshold goes" part of docs/retrieval.md. */
export function renderFrontierSection(frontiers: readonly SetFrontier[], reports: readonly SetReport[]): string {
  const tables = frontiers
    .map((frontier) => {
      const report = reports.find((r) => r.set === frontier.set);
      return `#### ${frontier.set}\n\n${renderMarkdownTable(frontierTable(frontier, neededBalanced(report)))}\n\nAction words as a ranking rule (tools whose action word conflicts moved below the rest): ${rerankLine(frontier)}.`;
    })
    .join("\n\n");
  const summary = frontiers
    .map(
      (frontier) =>
        `- ${summaryLine(
          frontier,
          reports.find((r) => r.set === frontier.set),
        )}`,
    )
    .join("\n");
  return renderTemplate("frontier", {
    recallSlack: formatPercent(RECALL_SLACK),
    signals: frontiers[0]?.signals.map((s) => `| \`${s.key}\` | ${s.label} |`).join("\n") ?? "",
    tables,
    summary,
    ceiling: ceilingText(reports.find((r) => r.set === "azure-mcp")),
  });
}
