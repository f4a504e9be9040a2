import { reasonOf } from "../call-failure.js";
import type { Gate } from "../gate/gate.js";
import type { ToolInvocation } from "../tool-invocation.js";

/**
 * A guardrail's verdict: `undefined` or `{allow: true}` lets the call go on; `{allow: false, reason}` vetoes it.
 *
 * @example
 * ```ts
 * const verdict: GuardrailVerdict = { allow: false, reason: "outside the workspace" };
 * ```
 */
export type GuardrailVerdict =
  undefined | { readonly allow: true } | { readonly allow: false; readonly reason: string };

/**
 * A policy check that can only veto: runs after the pre-hooks (so it sees the final
 * arguments) and before approval, so the user is never asked about a call that would be refused.
 * The model gets a `GUARDRAIL` error with the reason; a guardrail that throws vetoes (fail closed).
 *
 * @example
 * ```ts
 * const inWorkspace: Guardrail = (call) =>
 *   String(call.arguments["path"] ?? "/work").startsWith("/work") ? undefined : { allow: false, reason: "outside the workspace" };
 * ```
 */
export type Guardrail = (call: ToolInvocation) => GuardrailVerdict | Promise<GuardrailVerdict>;

/**
 * A guardrail as a gate: no verdict or `{allow: true}` allows, `{allow: false, reason}` denies
 * with `GUARDRAIL`; a guardrail that throws denies (fail closed).
 *
 * @example
 * ```ts
 * const gates = guardrails.map(guardrailGate);
 * ```
 */
export function guardrailGate(guardrail: Guardrail): Gate {
  return {
    kind: "guardrail",
    async decide(call) {
      let verdict: GuardrailVerdict;
      let reason: string;
      try {
        verdict = await guardrail(call);
        if (verdict === undefined || verdict.allow) return { action: "allow" };
        reason = verdict.reason;
      } catch (thrown) {
        reason = `a guardrail failed: ${reasonOf(thrown)}`;
      }
      return {
        action: "deny",
        code: "GUARDRAIL",
        reason,
        message: `A guardrail refused this call to '${call.name}'; it was not run. Reason: ${reason}`,
        details: { reason },
      };
    },
  };
}
