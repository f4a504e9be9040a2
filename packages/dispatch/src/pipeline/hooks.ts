import { reasonOf } from "../call-failure.js";
import type { Gate, GateDenial, GateVerdict } from "../gate/gate.js";
import type { ToolInvocation } from "../tool-invocation.js";

/**
 * What a pre-hook decides: `undefined` or `{action: "continue"}` lets the call go on;
 * `{action: "block", reason}` stops it (the model gets a `BLOCKED` error with the reason);
 * `{action: "rewrite", arguments}` replaces the arguments that later hooks, guardrails, the
 * approval function and `invoke` see (not validated again: hooks are the runtime's own code).
 *
 * @example
 * ```ts
 * const result: PreHookResult = { action: "rewrite", arguments: { ...call.arguments, dry_run: true } };
 * ```
 */
export type PreHookResult =
  | undefined
  | { readonly action: "continue" }
  | { readonly action: "block"; readonly reason: string }
  | { readonly action: "rewrite"; readonly arguments: Readonly<Record<string, unknown>> };

/**
 * Runs before a real tool call (not before lookups), in order; sees the real name and the
 * current arguments. A hook that throws blocks the call (fail closed).
 *
 * @example
 * ```ts
 * const readOnly: PreHook = (call) => (call.name.startsWith("delete_") ? { action: "block", reason: "read-only session" } : undefined);
 * ```
 */
export type PreHook = (call: ToolInvocation) => PreHookResult | Promise<PreHookResult>;

/**
 * What a post-hook learns about a finished call.
 *
 * @example
 * ```ts
 * const outcome: PostHookOutcome = { ok: true, result: { number: 7 }, durationMs: 12.5 };
 * ```
 */
export interface PostHookOutcome {
  /** `false` when the call failed (`result` is then the `{error, code, …}` the model gets). */
  readonly ok: boolean;
  /** The tool's response, or the error result. */
  readonly result: unknown;
  /** Milliseconds `invoke` (or the lookup) took, by the dispatcher's clock. */
  readonly durationMs: number;
}

/**
 * Runs after a call was made (or a lookup answered: exactly once); observes only, its return
 * value is ignored. Not run for calls that were never made (blocked, denied, interrupted,
 * rejected). A hook that throws is reported as a `hook_failed` event; the result stands.
 *
 * @example
 * ```ts
 * const timing: PostHook = (call, { ok, durationMs }) => log(`${call.name} ${ok ? "ok" : "failed"} in ${durationMs} ms`);
 * ```
 */
export type PostHook = (call: ToolInvocation, outcome: PostHookOutcome) => void | Promise<void>;

const ALLOW: GateVerdict = { action: "allow" };

const blocked = (call: ToolInvocation, reason: string): GateDenial => ({
  action: "deny",
  code: "BLOCKED",
  reason,
  message: `A pre-tool hook blocked this call to '${call.name}'; it was not run. Reason: ${reason}`,
  details: { reason },
});

/**
 * A pre-hook as a gate: `continue` (or nothing) allows, `block` denies with `BLOCKED` and the
 * reason, `rewrite` passes the new arguments on; a hook that throws blocks (fail closed).
 *
 * @example
 * ```ts
 * const gates = hooks.map(hookGate);
 * ```
 */
export function hookGate(hook: PreHook): Gate {
  return {
    kind: "hook",
    async decide(call) {
      let result: PreHookResult;
      try {
        result = await hook(call);
      } catch (thrown) {
        return blocked(call, `a pre-tool hook failed: ${reasonOf(thrown)}`);
      }
      if (result === undefined || result.action === "continue") return ALLOW;
      if (result.action === "block") return blocked(call, result.reason);
      return { action: "rewrite", arguments: result.arguments };
    },
  };
}

/** Runs every post-hook in order; returns the messages of those that threw (the result stands). */
export async function runPostHooks(
  hooks: readonly PostHook[],
  call: ToolInvocation,
  outcome: PostHookOutcome,
): Promise<string[]> {
  const failures: string[] = [];
  for (const hook of hooks) {
    try {
      await hook(call, outcome);
    } catch (thrown) {
      failures.push(`a post-tool hook failed: ${reasonOf(thrown)}`);
    }
  }
  return failures;
}
