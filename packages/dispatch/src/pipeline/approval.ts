import { signalOrNever, untilAborted } from "../abort.js";
import { reasonOf } from "../call-failure.js";
import type { ToolInvocation } from "../tool-invocation.js";

/**
 * The approval function's answer: a boolean, or `{approved, reason?}` (the reason reaches the model on a denial).
 *
 * @example
 * ```ts
 * const decision: ApprovalDecision = { approved: false, reason: "not on a Friday" };
 * ```
 */
export type ApprovalDecision = boolean | { readonly approved: boolean; readonly reason?: string | undefined };

/**
 * Asks whether a real call may run (for example a person answering a prompt). Called per call
 * and per batch entry, after pre-hooks and guardrails, before anything is sent. `signal` fires
 * when the user stops the turn: stop waiting then; the dispatcher no longer waits for the answer
 * and the call is `INTERRUPTED`. A denial is a `DENIED` result for that call or entry only; an
 * approval function that throws, or answers anything but `true` / `{approved: true}`, denies
 * (fail closed).
 *
 * @example
 * ```ts
 * const approve: Approve = (call, { signal }) => ui.confirm(`Run ${call.name}?`, { signal });
 * ```
 */
export type Approve = (
  call: ToolInvocation,
  options: { readonly signal: AbortSignal },
) => ApprovalDecision | Promise<ApprovalDecision>;

/** How asking for approval ended. */
export type ApprovalOutcome =
  | { readonly kind: "approved" }
  | { readonly kind: "denied"; readonly reason: string | undefined }
  | { readonly kind: "interrupted" };

/** Only `true` or `{approved: true}` approves: anything else (`{approved: "false"}`, `"yes"`, `null`) denies, fail closed. */
function readDecision(decision: ApprovalDecision): ApprovalOutcome {
  if (decision === true) return { kind: "approved" };
  if (decision === false) return { kind: "denied", reason: undefined };
  if (decision.approved === true) return { kind: "approved" };
  return { kind: "denied", reason: typeof decision.reason === "string" ? decision.reason : undefined };
}

/**
 * Asks `approve` about `call`, racing the user's stop: an abort while waiting gives
 * `interrupted` at once. An approval function that throws (or rejects) denies (fail closed).
 */
export async function askApproval(
  approve: Approve,
  call: ToolInvocation,
  signal: AbortSignal | undefined,
): Promise<ApprovalOutcome> {
  let pending: Promise<ApprovalDecision>;
  try {
    pending = Promise.resolve(approve(call, { signal: signalOrNever(signal) }));
  } catch (thrown) {
    return { kind: "denied", reason: `the approval check failed: ${reasonOf(thrown)}` };
  }
  try {
    const answer = await untilAborted(pending, signal);
    return answer.aborted ? { kind: "interrupted" } : readDecision(answer.value);
  } catch (thrown) {
    return { kind: "denied", reason: `the approval check failed: ${reasonOf(thrown)}` };
  }
}
