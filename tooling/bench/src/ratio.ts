import { METRIC_ORDER, METRICS, type MetricName } from "./metrics.js";
import type { ResultRow } from "./result-row.js";

/** How the subject compares with the best other system on one metric. */
export interface PeerRatio {
  readonly metric: MetricName;
  /** subject value / best peer value: above 1 is better only for `better: "higher"` metrics. */
  readonly ratio: number;
  readonly peer: string;
}

function bestPeer(rows: readonly ResultRow[], metric: MetricName): ResultRow | undefined {
  const sign = METRICS[metric].better === "lower" ? 1 : -1;
  let best: ResultRow | undefined;
  for (const row of rows) {
    if (best === undefined || sign * (row.value - best.value) < 0) best = row;
  }
  return best;
}

/**
 * Whether `system` is a peer of `subject`: a variant of the subject itself (named
 * `"<subject> <setting>"`, such as `@hermes/bm25 fieldwise 0.3`) is not.
 */
export function isPeerOf(system: string, subject: string): boolean {
  return system !== subject && !system.startsWith(`${subject} `);
}

/**
 * Ratios of `subject` to the best peer, metric by metric, for rows of one comparison
 * (same suite and catalog size). Variants of the subject are not peers (see {@link isPeerOf}).
 * Metrics the subject or no peer reports are left out, as are metrics whose best peer value
 * is not positive.
 */
export function ratiosToBestPeer(rows: readonly ResultRow[], subject: string): PeerRatio[] {
  const ratios: PeerRatio[] = [];
  for (const metric of METRIC_ORDER) {
    const own = rows.find((row) => row.metric === metric && row.system === subject);
    const best = bestPeer(
      rows.filter((row) => row.metric === metric && isPeerOf(row.system, subject)),
      metric,
    );
    if (own === undefined || best === undefined || best.value <= 0) continue;
    ratios.push({ metric, ratio: own.value / best.value, peer: best.system });
  }
  return ratios;
}

/** `qps 8.1x best peer (minisearch)` */
export function formatRatio(ratio: PeerRatio): string {
  const digits = ratio.ratio < 1 ? 2 : 1;
  return `${ratio.metric} ${ratio.ratio.toFixed(digits)}x best peer (${ratio.peer})`;
}
