import { reasonOf } from "../call-failure.js";
import type { Gate, GateDenial } from "../gate/gate.js";
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

/** A denial in the approval's words: `DENIED`, with the reason when there is one. */
export function approvalDenial(call: ToolInvocation, reason: string | undefined): GateDenial {
  return {
    action: "deny",
    code: "DENIED",
    reason,
    message: `The user did not approve this call to '${call.name}'; it was not run.${reason === undefined ? "" : ` Reason: ${reason}`}`,
    details: reason === undefined ? undefined : { reason },
  };
}

/** Only `true` or `{approved: true}` approves: anything else denies, fail closed. */
function readDecision(decision: ApprovalDecision): {
  readonly approved: boolean;
  readonly reason?: string | undefined;
} {
  if (decision === true) return { approved: true };
  if (decision === false) return { approved: false };
  if (decision.approved === true) return { approved: true };
  return { approved: false, reason: typeof decision.reason === "string" ? decision.reason : undefined };
}

/**
 * The approval function as a gate: only `true` or `{approved: true}` allows; anything else, or
 * an approval function that throws, denies with `DENIED` (fail closed). `onApproved` runs after
 * an approval (e.g. to accept a changed definition the user just approved).
 *
 * @example
 * ```ts
 * const gate = approvalGate((call, { signal }) => ui.confirm(`Run ${call.name}?`, { signal }));
 * ```
 */
export function approvalGate(approve: Approve, onApproved?: (call: ToolInvocation) => void): Gate {
  return {
    kind: "approval",
    async decide(call, { signal }) {
      let decision: { readonly approved: boolean; readonly reason?: string | undefined };
      try {
        decision = readDecision(await approve(call, { signal }));
      } catch (thrown) {
        return approvalDenial(call, `the approval check failed: ${reasonOf(thrown)}`);
      }
      if (!decision.approved) return approvalDenial(call, decision.reason);
      onApproved?.(call);
      return { action: "allow" };
    },
  };
}
