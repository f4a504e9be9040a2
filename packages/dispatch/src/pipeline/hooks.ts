import { reasonOf } from "../call-failure.js";
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

/** The pre-hooks' verdict on one call. */
export type PreHookVerdict =
  { readonly kind: "continue"; readonly call: ToolInvocation } | { readonly kind: "block"; readonly reason: string };

/**
 * Runs the pre-hooks in order; each sees the arguments as the previous ones left them. The
 * first block wins and later hooks do not run. A hook that throws blocks the call (fail closed).
 */
export async function runPreHooks(hooks: readonly PreHook[], call: ToolInvocation): Promise<PreHookVerdict> {
  let current = call;
  for (const hook of hooks) {
    let result: PreHookResult;
    try {
      result = await hook(current);
    } catch (thrown) {
      return { kind: "block", reason: `a pre-tool hook failed: ${reasonOf(thrown)}` };
    }
    if (result === undefined || result.action === "continue") continue;
    if (result.action === "block") return { kind: "block", reason: result.reason };
    current = { ...current, arguments: result.arguments };
  }
  return { kind: "continue", call: current };
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
