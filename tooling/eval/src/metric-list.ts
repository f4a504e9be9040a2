// The metrics the eval reports, in report order, and their averaging over queries.
// To add a metric (say, abstention on queries whose tool is absent), append an entry:
// `perQuery` returns `undefined` for queries the metric does not judge.
import { isEmpty, ndcgAt, recallAt, reciprocalRank, topOne } from "./metrics.js";

/** What one query produced: retrieved names (best first) and the relevant names. */
export interface QueryOutcome {
  readonly ranked: readonly string[];
  readonly relevant: readonly string[];
}

export type MetricKey = "ndcg10" | "recall5" | "recall10" | "top1" | "mrr" | "empty";

export interface Metric {
  /** Stable key used in `--json`. */
  readonly key: MetricKey;
  /** Column header in tables. */
  readonly label: string;
  readonly better: "higher" | "lower";
  /** Value in 0..1 for one query, or `undefined` when the metric does not judge it. */
  perQuery(outcome: QueryOutcome): number | undefined;
}

export const METRICS: readonly Metric[] = [
  { key: "ndcg10", label: "nDCG@10", better: "higher", perQuery: (o) => ndcgAt(10, o.ranked, o.relevant) },
  { key: "recall5", label: "R@5", better: "higher", perQuery: (o) => recallAt(5, o.ranked, o.relevant) },
  { key: "recall10", label: "R@10", better: "higher", perQuery: (o) => recallAt(10, o.ranked, o.relevant) },
  { key: "top1", label: "top-1", better: "higher", perQuery: (o) => topOne(o.ranked, o.relevant) },
  { key: "mrr", label: "MRR", better: "higher", perQuery: (o) => reciprocalRank(o.ranked, o.relevant) },
  { key: "empty", label: "empty", better: "lower", perQuery: (o) => isEmpty(o.ranked) },
];

/** Mean of each metric over the queries it judges; a metric that judged none is left out. */
export function averageMetrics(
  outcomes: readonly QueryOutcome[],
  metrics: readonly Metric[] = METRICS,
): ReadonlyMap<MetricKey, number> {
  const means = new Map<MetricKey, number>();
  for (const metric of metrics) {
    let sum = 0;
    let count = 0;
    for (const outcome of outcomes) {
      const value = metric.perQuery(outcome);
      if (value === undefined) continue;
      sum += value;
      count += 1;
    }
    if (count > 0) means.set(metric.key, sum / count);
  }
  return means;
}
