import { isAborted } from "../abort.js";
import type { ActivityBase } from "../activity-events.js";
import { callFailure, dispatchError, interruptedFailure, thrownFailure, type CallFailure } from "../call-failure.js";
import { runGates } from "../gate/run-gates.js";
import { runPostHooks } from "./hooks.js";
import type { Pipeline } from "./parts.js";
import type { InvokeContext, ToolInvocation } from "../tool-invocation.js";

/** How one real call ended: the tool's response, or why there is none. */
export type InvocationOutcome =
  { readonly ok: true; readonly response: unknown } | { readonly ok: false; readonly failure: CallFailure };

const failed = (failure: CallFailure): InvocationOutcome => ({ ok: false, failure });

function baseOf(call: ToolInvocation): ActivityBase {
  return { callId: call.callId, name: call.name, route: call.route, index: call.index };
}

/** Marks a call the user stopped before it was made: one `interrupted` event, an `INTERRUPTED` failure. */
export function interruptCall<Request>(pipeline: Pipeline<Request>, call: ToolInvocation): InvocationOutcome {
  pipeline.emit?.({ type: "interrupted", ...baseOf(call) });
  return failed(interruptedFailure());
}

async function invokeAndReport<Request>(
  pipeline: Pipeline<Request>,
  call: ToolInvocation,
  signal: AbortSignal | undefined,
  request: Request | undefined,
): Promise<InvocationOutcome> {
  const { clock, emit } = pipeline;
  const context: InvokeContext<Request> = {
    callId: call.callId,
    route: call.route,
    index: call.index,
    entry: call.entry,
    signal,
    ...(request === undefined ? {} : { request }),
  };
  const started = clock();
  let outcome: InvocationOutcome;
  try {
    const response = await pipeline.invoke(call.name, call.arguments, context);
    outcome =
      response === undefined
        ? failed(callFailure("NO_RESULT", `'${call.name}' finished without returning a result.`))
        : { ok: true, response };
  } catch (thrown) {
    outcome = failed(thrownFailure(call.name, thrown, isAborted(signal)));
  }
  const durationMs = clock() - started;
  const result = outcome.ok ? outcome.response : dispatchError(outcome.failure);
  if (pipeline.post.length > 0) {
    for (const message of await runPostHooks(pipeline.post, call, { ok: outcome.ok, result, durationMs })) {
      emit?.({ type: "hook_failed", ...baseOf(call), message });
    }
  }
  emit?.({ type: "finished", ...baseOf(call), ok: outcome.ok, durationMs, result });
  return outcome;
}

/**
 * Runs one real call through the pipeline, in this order: `started` event → the gate stage
 * (`runGates`: pre-hooks (block or rewrite) → guardrails (veto) → the runtime's gates (e.g. the
 * serve policy, the definition-change rule) → approval; one verdict shape, the first refusal
 * wins) → `invoke` → post-hooks → `finished` event. The user's stop is checked before each
 * step: a call stopped before `invoke` is never sent. Never throws (every gate fails closed).
 * `request` (the caller's request context) reaches the gates and `invoke` as `context.request`.
 */
export async function runInvocation<Request>(
  pipeline: Pipeline<Request>,
  call: ToolInvocation,
  signal: AbortSignal | undefined,
  request: Request | undefined,
): Promise<InvocationOutcome> {
  const { emit } = pipeline;
  if (isAborted(signal)) return interruptCall(pipeline, call);
  emit?.({ type: "started", ...baseOf(call), arguments: call.arguments });
  if (pipeline.gates.length === 0) return invokeAndReport(pipeline, call, signal, request);
  const gated = await runGates(pipeline.gates, call, { emit, answer: pipeline.answer, signal, request });
  if (gated.kind === "interrupted") return interruptCall(pipeline, gated.call);
  if (gated.kind === "denied") return failed(gated.failure);
  return invokeAndReport(pipeline, gated.call, signal, request);
}
