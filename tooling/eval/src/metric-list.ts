// The metrics the eval reports, in report order, and their averaging over queries.
// To add a metric, append an entry: `perQuery` returns `undefined` for queries the metric
// does not judge (the absent-side metrics judge only queries that were run without their
// tools); a metric of the means (`balanced`) has `fromMeans` instead.
import { isEmpty, ndcgAt, recallAt, reciprocalRank, topOne } from "./metrics.js";

/**
 * What the search returned for one query when its tools were taken out of the catalog:
 * `tool` with its relevant tools removed, `server` with every tool of their servers removed;
 * `true` means the result was empty (the search abstained).
 */
export interface AbsentOutcome {
  readonly tool: boolean;
  readonly server: boolean;
}

/** What one query produced: retrieved names (best first), the relevant names, and the absent side when it was run. */
export interface QueryOutcome {
  readonly ranked: readonly string[];
  readonly relevant: readonly string[];
  readonly absent?: AbsentOutcome | undefined;
}

export type MetricKey =
  | "ndcg10"
  | "recall5"
  | "recall10"
  | "top1"
  | "mrr"
  | "empty"
  | "absent_abstention"
  | "absent_abstention_server"
  | "balanced";

export interface Metric {
  /** Stable key used in `--json`. */
  readonly key: MetricKey;
  /** Column header in tables. */
  readonly label: string;
  readonly better: "higher" | "lower";
  /** Value in 0..1 for one query, or `undefined` when the metric does not judge it. */
  perQuery(outcome: QueryOutcome): number | undefined;
  /** For a metric computed from other metrics' means: its value, or `undefined` when an input is missing. */
  fromMeans?(means: ReadonlyMap<MetricKey, number>): number | undefined;
}

/** Harmonic mean of two fractions (0 when both are 0). */
export function harmonicMean(a: number, b: number): number {
  return a + b === 0 ? 0 : (2 * a * b) / (a + b);
}

const notPerQuery = (): undefined => undefined;

/** Present side: the normal queries against the whole catalog. */
export const PRESENT_METRICS: readonly Metric[] = [
  { key: "ndcg10", label: "nDCG@10", better: "higher", perQuery: (o) => ndcgAt(10, o.ranked, o.relevant) },
  { key: "recall5", label: "R@5", better: "higher", perQuery: (o) => recallAt(5, o.ranked, o.relevant) },
  { key: "recall10", label: "R@10", better: "higher", perQuery: (o) => recallAt(10, o.ranked, o.relevant) },
  { key: "top1", label: "top-1", better: "higher", perQuery: (o) => topOne(o.ranked, o.relevant) },
  { key: "mrr", label: "MRR", better: "higher", perQuery: (o) => reciprocalRank(o.ranked, o.relevant) },
  { key: "empty", label: "empty", better: "lower", perQuery: (o) => isEmpty(o.ranked) },
];

/** Absent side: each query against the catalog without its tools (ours only), and the balance of both sides. */
export const ABSENT_METRICS: readonly Metric[] = [
  {
    key: "absent_abstention",
    label: "absent abstain",
    better: "higher",
    perQuery: (o) => (o.absent === undefined ? undefined : o.absent.tool ? 1 : 0),
  },
  {
    key: "absent_abstention_server",
    label: "absent abstain (server)",
    better: "higher",
    perQuery: (o) => (o.absent === undefined ? undefined : o.absent.server ? 1 : 0),
  },
  {
    key: "balanced",
    label: "balanced",
    better: "higher",
    perQuery: notPerQuery,
    fromMeans: (means) => {
      const recall = means.get("recall5");
      const abstention = means.get("absent_abstention");
      return recall === undefined || abstention === undefined ? undefined : harmonicMean(recall, abstention);
    },
  },
];

/** Every metric, in report and `--json` order. */
export const METRICS: readonly Metric[] = [...PRESENT_METRICS, ...ABSENT_METRICS];

/**
 * Mean of each metric over the queries it judges (a metric that judged none is left out),
 * then the metrics of the means.
 */
export function averageMetrics(
  outcomes: readonly QueryOutcome[],
  metrics: readonly Metric[] = METRICS,
): ReadonlyMap<MetricKey, number> {
  const means = new Map<MetricKey, number>();
  for (const metric of metrics) {
    if (metric.fromMeans !== undefined) continue;
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
  for (const metric of metrics) {
    const value = metric.fromMeans?.(means);
    if (value !== undefined) means.set(metric.key, value);
  }
  return means;
}
