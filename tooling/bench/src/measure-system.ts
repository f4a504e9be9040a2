import type { BenchDocument } from "./documents.js";
import { collectGarbage, measureRetainedHeap } from "./heap.js";
import type { SearchSystem } from "./systems/search-system.js";
import { median, nowNs, nsToMs, nsToUs, percentile } from "./timing.js";

/** How hard to measure one system on one catalog. */
export interface MeasurePlan {
  /** Timed builds (median reported); fewer once `buildBudgetMs` is spent. At least 1. */
  readonly buildRuns: number;
  readonly buildBudgetMs: number;
  /** Timed passes over all queries; fewer once `queryBudgetMs` is spent. At least 1. */
  readonly queryPasses: number;
  readonly queryBudgetMs: number;
  readonly limit: number;
}

export interface SystemMeasurement {
  readonly buildMs: number;
  readonly heapMb: number;
  readonly queryP50Us: number;
  readonly queryP99Us: number;
  readonly qps: number;
  readonly buildRuns: number;
  readonly queryPasses: number;
  /** Ids returned by one pass over the queries: a sanity check that searches find things. */
  readonly hitsPerPass: number;
}

async function runSearch<H>(system: SearchSystem<H>, handle: H, query: string, limit: number): Promise<number> {
  const result = system.search(handle, query, limit);
  return (result instanceof Promise ? await result : result).length;
}

/** Untimed builds before the timed ones, so no system is timed with a cold JIT (the first measured pays for it otherwise). */
export const WARMUP_BUILDS = 3;

async function timeBuilds<H>(
  system: SearchSystem<H>,
  docs: readonly BenchDocument[],
  plan: MeasurePlan,
): Promise<number[]> {
  const warmups = plan.buildRuns > 3 ? WARMUP_BUILDS : 1;
  for (let i = 0; i < warmups; i += 1) {
    const built = system.build(docs);
    if (built instanceof Promise) await built;
  }
  const times: number[] = [];
  let spent = 0;
  while (times.length < Math.max(1, plan.buildRuns) && (times.length === 0 || spent < plan.buildBudgetMs)) {
    collectGarbage();
    const start = nowNs();
    const built = system.build(docs);
    if (built instanceof Promise) await built;
    const ms = nsToMs(nowNs() - start);
    times.push(ms);
    spent += ms;
  }
  return times;
}

async function timeQueries<H>(
  system: SearchSystem<H>,
  handle: H,
  queries: readonly string[],
  plan: MeasurePlan,
): Promise<{ samplesUs: number[]; totalMs: number; passes: number; hitsPerPass: number }> {
  let hitsPerPass = 0;
  for (const query of queries) hitsPerPass += await runSearch(system, handle, query, plan.limit);
  const samplesUs: number[] = [];
  let totalNs = 0n;
  let passes = 0;
  while (passes < Math.max(1, plan.queryPasses) && (passes === 0 || nsToMs(totalNs) < plan.queryBudgetMs)) {
    for (const query of queries) {
      const start = nowNs();
      const result = system.search(handle, query, plan.limit);
      if (result instanceof Promise) await result;
      const took = nowNs() - start;
      samplesUs.push(nsToUs(took));
      totalNs += took;
    }
    passes += 1;
  }
  return { samplesUs, totalMs: nsToMs(totalNs), passes, hitsPerPass };
}

/**
 * Measures one system on one catalog: retained heap of a first (untimed, warm-up) build,
 * more untimed warm-up builds (3, or 1 where few builds are planned), the median of timed builds, then — on the first index, kept alive throughout — one
 * warm-up pass over the queries and timed passes with every query clocked on its own.
 * qps is queries answered divided by the summed query time.
 */
export async function measureSystem<H>(
  system: SearchSystem<H>,
  docs: readonly BenchDocument[],
  queries: readonly string[],
  plan: MeasurePlan,
): Promise<SystemMeasurement> {
  if (queries.length === 0) throw new Error("measureSystem needs at least one query");
  const { value: handle, heapMb } = await measureRetainedHeap(() => system.build(docs));
  const buildTimes = await timeBuilds(system, docs, plan);
  const { samplesUs, totalMs, passes, hitsPerPass } = await timeQueries(system, handle, queries, plan);
  return {
    buildMs: median(buildTimes),
    heapMb,
    queryP50Us: percentile(samplesUs, 50),
    queryP99Us: percentile(samplesUs, 99),
    qps: samplesUs.length / (totalMs / 1000),
    buildRuns: buildTimes.length,
    queryPasses: passes,
    hitsPerPass,
  };
}
