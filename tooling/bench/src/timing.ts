/**
 * The `p`-th percentile (0–100) with linear interpolation between closest ranks
 * (so percentile(xs, 50) is the usual median). Throws on an empty sample.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error("percentile of an empty sample");
  if (p < 0 || p > 100) throw new Error(`percentile must be within 0..100, got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] ?? 0;
  const highValue = sorted[high] ?? lowValue;
  return lowValue + (highValue - lowValue) * (rank - low);
}

export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/** Monotonic clock in nanoseconds. */
export function nowNs(): bigint {
  return process.hrtime.bigint();
}

export function nsToMs(ns: bigint): number {
  return Number(ns) / 1e6;
}

export function nsToUs(ns: bigint): number {
  return Number(ns) / 1e3;
}
