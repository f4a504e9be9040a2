import { isAborted } from "../abort.js";
import type { ActivityBase } from "../activity-events.js";
import { askApproval } from "./approval.js";
import { callFailure, dispatchError, interruptedFailure, thrownFailure, type CallFailure } from "../call-failure.js";
import { firstVeto } from "./guardrails.js";
import { runPostHooks, runPreHooks } from "./hooks.js";
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
 * Runs one real call through the pipeline, in this order: `started` event → pre-hooks (block
 * or rewrite) → guardrails (veto) → approval (interruptible) → `invoke` → post-hooks →
 * `finished` event. The user's stop is checked before each step: a call stopped before
 * `invoke` is never sent. Never throws (hooks, guardrails and approval fail closed). `request`
 * (the caller's request context) reaches `invoke` as `context.request`.
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
  let current = call;
  if (pipeline.pre.length > 0) {
    const verdict = await runPreHooks(pipeline.pre, call);
    if (verdict.kind === "block") {
      emit?.({ type: "blocked", ...baseOf(call), by: "hook", reason: verdict.reason });
      return failed(
        callFailure(
          "BLOCKED",
          `A pre-tool hook blocked this call to '${call.name}'; it was not run. Reason: ${verdict.reason}`,
          { reason: verdict.reason },
        ),
      );
    }
    current = verdict.call;
    if (isAborted(signal)) return interruptCall(pipeline, current);
  }
  if (pipeline.guardrails.length > 0) {
    const veto = await firstVeto(pipeline.guardrails, current);
    if (veto !== undefined) {
      emit?.({ type: "blocked", ...baseOf(call), by: "guardrail", reason: veto });
      return failed(
        callFailure("GUARDRAIL", `A guardrail refused this call to '${call.name}'; it was not run. Reason: ${veto}`, {
          reason: veto,
        }),
      );
    }
    if (isAborted(signal)) return interruptCall(pipeline, current);
  }
  if (pipeline.approve !== undefined) {
    const approval = await askApproval(pipeline.approve, current, signal);
    if (approval.kind === "interrupted" || isAborted(signal)) return interruptCall(pipeline, current);
    if (approval.kind === "denied") {
      emit?.({ type: "denied", ...baseOf(call), reason: approval.reason });
      const because = approval.reason === undefined ? "" : ` Reason: ${approval.reason}`;
      const details = approval.reason === undefined ? undefined : { reason: approval.reason };
      return failed(
        callFailure(
          "DENIED",
          `The user did not approve this call to '${call.name}'; it was not run.${because}`,
          details,
        ),
      );
    }
    emit?.({ type: "approved", ...baseOf(call) });
  }
  return invokeAndReport(pipeline, current, signal, request);
}
