import { resolveCall, type BridgeScope, type LocalBatchMode, type RealCall } from "@hermes/bridge";
import { isConnectorToolName, MANAGE_CONNECTIONS } from "@hermes/catalog/internal";
import { reasonOf } from "../call-failure.js";
import { mergeAccess, type PathAccess } from "./path-access.js";

/**
 * Hermes' core tools that only read, safe to run at the same time as each other: web search
 * and extract, file reading and search, session and skill lookups, vision, Home Assistant reads.
 *
 * @example
 * ```ts
 * planParallel(calls, { scope, parallelTools: [...DEFAULT_PARALLEL_TOOLS, "my_read_only_tool"] });
 * ```
 */
export const DEFAULT_PARALLEL_TOOLS: readonly string[] = Object.freeze([
  "ha_get_state",
  "ha_list_entities",
  "ha_list_services",
  "read_file",
  "search_files",
  "session_search",
  "skill_view",
  "skills_list",
  "vision_analyze",
  "web_extract",
  "web_search",
]);

/**
 * Tools that always run alone, with nothing overtaking them: they wait on the user or change what is connected.
 *
 * @example
 * ```ts
 * planParallel(calls, { scope, barrierTools: [...DEFAULT_BARRIER_TOOLS, "send_message"] });
 * ```
 */
export const DEFAULT_BARRIER_TOOLS: readonly string[] = Object.freeze(["clarify", MANAGE_CONNECTIONS]);

/** How the planner treats one model call, decided on the peeled (real) tool. */
export type CallClass =
  | { readonly kind: "barrier"; readonly reason: string }
  | { readonly kind: "sequential" }
  | { readonly kind: "parallel"; readonly access: PathAccess | undefined };

/** The planner's settings, sets built once per plan. */
export interface ClassifySettings {
  readonly scope: BridgeScope;
  readonly localBatches: LocalBatchMode;
  readonly parallelServers: ReadonlySet<string>;
  readonly parallelTools: ReadonlySet<string>;
  readonly barrierTools: ReadonlySet<string>;
  readonly pathAccess: ((call: RealCall) => PathAccess | undefined) | undefined;
}

const SEQUENTIAL: CallClass = { kind: "sequential" };
const PARALLEL: CallClass = { kind: "parallel", access: undefined };

function classifyReal(call: RealCall, settings: ClassifySettings): CallClass {
  if (settings.barrierTools.has(call.name)) return { kind: "barrier", reason: `'${call.name}' always runs alone` };
  let access: PathAccess | undefined;
  try {
    access = settings.pathAccess?.(call);
  } catch (thrown) {
    return { kind: "barrier", reason: `pathAccess failed for '${call.name}': ${reasonOf(thrown)}` };
  }
  if (access !== undefined) return { kind: "parallel", access };
  if (settings.parallelTools.has(call.name) || isConnectorToolName(call.name)) return PARALLEL;
  const entry = call.entry;
  if (
    entry?.source === "mcp" &&
    (settings.parallelServers.has(entry.sourceName) || settings.parallelServers.has(entry.label))
  )
    return PARALLEL;
  return SEQUENTIAL;
}

/** A sequential local batch: a barrier if any entry is, parallel if every entry is (paths merged). */
function classifyBatch(calls: readonly RealCall[], settings: ClassifySettings): CallClass {
  let access: PathAccess | undefined;
  let parallel = true;
  for (const call of calls) {
    const one = classifyReal(call, settings);
    if (one.kind === "barrier") return one;
    if (one.kind === "sequential") parallel = false;
    else access = mergeAccess(access, one.access);
  }
  return parallel ? { kind: "parallel", access } : SEQUENTIAL;
}

/**
 * Classifies one model call for the planner, on the peeled tool (the real tool behind a
 * `tool_call`), resolving it exactly as the dispatcher would:
 * - `tool_search` / `tool_describe`, and connector batches → parallel;
 * - unparseable arguments or an unresolvable call (any request the dispatcher would reject) → barrier;
 * - a barrier tool (`clarify`, `manage_connections` by default) → barrier;
 * - `pathAccess` returns paths → parallel, with those paths (conflicting calls are split);
 * - a parallel-safe tool, a `connectors__` tool, or a tool of an opted-in MCP server → parallel;
 * - anything else → sequential.
 */
export function classifyCall(name: string, args: unknown, settings: ClassifySettings): CallClass {
  const routed = resolveCall({ name, arguments: args }, settings.scope, { localBatches: settings.localBatches });
  switch (routed.kind) {
    case "lookup":
      return PARALLEL;
    case "rejected":
      return { kind: "barrier", reason: routed.error.error };
    case "single":
      return classifyReal(routed.call, settings);
    case "batch":
      return routed.mode === "connector" ? PARALLEL : classifyBatch(routed.calls, settings);
  }
}
