import { resolveCall } from "@hermes/bridge";
import { safeSink } from "./activity-events.js";
import type { Gate } from "./gate/gate.js";
import { approvalGate } from "./pipeline/approval.js";
import { guardrailGate } from "./pipeline/guardrails.js";
import { hookGate } from "./pipeline/hooks.js";
import { dispatchError } from "./call-failure.js";
import type { Dispatcher, DispatcherParts, DispatchResult } from "./dispatch-types.js";
import { answerLookup } from "./route/lookups.js";
import type { Pipeline } from "./pipeline/parts.js";
import { runBatch } from "./run-batch.js";
import { runInvocation } from "./pipeline/run-invocation.js";

const defaultClock = (): number => performance.now();

/**
 * Creates a dispatcher from the runtime's parts. `dispatch(call, {scope, config, signal?})`
 * answers one model tool call and resolves a {@link DispatchResult} `{id, name, result, isError}`:
 * - `tool_search` / `tool_describe`: answered inline by `@hermes/bridge`; events `started` +
 *   `finished` and exactly one run of the post-hooks (no pre-hooks, guardrails or approval);
 * - `tool_call`: resolved and validated by `@hermes/bridge`, then run as the **real** tool —
 *   pre-hooks → guardrails → approval → `invoke` → post-hooks, with events — all seeing the
 *   real name and arguments and the model's call id; a remote tool under the remote source's
 *   canonical name (`RemoteSource.canonicalName`), whatever spelling the model used. A connector batch (or, with
 *   `localBatches: "sequential"`, a local batch) runs entry by entry in input order and
 *   answers `{results: [{index, name, response} | {index, name, error}], success_count,
 *   error_count, total_count}`; a visible tool gets the bridge's "call it directly" error and
 *   nothing runs; a multi-local batch is rejected (default) before anything runs;
 * - a visible tool called by name: runs through the same pipeline (arguments not validated);
 * - a deferred tool called by its real name: validated like `tool_call`, then the same pipeline;
 * - an unknown or out-of-session name: the bridge's error (with "Did you mean" suggestions).
 *
 * Never throws on model input, on a throwing `invoke` (a `TOOL_ERROR` result for that call)
 * or on failing hooks, guardrails or approval (fail closed: the call does not run). The user's
 * stop (`signal`) is honoured before every step: what has not started is `INTERRUPTED` and is
 * never invoked. The dispatcher keeps no state between calls, so concurrent dispatches are
 * independent. `context.request` (the caller's request context, typed by `Request`) reaches
 * `invoke` as `InvokeContext.request` for every real call of that dispatch and no other.
 * Defaults: no hooks, guardrails or approval; `clock` = `performance.now`;
 * `localBatches` = `"reject"`; no `request`.
 *
 * @example
 * ```ts
 * const dispatcher = createDispatcher({ invoke: (name, args) => tools[name](args), approve: askUser });
 * const { result } = await dispatcher.dispatch(
 *   { id: "call_1", name: "tool_call", arguments: '{"calls":[{"name":"list_issues","arguments":{"owner":"octo","repo":"hello"}}]}' },
 *   { scope: { plan }, config: DEFAULT_CONFIG, signal },
 * );
 * ```
 */
export function createDispatcher<Request = unknown>(parts: DispatcherParts<Request>): Dispatcher<Request> {
  // One gate stage, in this order: pre-hooks, guardrails, the runtime's gates, approval.
  const gates: Gate<Request>[] = [
    ...(parts.hooks?.pre ?? []).map(hookGate),
    ...(parts.guardrails ?? []).map(guardrailGate),
    ...(parts.gates ?? []),
    ...(parts.approve === undefined ? [] : [approvalGate(parts.approve)]),
  ];
  const pipeline: Pipeline<Request> = {
    invoke: parts.invoke,
    gates,
    answer: parts.answer,
    post: parts.hooks?.post ?? [],
    emit: safeSink(parts.events),
    clock: parts.clock ?? defaultClock,
  };
  const localBatches = parts.localBatches ?? "reject";
  const dispatcher: Dispatcher<Request> = {
    resolve: (call, scope) =>
      resolveCall({ name: call.name, arguments: call.arguments }, scope, { localBatches, remote: parts.remote }),
    async run(call, resolved, context): Promise<DispatchResult> {
      const { id, name } = call;
      const { scope, signal, request } = context;
      switch (resolved.kind) {
        case "lookup": {
          const lookup = {
            callId: id,
            scope,
            config: context.config,
            remote: parts.remote,
            signal,
            rerank: parts.rerank,
            embedders: parts.embedders,
          };
          const answered = await answerLookup(pipeline, resolved, call.arguments, lookup);
          return { id, name, result: answered.result, isError: !answered.ok };
        }
        case "rejected":
          pipeline.emit?.({
            type: "rejected",
            callId: id,
            name,
            route: name === "tool_call" ? "bridge" : "direct",
            index: undefined,
            error: resolved.error,
          });
          return { id, name, result: resolved.error, isError: true };
        case "batch":
          return { id, name, result: await runBatch(pipeline, id, resolved.calls, signal, request), isError: false };
        case "single": {
          const real = resolved.call;
          const invocation = {
            callId: id,
            name: real.name,
            arguments: real.arguments,
            route: resolved.route,
            index: undefined,
            entry: real.entry,
          };
          const outcome = await runInvocation(pipeline, invocation, signal, request);
          return outcome.ok
            ? { id, name, result: outcome.response, isError: false }
            : { id, name, result: dispatchError(outcome.failure), isError: true };
        }
      }
    },
    dispatch: (call, context) => dispatcher.run(call, dispatcher.resolve(call, context.scope), context),
  };
  return dispatcher;
}
