import { bridgeError, type BridgeError } from "../bridge-error.js";
import { type ToolEntry } from "@hermes/catalog";
import { isConnectorToolName } from "@hermes/catalog/internal";
import { findDeferred, isBridgeToolName, isOutsideScope, isVisible, type BridgeScope } from "../bridge-scope.js";
import { suggestNames } from "./suggest-names.js";

/** A deferred tool of this session, run in-process by the runtime. */
export interface LocalTarget {
  readonly kind: "local";
  readonly entry: ToolEntry;
}

/** A `connectors__…` tool, run remotely; `entry` when the catalog holds its schema. */
export interface ConnectorTarget {
  readonly kind: "connector";
  readonly entry: ToolEntry | undefined;
}

/** What a name in a `tool_call` request refers to. */
export type CallTarget = LocalTarget | ConnectorTarget;

const namesByPlan = new WeakMap<BridgeScope["plan"], readonly string[]>();

function deferredNames(scope: BridgeScope): readonly string[] {
  let names = namesByPlan.get(scope.plan);
  if (names === undefined) {
    names = scope.plan.deferred.map((entry) => entry.name);
    namesByPlan.set(scope.plan, names);
  }
  return names;
}

/** Up to 3 deferred tools of the session whose names are near `name` (see `suggestNames`); only names the session may use. */
export const suggestDeferred = (name: string, scope: BridgeScope): string[] => suggestNames(name, deferredNames(scope));

/**
 * The error for a name that is no tool of this session: "'x' is not a known tool name", with
 * up to 3 deferred names as "Did you mean" suggestions (also in `suggestions`, possibly empty).
 *
 * @example
 * ```ts
 * unknownToolError("create_issue", scope);
 * // { error: "'create_issue' is not a known tool name. Did you mean 'mcp__github__create_issue'? …", suggestions: [...] }
 * ```
 */
export function unknownToolError(name: string, scope: BridgeScope): BridgeError {
  const suggestions = suggestDeferred(name, scope);
  const hint =
    suggestions.length === 0
      ? "Use tool_search to find the tool, then call it by its exact name."
      : `Did you mean ${suggestions.map((suggestion) => `'${suggestion}'`).join(", ")}? Call it by its exact name.`;
  return bridgeError(`'${name}' is not a known tool name. ${hint}`, { suggestions });
}

/**
 * Resolves one requested name against the session, in this order:
 * 1. a bridge tool name → error ("'tool_search' is a bridge tool, not a deferred one …");
 * 2. a visible (directly-listed) tool → error ("'x' is a directly-listed tool, not a deferred one. Call it directly …");
 * 3. a name outside the session (`isOutsideScope`: in `outsideScope`, or `connectors__…` without
 *    `plan.connectors`) → "'x' is not available in this session.";
 * 4. `connectors__…` → a connector target;
 * 5. a deferred tool → a local target;
 * 6. a tool of an unavailable source (its `tools`) → "'x' belongs to memory, which is unavailable: <reason>";
 * 7. a name in the namespace of an unavailable MCP server (`mcp__<server>__…`, also one that
 *    never started and so has no tool names) → UNAVAILABLE naming the server and its reason;
 * 8. anything else → {@link unknownToolError}.
 *
 * @example
 * ```ts
 * resolveTarget("mcp__github__create_issue", scope); // { kind: "local", entry: {...} }
 * ```
 */
export function resolveTarget(name: string, scope: BridgeScope): CallTarget | BridgeError {
  if (isBridgeToolName(name)) {
    return bridgeError(
      `'${name}' is a bridge tool, not a deferred one: call it directly as its own tool. tool_call only runs tools found with tool_search.`,
    );
  }
  if (isVisible(scope, name)) {
    return bridgeError(
      `'${name}' is a directly-listed tool, not a deferred one. Call it directly instead of through tool_call.`,
    );
  }
  if (isOutsideScope(scope, name)) {
    return bridgeError(
      `'${name}' is not available in this session. Do not retry it; use tool_search to find a tool this session has.`,
    );
  }
  if (isConnectorToolName(name)) return { kind: "connector", entry: findDeferred(scope, name) };
  const entry = findDeferred(scope, name);
  if (entry !== undefined) return { kind: "local", entry };
  const down = scope.plan.unavailable.find((source) => source.tools?.includes(name) === true);
  if (down !== undefined) {
    return bridgeError(
      `'${name}' belongs to ${down.label}, which is unavailable: ${down.reason}. Try it again later, or use tool_search to find another tool.`,
      {
        code: "UNAVAILABLE",
        source: down.label,
      },
    );
  }
  const server = unavailableServerOf(name, scope);
  if (server !== undefined) {
    return bridgeError(
      `'${name}' belongs to MCP server ${server.label}, which is unavailable: ${server.reason}. Try it again later, or use tool_search to find another tool.`,
      { code: "UNAVAILABLE", source: server.label },
    );
  }
  return unknownToolError(name, scope);
}

/** Characters a server name loses in a namespaced tool name (`mcp__<server>__<tool>`). */
const UNSAFE_IN_NAME = /[^A-Za-z0-9_-]/g;

/**
 * The unavailable MCP source whose namespace `name` is in (`mcp__<server>__…`, the server's
 * name as the hub writes it): a server that never started has no tool names to match, but a
 * name in its namespace is still its tool, not an unknown one.
 */
function unavailableServerOf(name: string, scope: BridgeScope): BridgeScope["plan"]["unavailable"][number] | undefined {
  if (!name.startsWith("mcp__")) return undefined;
  return scope.plan.unavailable.find((source) => {
    const prefix = `mcp__${source.sourceName.replace(UNSAFE_IN_NAME, "_")}__`;
    return name.startsWith(prefix) && name.length > prefix.length;
  });
}
