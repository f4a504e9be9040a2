// The docs section on admission: the present/absent table of every mode on every set, the
// `natural` rule with its parameters, the targets, and the default with the trade-off behind it.
import { EVIDENCE_BASE, EVIDENCE_CAP, EVIDENCE_SHARE, KEYWORD_QUERY_TERMS } from "@hermes/bm25/internal";
import { DEFAULT_CONFIG } from "@hermes/catalog";
import { admissionTable } from "./admission-table.js";
import { admissionChecks, admissionLine, TARGET_SYSTEMS } from "./admission-targets.js";
import type { SetReport } from "./evaluate.js";
import type { MetricKey } from "./metric-list.js";
import type { Mode } from "./modes.js";
import { OUR_MODES } from "./modes.js";
import type { SetFrontier } from "./frontier-run.js";
import { renderFrontierSection } from "./frontier-section.js";
import { formatPercent } from "./results-table.js";
import { renderMarkdownTable } from "./table.js";
import { renderTemplate } from "./template.js";

/** The system the default is decided on: what `tool_search` runs. */
const PRODUCT_SYSTEM = "hermes-catalog";

/** Mean of `key` for `mode` of the product's system over the reports (each set weighs the same). */
export function meanOf(reports: readonly SetReport[], mode: Mode, key: MetricKey): number | undefined {
  const values = reports.map((report) =>
    report.results.find((r) => r.system === PRODUCT_SYSTEM && r.mode === mode)?.metrics.get(key),
  );
  if (values.length === 0 || values.some((value) => value === undefined)) return undefined;
  return values.reduce<number>((sum, value) => sum + (value ?? 0), 0) / values.length;
}

function meansTable(reports: readonly SetReport[]): string {
  const rows = OUR_MODES.map(({ mode }) => [
    mode === DEFAULT_CONFIG.admission ? `${mode} (default)` : mode,
    formatPercent(meanOf(reports, mode, "recall5")),
    formatPercent(meanOf(reports, mode, "empty")),
    formatPercent(meanOf(reports, mode, "absent_abstention")),
    formatPercent(meanOf(reports, mode, "balanced")),
  ]);
  return renderMarkdownTable({
    headers: ["mode", "mean R@5", "mean empty%", "mean absent abstain%", "mean balanced"],
    rows,
    align: ["left", "right", "right", "right", "right"],
  });
}

function ruleText(): string {
  return renderTemplate("admission-rule", {
    keywordTerms: String(KEYWORD_QUERY_TERMS),
    evidenceCap: String(EVIDENCE_CAP),
    evidenceBase: String(EVIDENCE_BASE),
    evidenceShare: String(EVIDENCE_SHARE),
  });
}

function decisionText(reports: readonly SetReport[]): string {
  const mean = (mode: Mode, key: MetricKey): string => formatPercent(meanOf(reports, mode, key));
  const azure = reports.find((report) => report.set === "azure-mcp");
  const azureValue = (mode: Mode, key: MetricKey): string =>
    formatPercent(azure?.results.find((r) => r.system === PRODUCT_SYSTEM && r.mode === mode)?.metrics.get(key));
  return renderTemplate("admission-decision", {
    system: PRODUCT_SYSTEM,
    meansTable: meansTable(reports),
    admission: String(DEFAULT_CONFIG.admission),
    keywordTerms: String(KEYWORD_QUERY_TERMS),
    gatedRecall: mean("gated", "recall5"),
    naturalRecall: mean("natural", "recall5"),
    rankRecall: mean("rank", "recall5"),
    gatedEmpty: mean("gated", "empty"),
    naturalEmpty: mean("natural", "empty"),
    azureGatedAbstention: azureValue("gated", "absent_abstention"),
    azureNaturalAbstention: azureValue("natural", "absent_abstention"),
    azureGatedEmpty: azureValue("gated", "empty"),
    naturalBalanced: mean("natural", "balanced"),
    gatedBalanced: mean("gated", "balanced"),
  });
}

/** The "Admission: present and absent" section of docs/retrieval.md; `frontiers` adds the frontier study. */
export function renderAdmissionSection(reports: readonly SetReport[], frontiers: readonly SetFrontier[] = []): string {
  const tables = reports
    .map((report) => `#### ${report.set}\n\n${renderMarkdownTable(admissionTable(report, TARGET_SYSTEMS))}`)
    .join("\n\n");
  const targets = admissionChecks(reports)
    .map((check) => `- ${admissionLine(check)}`)
    .join("\n");
  return renderTemplate("admission", {
    rule: ruleText(),
    tables,
    targets,
    decision: decisionText(reports),
    tried: renderTemplate("admission-tried"),
    frontier: frontiers.length === 0 ? "" : `\n${renderFrontierSection(frontiers, reports)}`,
  });
}
