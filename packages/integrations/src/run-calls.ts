import { runPlan, type Assembly, type DispatchResult, type ModelToolCall, type ToolSearch } from "@hermes/tool-search";

/** What every provider loop of this package takes besides its client and messages. */
export interface ToolLoopOptions {
  readonly search: ToolSearch;
  readonly assembly: Assembly;
  readonly model: string;
  /** Most model requests. Default 8. */
  readonly maxSteps?: number | undefined;
  /** The user's stop: passed to every request and every tool call. */
  readonly signal?: AbortSignal | undefined;
}

/** Options of {@link runToolCalls}. */
export interface RunToolCallsOptions {
  /** The user's stop: nothing unstarted runs once it fires; running calls get it too. */
  readonly signal?: AbortSignal | undefined;
  /** Most calls of one parallel segment running at once. Default 4. */
  readonly concurrency?: number | undefined;
}

/**
 * Runs one turn's tool calls the way the runtime would: `search.plan` splits them into parallel
 * and sequential segments (decided on the real tools behind `tool_call`), each call goes
 * through `search.handle` (hooks, guardrails, approval, interruption), and the results come
 * back in call order. Never rejects: a failing call is a result with `isError: true`.
 *
 * @example
 * ```ts
 * const results = await runToolCalls(search, assembly, [{ id: "c1", name: "tool_search", arguments: '{"queries":["github issue"]}' }]);
 * results[0]?.isError; // false
 * ```
 */
export function runToolCalls(
  search: ToolSearch,
  assembly: Assembly,
  calls: readonly ModelToolCall[],
  options: RunToolCallsOptions = {},
): Promise<DispatchResult[]> {
  return runPlan(search.plan(calls, assembly), (call) => search.handle(call, { assembly, signal: options.signal }), {
    concurrency: options.concurrency ?? 4,
  });
}
