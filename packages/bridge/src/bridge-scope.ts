import { type TierPlan, type ToolEntry } from "@hermes/catalog";
import type { BridgeError } from "./bridge-error.js";
import { BRIDGE_TOOL_NAMES, isConnectorToolName } from "@hermes/catalog/internal";

/**
 * What one session can reach through the bridge: its tier plan, plus the names of tools that
 * exist in the runtime but not in this session (e.g. a subagent limited to some toolsets).
 */
export interface BridgeScope {
  readonly plan: TierPlan;
  /** Runtime tool names outside this session; calls to them get "not available in this session". */
  readonly outsideScope?: ReadonlySet<string> | undefined;
  /**
   * Names the session refuses with an error of their own, checked before anything else about a
   * called name (for example the tools a serve policy denies, which the plan no longer holds):
   * the error the model reads, or `undefined` for a name it does not refuse. Default: none.
   */
  readonly refuse?: ((name: string) => BridgeError | undefined) | undefined;
}

interface ScopeIndex {
  readonly deferred: ReadonlyMap<string, ToolEntry>;
  readonly visible: ReadonlyMap<string, ToolEntry>;
}

const indexes = new WeakMap<TierPlan, ScopeIndex>();

function indexOf(plan: TierPlan): ScopeIndex {
  let index = indexes.get(plan);
  if (index === undefined) {
    index = {
      deferred: new Map(plan.deferred.map((entry) => [entry.name, entry])),
      visible: new Map(plan.visible.map((entry) => [entry.name, entry])),
    };
    indexes.set(plan, index);
  }
  return index;
}

/**
 * The deferred entry named `name`, or `undefined`. O(1): name maps are built once per plan
 * object and cached.
 *
 * @example
 * ```ts
 * findDeferred(scope, "mcp__github__create_issue")?.inputSchema;
 * ```
 */
export function findDeferred(scope: BridgeScope, name: string): ToolEntry | undefined {
  return indexOf(scope.plan).deferred.get(name);
}

/**
 * The visible (directly-listed) entry named `name`, or `undefined`.
 *
 * @example
 * ```ts
 * findVisible(scope, "read_file")?.name; // "read_file"
 * ```
 */
export function findVisible(scope: BridgeScope, name: string): ToolEntry | undefined {
  return indexOf(scope.plan).visible.get(name);
}

/**
 * Whether `name` is a tool in the model's own tool array (call it directly, not via the bridge).
 *
 * @example
 * ```ts
 * isVisible(scope, "read_file"); // true
 * ```
 */
export function isVisible(scope: BridgeScope, name: string): boolean {
  return indexOf(scope.plan).visible.has(name);
}

/**
 * Whether `name` is one of the bridge's own tools (`tool_search`, `tool_describe`, `tool_call`).
 *
 * @example
 * ```ts
 * isBridgeToolName("tool_call"); // true
 * ```
 */
export function isBridgeToolName(name: string): boolean {
  return (BRIDGE_TOOL_NAMES as readonly string[]).includes(name);
}

/**
 * Whether connector tools are reachable in this session (`manage_connections` is present).
 *
 * @example
 * ```ts
 * connectorsInScope(scope) && isConnectorToolName(name);
 * ```
 */
export function connectorsInScope(scope: BridgeScope): boolean {
  return scope.plan.connectors;
}

/**
 * Whether `name` exists in the runtime but not in this session: listed in `outsideScope`, or a
 * valid `connectors__<app>__<tool>` name (`isConnectorToolName`) while connectors are off (`plan.connectors` false). A visible tool, or a
 * deferred one that is not a connector name, is never outside.
 *
 * @example
 * ```ts
 * isOutsideScope({ plan, outsideScope: new Set(["mcp__jira__search"]) }, "mcp__jira__search"); // true
 * ```
 */
export function isOutsideScope(scope: BridgeScope, name: string): boolean {
  const index = indexOf(scope.plan);
  if (index.visible.has(name)) return false;
  if (isConnectorToolName(name)) return !scope.plan.connectors;
  if (index.deferred.has(name)) return false;
  return scope.outsideScope?.has(name) ?? false;
}
