// The agent-query set in `pnpm eval`: queries as an agent writes them, scored per group
// (literal, paraphrase, absent). An absent query expects nothing, so its row's `empty%` is
// the abstention; a paraphrase query that comes back empty is a miss the agent cannot see.
import type { AgentQueryGroup, EvalSet } from "@hermes/data";
import { evaluateSet, type SetReport } from "./evaluate.js";
import type { RetrievalConfig } from "./retrieval-config.js";
import type { SearchSystem } from "./systems/search-system.js";
import type { Table } from "./table.js";

export const AGENT_GROUPS: readonly AgentQueryGroup[] = ["literal", "paraphrase", "absent"];

/** One group of the agent set, evaluated like a set of its own (same tools, that group's queries). */
export interface AgentGroupReport {
  readonly group: AgentQueryGroup;
  readonly report: SetReport;
}

/** The queries of `set` in `group`, as a set of their own. */
export function agentGroupSet(set: EvalSet, group: AgentQueryGroup): EvalSet {
  return { ...set, name: `${set.name}/${group}`, queries: set.queries.filter((query) => query.group === group) };
}

/** Evaluates every group of the agent set with `systems` (no absent side: the absent group is the absent side). */
export async function evaluateAgentSet(
  set: EvalSet,
  systems: readonly SearchSystem[],
  config: RetrievalConfig,
): Promise<AgentGroupReport[]> {
  const reports: AgentGroupReport[] = [];
  for (const group of AGENT_GROUPS)
    reports.push({ group, report: await evaluateSet(agentGroupSet(set, group), systems, config, { absent: false }) });
  return reports;
}

const percent = (value: number | undefined): string => (value === undefined ? "—" : (value * 100).toFixed(1));

/** Rows per group and system: R@5, nDCG@10, top-1, empty% (for `absent`: the abstention). */
export function agentTable(reports: readonly AgentGroupReport[]): Table {
  const rows = reports.flatMap(({ group, report }) =>
    report.results.map((result) => [
      group,
      result.system,
      result.mode,
      String(report.queries),
      percent(result.metrics.get("recall5")),
      percent(result.metrics.get("ndcg10")),
      percent(result.metrics.get("top1")),
      percent(result.metrics.get("empty")),
    ]),
  );
  return {
    headers: ["group", "system", "mode", "queries", "R@5", "nDCG@10", "top-1", "empty% (absent: abstain)"],
    rows,
    align: ["left", "left", "left", "right", "right", "right", "right", "right"],
  };
}

/** Agent-set targets of the default search (docs/retrieval.md). */
export const AGENT_TARGETS = {
  paraphraseRecall5: 0.8,
  literalRecall5: 0.95,
  absentAbstention: 0.85,
  paraphraseEmpty: 0.05,
} as const;

/** One line per target for `system` in `mode`. */
export function agentTargetLines(reports: readonly AgentGroupReport[], system: string, mode: string): string[] {
  const metric = (group: AgentQueryGroup, key: "recall5" | "empty"): number | undefined =>
    reports
      .find((r) => r.group === group)
      ?.report.results.find((r) => r.system === system && r.mode === mode)
      ?.metrics.get(key);
  const line = (label: string, value: number | undefined, target: number, higher: boolean): string => {
    const met = value !== undefined && (higher ? value >= target : value <= target);
    return `${label} ${percent(value)} ${higher ? "≥" : "≤"} ${percent(target)}: ${met ? "met" : "NOT MET"}`;
  };
  return [
    line(`${system} ${mode}, literal R@5`, metric("literal", "recall5"), AGENT_TARGETS.literalRecall5, true),
    line(`${system} ${mode}, paraphrase R@5`, metric("paraphrase", "recall5"), AGENT_TARGETS.paraphraseRecall5, true),
    line(`${system} ${mode}, paraphrase empty%`, metric("paraphrase", "empty"), AGENT_TARGETS.paraphraseEmpty, false),
    line(`${system} ${mode}, absent abstention`, metric("absent", "empty"), AGENT_TARGETS.absentAbstention, true),
  ];
}
