import {
  isBridgeError,
  validateArguments,
  type BridgeError,
  type BridgeScope,
  type LocalBatchMode,
} from "@hermes/bridge";
import { findVisible, isVisible, readCalls } from "@hermes/bridge/internal";
import { isDownstream, isManageConnections } from "@hermes/catalog/internal";
import { resolveRequest, type RealCall } from "./resolve-request.js";

/** The bridge tools answered inline. */
export type LookupName = "tool_search" | "tool_describe";

/** Where a model tool call goes, decided on the peeled (real) tool. */
export type RoutedCall =
  | { readonly kind: "lookup"; readonly tool: LookupName }
  | { readonly kind: "single"; readonly route: "direct" | "bridge"; readonly call: RealCall }
  | { readonly kind: "batch"; readonly mode: "connector" | "sequential"; readonly calls: readonly RealCall[] }
  | { readonly kind: "rejected"; readonly error: BridgeError };

const rejected = (error: BridgeError): RoutedCall => ({ kind: "rejected", error });

/** A deferred (or connector) tool called by its own name: resolved and validated exactly like a one-entry `tool_call`. */
function routeDeferred(name: string, args: unknown, scope: BridgeScope): RoutedCall {
  const resolved = resolveRequest({ name, arguments: args }, scope, "reject");
  if (isBridgeError(resolved)) return rejected(resolved);
  const call = resolved.kind === "single" ? resolved.call : resolved.calls[0];
  return call === undefined
    ? rejected({ error: `'${name}' could not be resolved.` })
    : { kind: "single", route: "direct", call: { ...call, index: undefined } };
}

/**
 * Routes one model tool call, running nothing:
 * - `tool_search` / `tool_describe` → a lookup;
 * - `tool_call` → {@link resolveRequest} (one real tool, a connector batch, a sequential
 *   local batch, or the bridge's error — e.g. "call it directly" for a visible tool);
 * - a visible tool → that tool with the model's arguments read as an object (a JSON string
 *   is parsed, `null`/blank → `{}`), not validated when it is the runtime's own (the runtime
 *   owns its tools' schemas), validated when it comes from an MCP server or the gateway;
 * - any other name → resolved and validated like a one-entry `tool_call`: a deferred tool
 *   runs as itself, out-of-session and unknown names get the bridge's error.
 */
export function routeCall(name: string, args: unknown, scope: BridgeScope, localBatches: LocalBatchMode): RoutedCall {
  if (name === "tool_search" || name === "tool_describe") return { kind: "lookup", tool: name };
  if (name === "tool_call") {
    const resolved = resolveRequest(args, scope, localBatches);
    if (isBridgeError(resolved)) return rejected(resolved);
    return resolved.kind === "single" ? { kind: "single", route: "bridge", call: resolved.call } : resolved;
  }
  if (isVisible(scope, name)) {
    const read = readCalls({ name, arguments: args });
    if (!read.ok) return rejected(read.error);
    const first = read.entries[0];
    if (first === undefined) return rejected({ error: `'${name}' could not be read.` });
    const entry = findVisible(scope, name);
    // A visible downstream tool (always-load MCP or connector) is validated like a deferred one:
    // its schema comes from a server, not from the runtime (docs/security.md, "Bounded validation").
    if (entry !== undefined && isDownstream(entry) && !isManageConnections(entry)) {
      const validated = validateArguments(entry, first.arguments);
      if (isBridgeError(validated)) return rejected(validated);
      return {
        kind: "single",
        route: "direct",
        call: { index: undefined, name, arguments: validated.arguments, entry },
      };
    }
    return { kind: "single", route: "direct", call: { index: undefined, name, arguments: first.arguments, entry } };
  }
  return routeDeferred(name, args, scope);
}
