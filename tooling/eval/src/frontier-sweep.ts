// The trade-off one admission signal can reach: answer a query when the signal is at least a
// threshold, abstain below it, and sweep the threshold over every value the signal takes.
// Pure; the study (frontier-run.ts) supplies the values.
import { harmonicMean } from "./metric-list.js";

/** One present query: the signal's value and the query's R@5 when it is answered. */
export interface PresentPoint {
  readonly value: number;
  readonly recall5: number;
}

/** Present R@5, absent abstention and their harmonic mean at one threshold (fractions 0..1). */
export interface FrontierPoint {
  readonly threshold: number;
  readonly recall5: number;
  readonly abstention: number;
  readonly balanced: number;
}

/** What a signal reaches: the best point within the recall budget, and the best point overall. */
export interface Frontier {
  /** Present R@5 when every query is answered (the ranking's own R@5). */
  readonly ranked: number;
  /** Highest balanced among thresholds whose R@5 is at least `ranked − budget`. */
  readonly withinBudget: FrontierPoint;
  /** Highest balanced at any threshold. */
  readonly best: FrontierPoint;
}

/**
 * Sweeps every threshold (`-Infinity` and each value seen) for `present` and `absent` (the
 * signal's values on the absent side; `-Infinity` for an empty result, which always abstains).
 * A query answers when its value is `>= threshold`. `budget` is the R@5 the signal may lose
 * (0.05 = 5 points). Ties in balanced go to the lower threshold. Throws on empty input.
 */
export function sweepFrontier(present: readonly PresentPoint[], absent: readonly number[], budget: number): Frontier {
  if (present.length === 0 || absent.length === 0) throw new Error("sweepFrontier needs present and absent queries");
  const thresholds = [...new Set([Number.NEGATIVE_INFINITY, ...present.map((p) => p.value), ...absent])].sort(
    (a, b) => a - b,
  );
  const byValue = [...present].sort((a, b) => a.value - b.value);
  const sortedAbsent = [...absent].sort((a, b) => a - b);
  const totalRecall = present.reduce((sum, p) => sum + p.recall5, 0);
  let lostRecall = 0;
  let p = 0;
  let a = 0;
  const points: FrontierPoint[] = [];
  for (const threshold of thresholds) {
    while (p < byValue.length && (byValue[p]?.value ?? 0) < threshold) lostRecall += byValue[p++]?.recall5 ?? 0;
    while (a < sortedAbsent.length && (sortedAbsent[a] ?? 0) < threshold) a += 1;
    const recall5 = (totalRecall - lostRecall) / present.length;
    const abstention = a / sortedAbsent.length;
    points.push({ threshold, recall5, abstention, balanced: harmonicMean(recall5, abstention) });
  }
  const ranked = totalRecall / present.length;
  const better = (x: FrontierPoint, y: FrontierPoint): FrontierPoint => (y.balanced > x.balanced ? y : x);
  const first = points[0] as FrontierPoint;
  const within = points.filter((point) => point.recall5 >= ranked - budget - 1e-12);
  return { ranked, withinBudget: within.reduce(better, first), best: points.reduce(better, first) };
}
