import type { ToolEntry } from "@hermes/catalog";
import {
  bridgeError,
  isBridgeError,
  resolveToolCall,
  type BridgeError,
  type BridgeScope,
  type LocalBatchMode,
  type ResolvedCall,
} from "@hermes/bridge";
import { batchPolicy, findDeferred, readCalls, type CallEntry } from "@hermes/bridge/internal";

/**
 * One real tool to run (the peeled call): its name, validated arguments and catalog entry
 * (when the session has one). What `planParallel`'s `pathAccess` receives.
 *
 * @example
 * ```ts
 * const pathAccess = (call: RealCall) => (call.name === "write_file" ? { reads: [], writes: [String(call.arguments["path"])] } : undefined);
 * ```
 */
export interface RealCall {
  /** Position in the `tool_call` batch; `undefined` for a call that is not a batch entry. */
  readonly index: number | undefined;
  readonly name: string;
  readonly arguments: Readonly<Record<string, unknown>>;
  readonly entry: ToolEntry | undefined;
}

/** What a `tool_call` request runs: one real tool, or a batch run entry by entry in input order. */
export type ResolvedRequest =
  | { readonly kind: "single"; readonly call: RealCall }
  | { readonly kind: "batch"; readonly mode: "connector" | "sequential"; readonly calls: readonly RealCall[] };

function fromBridge(resolved: ResolvedCall, scope: BridgeScope): ResolvedRequest {
  if (resolved.kind === "local") {
    const { name, arguments: args, entry } = resolved.call;
    return { kind: "single", call: { index: undefined, name, arguments: args, entry } };
  }
  const calls = resolved.calls.map((call) => ({
    index: call.index,
    name: call.name,
    arguments: call.arguments,
    entry: findDeferred(scope, call.name),
  }));
  return { kind: "batch", mode: "connector", calls };
}

/** Resolves each entry of a sequential local batch on its own; the first bad entry rejects the batch. */
function resolveSequential(entries: readonly CallEntry[], scope: BridgeScope): ResolvedRequest | BridgeError {
  const calls: RealCall[] = [];
  for (const entry of entries) {
    const resolved = resolveToolCall({ calls: [{ name: entry.name, arguments: entry.arguments }] }, scope);
    if (isBridgeError(resolved))
      return bridgeError(`${entry.path}: ${resolved.error} Nothing in this batch was run.`, resolved);
    const one = fromBridge(resolved, scope);
    const call = one.kind === "single" ? one.call : one.calls[0];
    if (call !== undefined) calls.push({ ...call, index: entry.index });
  }
  return { kind: "batch", mode: "sequential", calls };
}

/**
 * Resolves a `tool_call` request with `@hermes/bridge` (shapes, batch rule, names, argument
 * validation); runs nothing. With `localBatches: "reject"` this is `resolveToolCall` as is;
 * with `"sequential"` a multi-entry request holding local tools becomes a sequential batch
 * whose entries are each resolved and validated, and one bad entry rejects the whole request
 * (its message names the entry) before anything runs.
 */
export function resolveRequest(
  args: unknown,
  scope: BridgeScope,
  localBatches: LocalBatchMode,
): ResolvedRequest | BridgeError {
  if (localBatches === "sequential") {
    const read = readCalls(args);
    if (!read.ok) return read.error;
    const plan = batchPolicy(read.entries, { localBatches });
    if (isBridgeError(plan)) return plan;
    if (plan.kind === "sequential") return resolveSequential(plan.entries, scope);
  }
  const resolved = resolveToolCall(args, scope);
  return isBridgeError(resolved) ? resolved : fromBridge(resolved, scope);
}
