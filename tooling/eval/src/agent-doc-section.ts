// The docs/retrieval.md sections on the agent-query set and on how the defaults were chosen
// (leave-one-set-out cross-validation), written by `pnpm eval`.
import { AGENT_TARGETS, agentTable, agentTargetLines, type AgentGroupReport } from "./agent-section.js";
import { CV_GRID, cvTable, type CvReport } from "./cross-validation.js";
import { renderMarkdownTable } from "./table.js";
import { renderTemplate } from "./template.js";

const pct = (value: number): string => (value * 100).toFixed(0);

/** Markdown for the agent-query set: what it is, the per-group table and the targets. */
export function renderAgentSection(reports: readonly AgentGroupReport[]): string {
  const counts = reports.map((r) => `${r.report.queries} ${r.group}`).join(", ");
  return renderTemplate("agent", {
    counts,
    table: renderMarkdownTable(agentTable(reports)),
    literalRecall: pct(AGENT_TARGETS.literalRecall5),
    paraphraseRecall: pct(AGENT_TARGETS.paraphraseRecall5),
    paraphraseEmpty: pct(AGENT_TARGETS.paraphraseEmpty),
    absentAbstention: pct(AGENT_TARGETS.absentAbstention),
    targets: agentTargetLines(reports, "hermes-catalog", "natural")
      .map((line) => `- ${line}`)
      .join("\n"),
  });
}

/** Markdown for the cross-validated choice of the defaults. */
/** What the catalog ships against the best point: the same, or how it compares on the mean and per set. */
function shippedLine(report: CvReport, shipped: string): string {
  if (shipped === report.chosen.label) return "which the catalog ships";
  const best = report.points.find((point) => point.label === report.chosen.label)?.scores;
  const own = report.points.find((point) => point.label === shipped)?.scores;
  if (best === undefined || own === undefined) return `while the catalog ships **${shipped}**`;
  const mean = (values: readonly number[]): number =>
    values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
  const higher = report.sets.filter((_, s) => (own[s] ?? 0) > (best[s] ?? 0));
  return (
    `while the catalog ships **${shipped}**, ${((mean(best) - mean(own)) * 100).toFixed(2)} points of mean nDCG@10 below it ` +
    `(${(mean(own) * 100).toFixed(2)} against ${(mean(best) * 100).toFixed(2)}; higher on ${higher.length === 0 ? "no set" : higher.join(", ")})`
  );
}

export function renderCvSection(report: CvReport, shipped: string = report.chosen.label): string {
  const grid = Object.entries(CV_GRID)
    .map(([key, values]) => `${key} ∈ {${values.join(", ")}}`)
    .join(", ");
  return renderTemplate("cv", {
    grid,
    mode: report.mode,
    sets: report.sets.map((s) => `\`${s}\``).join(", "),
    chosen: report.chosen.label,
    shipped: shippedLine(report, shipped),
    table: renderMarkdownTable(cvTable(report)),
  });
}

/**
 * docs/retrieval-cv.md: a header saying which command writes it, then {@link renderCvSection}.
 * `pnpm eval --cv` writes it; `pnpm eval` leaves it alone (the grid takes minutes).
 */
export function renderCvDoc(report: CvReport, shipped: string = report.chosen.label): string {
  return `${renderTemplate("cv-doc")}\n${renderCvSection(report, shipped)}\n`;
}
