import { isAborted } from "./abort.js";
import { dispatchError, type CallFailure, type DispatchError } from "./call-failure.js";
import type { Pipeline } from "./pipeline/parts.js";
import type { RealCall } from "@hermes/bridge";
import { interruptCall, runInvocation, type InvocationOutcome } from "./pipeline/run-invocation.js";
import type { ToolInvocation } from "./tool-invocation.js";

/**
 * One entry of a batch result: the tool's response, or why there is none. A failed entry has
 * the model-facing failure shape of every other result (docs/errors.md, "What the model
 * reads"): `error` is the sentence, `code` the reason, then any details, after `index` and
 * `name`.
 *
 * @example
 * ```ts
 * { index: 1, name: "connectors__slack__POST", error: "The user did not approve this call to …", code: "DENIED" }
 * ```
 */
export type BatchEntryResult =
  | { readonly index: number; readonly name: string; readonly response: unknown }
  | (DispatchError & { readonly index: number; readonly name: string });

/** Keys of an entry that a failure's details never overwrite. */
const ENTRY_KEYS: ReadonlySet<string> = new Set(["index", "name", "response", "error", "code"]);

/** `{index, name, error: message, code, …details}`: the failure as `dispatchError` words it, placed in the batch. */
function failedEntry(index: number, name: string, failure: CallFailure): BatchEntryResult {
  const { error, code, ...details } = dispatchError(failure);
  const extra = Object.entries(details).filter(([key]) => !ENTRY_KEYS.has(key));
  return Object.fromEntries([
    ["index", index],
    ["name", name],
    ["error", error],
    ["code", code],
    ...extra,
  ]) as BatchEntryResult;
}

/**
 * The result of a `tool_call` batch: every entry in input order, and the counts.
 *
 * @example
 * ```ts
 * { results: [{ index: 0, name: "connectors__gmail__SEND_EMAIL", response: { id: "m1" } }], success_count: 1, error_count: 0, total_count: 1 }
 * ```
 */
export interface BatchResult {
  readonly results: readonly BatchEntryResult[];
  readonly success_count: number;
  readonly error_count: number;
  readonly total_count: number;
}

function entryResult(call: ToolInvocation, index: number, outcome: InvocationOutcome): BatchEntryResult {
  return outcome.ok
    ? { index, name: call.name, response: outcome.response }
    : failedEntry(index, call.name, outcome.failure);
}

/**
 * Runs a batch's entries one at a time, in input order, each through the whole pipeline (its
 * own hooks and approval; a denial or failure affects only that entry). Once the signal fires,
 * every entry not yet started is `INTERRUPTED` and never invoked. Never throws. Every entry's
 * `invoke` gets the same `request` (the caller's request context).
 */
export async function runBatch<Request>(
  pipeline: Pipeline<Request>,
  callId: string,
  calls: readonly RealCall[],
  signal: AbortSignal | undefined,
  request: Request | undefined,
): Promise<BatchResult> {
  const results: BatchEntryResult[] = [];
  let successes = 0;
  for (let position = 0; position < calls.length; position += 1) {
    const real = calls[position];
    if (real === undefined) continue;
    const index = real.index ?? position;
    const call: ToolInvocation = {
      callId,
      name: real.name,
      arguments: real.arguments,
      route: "bridge",
      index,
      entry: real.entry,
    };
    const outcome = isAborted(signal)
      ? interruptCall(pipeline, call)
      : await runInvocation(pipeline, call, signal, request);
    if (outcome.ok) successes += 1;
    results.push(entryResult(call, index, outcome));
  }
  return { results, success_count: successes, error_count: results.length - successes, total_count: results.length };
}
