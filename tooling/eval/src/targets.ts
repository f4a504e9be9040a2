// The targets, checked from the results: in `rank` mode our nDCG@10 is at least the
// best peer's on every set, and azure-mcp top-1 is above 75%.
import type { SetReport, SystemResult } from "./evaluate.js";
import type { SystemRole } from "./systems/search-system.js";

export const TOP1_TARGET = { set: "azure-mcp", above: 0.75 } as const;

export interface PeerComparison {
  readonly set: string;
  readonly ours: number;
  /** Best peer of the compared roles, by nDCG@10. */
  readonly best: { readonly system: string; readonly value: number } | undefined;
  readonly met: boolean;
}

function ndcg(result: SystemResult): number {
  return result.metrics.get("ndcg10") ?? 0;
}

/** Our `rank` nDCG@10 against the best result among `roles` (all in `rank` mode). */
export function comparePeers(report: SetReport, roles: readonly SystemRole[]): PeerComparison | undefined {
  const ours = report.results.find((r) => r.role === "ours" && r.mode === "rank");
  if (ours === undefined) return undefined;
  let best: SystemResult | undefined;
  for (const result of report.results) {
    if (!roles.includes(result.role) || result.mode !== "rank") continue;
    if (best === undefined || ndcg(result) > ndcg(best)) best = result;
  }
  return {
    set: report.set,
    ours: ndcg(ours),
    best: best === undefined ? undefined : { system: best.system, value: ndcg(best) },
    met: best === undefined || ndcg(ours) >= ndcg(best),
  };
}

/** Our `rank` top-1 on the target set, or `undefined` when that set was not run. */
export function topOneCheck(reports: readonly SetReport[]): { value: number; met: boolean } | undefined {
  const report = reports.find((r) => r.set === TOP1_TARGET.set);
  const ours = report?.results.find((r) => r.role === "ours" && r.mode === "rank");
  const value = ours?.metrics.get("top1");
  return value === undefined ? undefined : { value, met: value > TOP1_TARGET.above };
}

const PEER_GROUPS: readonly { roles: readonly SystemRole[]; what: string }[] = [
  { roles: ["peer"], what: "peers as shipped" },
  { roles: ["peer", "peer-our-tokens"], what: "all peers, including those fed our tokens" },
];

function verdict(met: boolean): string {
  return met ? "met" : "NOT MET";
}

function percent(value: number): string {
  return (value * 100).toFixed(1);
}

/** The default search: what `tool_search` runs with its default admission. */
export const DEFAULT_SEARCH = { system: "hermes-catalog", mode: "natural" } as const;
/** How far below its own `rank` mode the default search may score (nDCG@10). */
export const DEFAULT_RANK_SLACK = 0.01;

/**
 * The default search's checks per set: nDCG@10 at least its own `rank` minus
 * {@link DEFAULT_RANK_SLACK}, and above every peer (as shipped or fed our tokens), e.g.
 * `etom: 92.3 vs rank 92.3 − 1.0: met; vs best peer 92.4 (wink+hermes-tokens): NOT MET (0.1 below)`.
 */
export function defaultTargetLines(reports: readonly SetReport[]): string[] {
  return reports.flatMap((report) => {
    const pick = (mode: string): SystemResult | undefined =>
      report.results.find((r) => r.system === DEFAULT_SEARCH.system && r.mode === mode);
    const ours = pick(DEFAULT_SEARCH.mode);
    const rank = pick("rank");
    if (ours === undefined || rank === undefined) return [];
    const peers = report.results.filter((r) => r.role !== "ours");
    const best = peers.reduce<SystemResult | undefined>(
      (top, r) => (top === undefined || ndcg(r) > ndcg(top) ? r : top),
      undefined,
    );
    const floor = ndcg(rank) - DEFAULT_RANK_SLACK;
    const rankPart = `${percent(ndcg(ours))} vs rank ${percent(ndcg(rank))} − ${percent(DEFAULT_RANK_SLACK)}: ${verdict(ndcg(ours) >= floor - 1e-12)}`;
    if (best === undefined) return [`${report.set}: ${rankPart}`];
    const above = ndcg(ours) > ndcg(best);
    const gap = above ? "" : ` (${percent(ndcg(best) - ndcg(ours))} below)`;
    return [
      `${report.set}: ${rankPart}; vs best peer ${percent(ndcg(best))} (${best.system}): ${verdict(above)}${gap}`,
    ];
  });
}

/** One line per check, e.g. `azure-mcp, nDCG@10 ≥ best of peers as shipped: 88.2 vs 85.6 (wink): met`. */
export function targetLines(reports: readonly SetReport[]): string[] {
  const lines: string[] = [];
  for (const report of reports) {
    for (const group of PEER_GROUPS) {
      const check = comparePeers(report, group.roles);
      if (check?.best === undefined) continue;
      lines.push(
        `${report.set}, nDCG@10 ≥ best of ${group.what}: ${percent(check.ours)} vs ${percent(check.best.value)} (${check.best.system}): ${verdict(check.met)}`,
      );
    }
  }
  const top = topOneCheck(reports);
  if (top !== undefined) {
    lines.push(`${TOP1_TARGET.set} top-1 > ${percent(TOP1_TARGET.above)}%: ${percent(top.value)}: ${verdict(top.met)}`);
  }
  return lines;
}
