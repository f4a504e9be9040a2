// The admission targets (docs/retrieval.md, "Targets (`natural` mode)"), checked from the results: in `natural` mode, present
// R@5 within 5 points of ungated ranking (`rank`), and a balanced score at least 20 points
// above the better of the two baselines (`gated`, `rank`), on every set.
import type { SetReport, SystemResult } from "./evaluate.js";
import type { MetricKey } from "./metric-list.js";
import type { Mode } from "./modes.js";

/** The mode the targets judge. */
export const TARGET_MODE: Mode = "natural";

/** The baselines it is compared with: the seed rules and pure ranking. */
export const BASELINE_MODES: readonly Mode[] = ["gated", "rank"];

/** Most R@5 the judged mode may lose against `rank` (a fraction). */
export const RECALL_SLACK = 0.05;

/** Balanced gain the judged mode needs over the better baseline (a fraction). */
export const BALANCED_GAIN = 0.2;

/** The systems whose targets are reported: the bare ranker and the product's search path. */
export const TARGET_SYSTEMS: readonly string[] = ["hermes-bm25", "hermes-catalog"];

export interface AdmissionCheck {
  readonly set: string;
  readonly system: string;
  readonly recall: number;
  readonly rankRecall: number;
  readonly recallMet: boolean;
  readonly balanced: number;
  /** The better baseline by balanced score. */
  readonly baseline: { readonly mode: Mode; readonly balanced: number };
  readonly balancedMet: boolean;
}

function metric(result: SystemResult | undefined, key: MetricKey): number | undefined {
  return result?.metrics.get(key);
}

/** The check of one system on one set, or `undefined` when a mode or metric is missing. */
export function checkAdmission(report: SetReport, system: string): AdmissionCheck | undefined {
  const find = (mode: Mode): SystemResult | undefined =>
    report.results.find((r) => r.system === system && r.mode === mode);
  const target = find(TARGET_MODE);
  const recall = metric(target, "recall5");
  const balanced = metric(target, "balanced");
  const rankRecall = metric(find("rank"), "recall5");
  if (recall === undefined || balanced === undefined || rankRecall === undefined) return undefined;
  let baseline: AdmissionCheck["baseline"] | undefined;
  for (const mode of BASELINE_MODES) {
    const value = metric(find(mode), "balanced");
    if (value !== undefined && (baseline === undefined || value > baseline.balanced))
      baseline = { mode, balanced: value };
  }
  if (baseline === undefined) return undefined;
  return {
    set: report.set,
    system,
    recall,
    rankRecall,
    recallMet: recall >= rankRecall - RECALL_SLACK - 1e-12,
    balanced,
    baseline,
    balancedMet: balanced >= baseline.balanced + BALANCED_GAIN - 1e-12,
  };
}

/** Every check of {@link TARGET_SYSTEMS} on every report, in report order. */
export function admissionChecks(reports: readonly SetReport[]): AdmissionCheck[] {
  return reports.flatMap((report) => TARGET_SYSTEMS.flatMap((system) => checkAdmission(report, system) ?? []));
}

const points = (value: number): string => (value * 100).toFixed(1);

/** `azure-mcp (hermes-bm25): R@5 96.8 vs rank 97.0 (−0.2 points): met; balanced 0.4 vs 45.1 (gated) + 20: NOT MET (64.7 points short)`. */
export function admissionLine(check: AdmissionCheck): string {
  const lost = check.rankRecall - check.recall;
  const change = points(Math.abs(lost)) === "0.0" ? "±0.0" : `${lost > 0 ? "−" : "+"}${points(Math.abs(lost))}`;
  const recall = `R@5 ${points(check.recall)} vs rank ${points(check.rankRecall)} (${change} points): ${check.recallMet ? "met" : "NOT MET"}`;
  const need = check.baseline.balanced + BALANCED_GAIN;
  const verdict = check.balancedMet ? "met" : `NOT MET (${points(need - check.balanced)} points short)`;
  const balanced = `balanced ${points(check.balanced)} vs ${points(check.baseline.balanced)} (${check.baseline.mode}) + 20: ${verdict}`;
  return `${check.set} (${check.system}): ${recall}; ${balanced}`;
}
