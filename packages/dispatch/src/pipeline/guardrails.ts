import { reasonOf } from "../call-failure.js";
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
 * Runs the guardrails in order and returns the first veto's reason, or `undefined` when all
 * allow. A guardrail that throws vetoes (fail closed).
 */
export async function firstVeto(guardrails: readonly Guardrail[], call: ToolInvocation): Promise<string | undefined> {
  for (const guardrail of guardrails) {
    let verdict: GuardrailVerdict;
    try {
      verdict = await guardrail(call);
    } catch (thrown) {
      return `a guardrail failed: ${reasonOf(thrown)}`;
    }
    if (verdict !== undefined && !verdict.allow) return verdict.reason;
  }
  return undefined;
}
