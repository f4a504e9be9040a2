// The docs section on the product's own search path (`hermes-catalog` rows): what the
// catalog does differently from the bare ranker, measured on each set.
import { normalizeTools } from "@hermes/catalog";
import type { EvalSet } from "@hermes/data";
import type { SetReport } from "./evaluate.js";
import { hubToolsets } from "./systems/hub-toolsets.js";
import { renderTemplate } from "./template.js";

/** Tools a set loses to the catalog's definition rules, and the queries that need them. */
export interface CatalogDrops {
  readonly set: string;
  readonly dropped: readonly string[];
  readonly queriesAffected: number;
  readonly queries: number;
}

export function catalogDrops(set: EvalSet): CatalogDrops {
  const dropped = normalizeTools(hubToolsets(set.tools).toolsets)
    .dropped.filter((drop) => drop.reason !== "DUPLICATE_NAME")
    .map((drop) => drop.name ?? "(no name)");
  const lost = new Set(dropped);
  const queriesAffected = set.queries.filter((query) => query.relevant.some((name) => lost.has(name))).length;
  return { set: set.name, dropped, queriesAffected, queries: set.queries.length };
}

const ndcg = (report: SetReport, system: string, mode: string): string => {
  const value = report.results.find((r) => r.system === system && r.mode === mode)?.metrics.get("ndcg10");
  return value === undefined ? "—" : (value * 100).toFixed(1);
};

export function renderCatalogSection(reports: readonly SetReport[], drops: readonly CatalogDrops[]): string {
  const rows = reports.map((report) => {
    const drop = drops.find((d) => d.set === report.set);
    const lost =
      drop === undefined || drop.dropped.length === 0
        ? "none"
        : `${drop.dropped.map((n) => `\`${n}\``).join(", ")} (${drop.queriesAffected} of ${drop.queries} queries need it)`;
    return `| ${report.set} | ${ndcg(report, "hermes-bm25", "rank")} | ${ndcg(report, "hermes-catalog", "rank")} | ${ndcg(report, "hermes-catalog", "natural")} | ${ndcg(report, "hermes-catalog", "gated")} | ${ndcg(report, "hermes-catalog-no-names", "gated")} | ${lost} |`;
  });
  return renderTemplate("catalog", { rows: rows.join("\n") });
}
