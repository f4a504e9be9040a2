import type { BridgeScope, LocalBatchMode, RealCall } from "@hermes/bridge";
import { classifyCall, DEFAULT_BARRIER_TOOLS, DEFAULT_PARALLEL_TOOLS, type ClassifySettings } from "./classify-call.js";
import type { ModelToolCall } from "../dispatch-types.js";
import { accessConflicts, type PathAccess } from "./path-access.js";

/**
 * Options of {@link planParallel}.
 *
 * @example
 * ```ts
 * const options: ParallelPlanOptions = { scope: { plan }, parallelServers: new Set(["github"]), pathAccess };
 * ```
 */
export interface ParallelPlanOptions {
  /** The session, to peel `tool_call` and find each tool's server. */
  readonly scope: BridgeScope;
  /** MCP servers configured with `supports_parallel_tool_calls: true` (server name or label). Default none. */
  readonly parallelServers?: Iterable<string> | undefined;
  /** Tools safe to run at the same time as each other. Default {@link DEFAULT_PARALLEL_TOOLS}. */
  readonly parallelTools?: Iterable<string> | undefined;
  /** Tools that always run alone. Default {@link DEFAULT_BARRIER_TOOLS} (`clarify`, `manage_connections`). */
  readonly barrierTools?: Iterable<string> | undefined;
  /**
   * Path-scoped tools: the paths a peeled call reads and writes, or `undefined` for a tool
   * that is not path-scoped. A call with declared paths may run in parallel, but never in the
   * same segment as a call whose paths conflict (see `accessConflicts`). A throw makes the call a barrier.
   */
  readonly pathAccess?: ((call: RealCall) => PathAccess | undefined) | undefined;
  /** As the dispatcher's `localBatches` (default `"reject"`), so that calls are peeled the same way. */
  readonly localBatches?: LocalBatchMode | undefined;
}

/**
 * A run of consecutive calls: all at once (`parallel`) or one after another (`sequential`).
 *
 * @example
 * ```ts
 * { kind: "parallel", calls: [searchCall, listIssuesCall], barrier: false }
 * ```
 */
export interface PlanSegment<C extends ModelToolCall = ModelToolCall> {
  readonly kind: "parallel" | "sequential";
  /** The calls, in input order (the same objects). */
  readonly calls: readonly C[];
  /** A barrier call: always alone in a `sequential` segment. */
  readonly barrier: boolean;
}

interface OpenSegment<C extends ModelToolCall> {
  readonly kind: "parallel" | "sequential";
  readonly calls: C[];
  readonly barrier: boolean;
  readonly accesses: PathAccess[];
}

/**
 * Splits one model turn's calls into ordered segments. Concatenating the segments' calls
 * gives the input exactly; segments run one after another, so a later call never overtakes
 * an earlier one across a segment boundary. Decisions are made on the peeled tool (see
 * `classifyCall`): consecutive parallel-safe calls share a `parallel` segment unless their
 * paths conflict; consecutive other calls share a `sequential` segment; a barrier (`clarify`,
 * `manage_connections`, unparseable arguments, an unresolvable call) is a `sequential`
 * segment of its own. Pure: runs nothing, the same calls and options give the same plan.
 *
 * @example
 * ```ts
 * planParallel(calls, { scope: { plan }, parallelServers: ["github"] });
 * // [{ kind: "parallel", calls: [search, listIssues], barrier: false }, { kind: "sequential", calls: [clarify], barrier: true }, …]
 * ```
 */
export function planParallel<C extends ModelToolCall>(
  calls: readonly C[],
  options: ParallelPlanOptions,
): PlanSegment<C>[] {
  const settings: ClassifySettings = {
    scope: options.scope,
    localBatches: options.localBatches ?? "reject",
    parallelServers: new Set(options.parallelServers ?? []),
    parallelTools: new Set(options.parallelTools ?? DEFAULT_PARALLEL_TOOLS),
    barrierTools: new Set(options.barrierTools ?? DEFAULT_BARRIER_TOOLS),
    pathAccess: options.pathAccess,
  };
  const segments: OpenSegment<C>[] = [];
  let open: OpenSegment<C> | undefined;
  for (const call of calls) {
    const kind = classifyCall(call.name, call.arguments, settings);
    if (kind.kind === "barrier") {
      segments.push({ kind: "sequential", calls: [call], barrier: true, accesses: [] });
      open = undefined;
    } else if (kind.kind === "sequential") {
      if (open?.kind === "sequential") open.calls.push(call);
      else segments.push((open = { kind: "sequential", calls: [call], barrier: false, accesses: [] }));
    } else {
      const access = kind.access;
      const fits =
        open?.kind === "parallel" &&
        (access === undefined || !open.accesses.some((other) => accessConflicts(access, other)));
      if (open !== undefined && fits) open.calls.push(call);
      else segments.push((open = { kind: "parallel", calls: [call], barrier: false, accesses: [] }));
      if (access !== undefined) open.accesses.push(access);
    }
  }
  return segments.map(({ kind, calls: members, barrier }) => ({ kind, calls: members, barrier }));
}
