import type { ModelToolCall } from "../dispatch-types.js";
import type { PlanSegment } from "./plan-parallel.js";

/**
 * Calls of a `parallel` segment that run at the same time, unless `concurrency` says otherwise.
 *
 * @example
 * ```ts
 * await runPlan(plan, run); // up to DEFAULT_CONCURRENCY (8) calls of a parallel segment at once
 * ```
 */
export const DEFAULT_CONCURRENCY = 8;

/**
 * Options of {@link runPlan}.
 *
 * @example
 * ```ts
 * await runPlan(plan, run, { concurrency: 4 });
 * ```
 */
export interface RunPlanOptions {
  /**
   * Most calls of a `parallel` segment in flight at once. Default {@link DEFAULT_CONCURRENCY};
   * rounded down, at least 1; `Infinity` runs a whole segment at once; `NaN` → the default.
   */
  readonly concurrency?: number | undefined;
}

function limitOf(concurrency: number | undefined): number {
  if (concurrency === undefined || Number.isNaN(concurrency)) return DEFAULT_CONCURRENCY;
  return Math.max(1, Math.floor(concurrency));
}

async function runParallel<C extends ModelToolCall, R>(
  calls: readonly C[],
  offset: number,
  run: (call: C, position: number) => Promise<R>,
  limit: number,
  results: R[],
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < calls.length) {
      const at = next;
      next += 1;
      const call = calls[at];
      if (call === undefined) continue;
      try {
        results[offset + at] = await run(call, offset + at);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, calls.length) }, worker));
}

/**
 * Runs a plan from `planParallel`: segments one after another; a `sequential` segment's calls
 * one at a time in order; a `parallel` segment's calls at most `concurrency` at a time. `run`
 * gets each call and its position in the original call list; the results come back in the
 * original call order, whatever order the calls finished in. If `run` rejects, no further call
 * starts and the returned promise rejects with that error (`Dispatcher.dispatch` never rejects).
 *
 * @example
 * ```ts
 * const plan = planParallel(calls, { scope });
 * const results = await runPlan(plan, (call) => dispatcher.dispatch(call, context), { concurrency: 4 });
 * // results[i] answers calls[i]
 * ```
 */
export async function runPlan<C extends ModelToolCall, R>(
  plan: readonly PlanSegment<C>[],
  run: (call: C, position: number) => Promise<R>,
  options: RunPlanOptions = {},
): Promise<R[]> {
  const limit = limitOf(options.concurrency);
  const results: R[] = [];
  let offset = 0;
  for (const segment of plan) {
    if (segment.kind === "parallel") {
      await runParallel(segment.calls, offset, run, limit, results);
    } else {
      for (let i = 0; i < segment.calls.length; i += 1) {
        const call = segment.calls[i];
        if (call !== undefined) results[offset + i] = await run(call, offset + i);
      }
    }
    offset += segment.calls.length;
  }
  return results;
}
