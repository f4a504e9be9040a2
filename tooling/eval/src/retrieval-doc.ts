// docs/retrieval.md, rendered from one run (prose in templates/*.md): what is measured, how tools become documents
// (with the ablation), the results, the targets and the gated mode's empty share.
import { meanOverSets } from "./ablation.js";
import type { AblationReport, AblationRow } from "./ablation.js";
import { ablationTable } from "./ablation-table.js";
import { renderAdmissionSection } from "./admission-section.js";
import type { SetFrontier } from "./frontier-run.js";
import type { SetReport } from "./evaluate.js";
import { PRESENT_METRICS } from "./metric-list.js";
import type { Mode } from "./modes.js";
import { OUR_MODES } from "./modes.js";
import { describeConfig } from "./retrieval-config.js";
import type { RetrievalConfig } from "./retrieval-config.js";
import { formatPercent, resultsTable } from "./results-table.js";
import type { SystemRole } from "./systems/search-system.js";
import { renderMarkdownTable } from "./table.js";
import { defaultTargetLines, targetLines } from "./targets.js";
import { variantFields } from "./tool-document.js";
import type { DocumentField } from "./tool-document.js";
import { renderTemplate } from "./template.js";

export interface SystemInfo {
  readonly system: string;
  readonly mode: Mode;
  readonly role: SystemRole;
  readonly about: string;
}

export interface RetrievalDocInput {
  readonly config: RetrievalConfig;
  readonly reports: readonly SetReport[];
  readonly ablation: AblationReport;
  readonly systems: readonly SystemInfo[];
  /** The admission frontier study per public set; none leaves its section out. */
  readonly frontiers?: readonly SetFrontier[];
}

const FIELD_SOURCES: Readonly<Record<DocumentField, string>> = {
  name: "tool name (`acr_registry_list`, `FinanceTool`)",
  description: "tool description",
  params: "parameter names: top-level `inputSchema.properties` keys (`resource-group`, `vault`)",
  paramDescriptions: "parameter descriptions",
  server: "server name",
};

const FIELD_REASONS: Readonly<Record<DocumentField, string>> = {
  name: "the most specific text a tool has: short, and the words an agent's query repeats",
  description: "what the tool does in prose; carries the words of natural-language queries",
  params: "names the objects a tool acts on (`vault`, `cluster`, `database`), which imperative prompts mention",
  paramDescriptions:
    "what each argument means (BFCL and ETOM requests use these words); a description that more than 20% of a catalog's tools repeat word for word is left out as boilerplate (in azure-mcp the same tenant, auth-method and retry-* descriptions sit on 172 of 180 tools)",
  server:
    "the service the agent names (`slack`, `notion`); ETOM and the agent set have hundreds of servers, so it separates same-named tools",
};

function points(delta: number): string {
  const value = (Math.abs(delta) * 100).toFixed(1);
  if (value === "0.0") return "±0.0";
  return delta > 0 ? `+${value}` : `−${value}`;
}

function rowMean(row: AblationRow, sets: readonly string[]): number {
  return meanOverSets(row, sets, "ndcg10") ?? 0;
}

/** `name only: mean nDCG@10 41.2 (−28.2 vs default; azure-mcp −30.1, …)`. */
export function evidenceLine(row: AblationRow, base: AblationRow, sets: readonly string[]): string {
  const perSet = sets
    .map((set) => {
      const value = row.perSet.get(set)?.get("ndcg10") ?? 0;
      const baseValue = base.perSet.get(set)?.get("ndcg10") ?? 0;
      return `${set} ${points(value - baseValue)}`;
    })
    .join(", ");
  const mean = rowMean(row, sets);
  return `${row.variant.label}: mean nDCG@10 ${formatPercent(mean)} (${points(mean - rowMean(base, sets))} vs default; ${perSet})`;
}

function groupSummary(rows: readonly AblationRow[], sets: readonly string[]): string {
  return rows
    .map((row) => `${row.variant.label} ${formatPercent(rowMean(row, sets))}${row.isDefault ? " (default)" : ""}`)
    .join(", ");
}

function introSection(input: RetrievalDocInput): string {
  const sets = renderMarkdownTable({
    headers: ["set", "tools", "queries", "about"],
    rows: input.reports.map((r) => [r.set, String(r.tools), String(r.queries), r.note]),
    align: ["left", "right", "right", "left"],
  });
  const systems = renderMarkdownTable({
    headers: ["system", "mode", "what it is"],
    rows: input.systems.map((s) => [`\`${s.system}\``, s.mode, s.about]),
    align: [],
  });
  return renderTemplate("retrieval-intro", { sets, systems });
}

function documentsSection(input: RetrievalDocInput): string {
  const { config, ablation } = input;
  const used = variantFields(config.document);
  const fieldTable = renderMarkdownTable({
    headers: ["field", "built from", "weight", "why"],
    rows: (Object.keys(FIELD_SOURCES) as DocumentField[]).map((field) => [
      field,
      FIELD_SOURCES[field],
      used.includes(field) ? String(config.document[field]) : "dropped",
      FIELD_REASONS[field],
    ]),
    align: ["left", "left", "right", "left"],
  });
  const base = ablation.rows.find((row) => row.isDefault);
  const sets = ablation.sets;
  const evidence =
    base === undefined
      ? "(the ablation did not include the default configuration)"
      : ablation.rows
          .filter((row) => !row.isDefault && (row.variant.group === "fields" || row.variant.group === "tokenizer"))
          .map((row) => `- ${evidenceLine(row, base, sets)}`)
          .join("\n");
  const nameRows = ablation.rows.filter((row) => row.variant.group === "name weight");
  const deltaRows = ablation.rows.filter((row) => row.variant.group === "BM25+ delta");
  const fieldwiseRows = ablation.rows.filter((row) => row.variant.group === "field-wise blend");
  const gridRows = ablation.rows.filter((row) => row.variant.group === "k1 / b");
  const bestGrid = [...gridRows].sort((x, y) => rowMean(y, sets) - rowMean(x, sets))[0];
  const rankerDefault = gridRows.find((row) => row.variant.label === "k1 1.5, b 0.75");
  const gridLine = [
    bestGrid === undefined
      ? ""
      : `best of the grid ${bestGrid.variant.label} at ${formatPercent(rowMean(bestGrid, sets))}`,
    rankerDefault === undefined
      ? ""
      : `the ranker's own defaults (k1 1.5, b 0.75) ${formatPercent(rowMean(rankerDefault, sets))}`,
  ]
    .filter((part) => part !== "")
    .join("; ");
  return renderTemplate("retrieval-documents", {
    defaultConfig: describeConfig(config),
    fieldTable,
    evidence,
    nameWeights: groupSummary(nameRows, sets),
    deltas: groupSummary(deltaRows, sets),
    fieldwise: groupSummary(fieldwiseRows, sets),
    gridLine,
    ablationTable: renderMarkdownTable(ablationTable(ablation)),
  });
}

function resultsSection(reports: readonly SetReport[]): string {
  const tables = reports
    .map(
      (report) =>
        `### ${report.set} (${report.tools} tools, ${report.queries} queries)\n\n${renderMarkdownTable(resultsTable(report))}`,
    )
    .join("\n\n");
  return renderTemplate("retrieval-results", {
    metrics: PRESENT_METRICS.map((m) => m.label).join(", "),
    modes: OUR_MODES.map((m) => `\`${m.mode}\` (${m.about})`).join("; "),
    tables,
  });
}

function targetsSection(reports: readonly SetReport[]): string {
  const list = (lines: readonly string[]): string => lines.map((line) => `- ${line}`).join("\n");
  return renderTemplate("retrieval-targets", {
    targets: list(targetLines(reports)),
    defaultTargets: list(defaultTargetLines(reports)),
  });
}

function gatedSection(reports: readonly SetReport[]): string {
  const rows = reports.map((report) => {
    const rank = report.results.find((r) => r.role === "ours" && r.mode === "rank");
    const gated = report.results.find((r) => r.role === "ours" && r.mode === "gated");
    return [
      report.set,
      formatPercent(gated?.metrics.get("empty")),
      formatPercent(gated?.metrics.get("ndcg10")),
      formatPercent(rank?.metrics.get("ndcg10")),
    ];
  });
  const table = renderMarkdownTable({
    headers: ["set", "gated empty%", "gated nDCG@10", "rank nDCG@10"],
    rows,
    align: ["left", "right", "right", "right"],
  });
  return renderTemplate("retrieval-gated", { table });
}

export function renderRetrievalDoc(input: RetrievalDocInput): string {
  return [
    introSection(input),
    documentsSection(input),
    resultsSection(input.reports),
    targetsSection(input.reports),
    gatedSection(input.reports),
    renderAdmissionSection(input.reports, input.frontiers),
  ].join("\n");
}
