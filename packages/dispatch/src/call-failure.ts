import { errorGuard, HermesError } from "@hermes/catalog";
import { INTERRUPTED_MESSAGE } from "@hermes/catalog/internal";

/**
 * Why a call produced no tool response:
 * - `INTERRUPTED`: the user stopped it (the signal fired) before it was made, or while it ran;
 * - `DENIED`: the approval function said no (or failed: fail closed);
 * - `BLOCKED`: a pre-hook blocked it (or failed: fail closed);
 * - `GUARDRAIL`: a guardrail vetoed it (or failed: fail closed);
 * - `TOOL_ERROR`: `invoke` threw (a {@link ToolCallError} sets its own code instead);
 * - `NO_RESULT`: `invoke` returned `undefined`: reported instead of lost.
 *
 * @example
 * ```ts
 * if (result.isError && (result.result as DispatchError).code === "INTERRUPTED") showStopped();
 * ```
 */
export type FailureCode = "INTERRUPTED" | "DENIED" | "BLOCKED" | "GUARDRAIL" | "TOOL_ERROR" | "NO_RESULT";

/**
 * Why a call failed, before it is worded for the model: a code, a message the model can act
 * on, and optional structured details. {@link dispatchError} turns it into the model-facing
 * `{error: <message>, code, …details}`, the shape of a whole result and of a batch entry alike.
 *
 * @example
 * ```ts
 * { code: "INTERRUPTED", message: "Stopped by the user before this call was made." }
 * ```
 */
export interface CallFailure {
  readonly code: FailureCode | (string & {});
  readonly message: string;
  readonly [key: string]: unknown;
}

/**
 * A failed call as the whole result of a model call: `{error: <message>, code, …details}`,
 * the same `{error, …}` shape as every `@hermes/bridge` error.
 *
 * @example
 * ```ts
 * { error: "The user did not approve this call to 'create_issue'; it was not run.", code: "DENIED" }
 * ```
 */
export interface DispatchError {
  readonly error: string;
  readonly code: FailureCode | (string & {});
  readonly [key: string]: unknown;
}

/**
 * The message of a call whose `invoke` failed after the user stopped the turn.
 *
 * @example
 * ```ts
 * result.error === INTERRUPTED_RUNNING_MESSAGE; // the tool was sent, then failed after the stop
 * ```
 */
export const INTERRUPTED_RUNNING_MESSAGE = "Stopped by the user while this call was running.";

/**
 * Thrown by an `invoke` function to report a failure with its own code and details (for
 * example a connector's `CONNECTION_REQUIRED` with a `connectUrl`); any other thrown value
 * becomes `TOOL_ERROR` with its message.
 *
 * @example
 * ```ts
 * throw new ToolCallError("CONNECTION_REQUIRED", "Connect Gmail first.", { connectUrl: "https://…" });
 * // the call's result: { error: "Connect Gmail first.", code: "CONNECTION_REQUIRED", connectUrl: "https://…" }
 * ```
 */
export class ToolCallError extends HermesError {
  readonly details: Readonly<Record<string, unknown>>;

  constructor(code: string, message: string, details: Readonly<Record<string, unknown>> = {}) {
    super(code, message, "ToolCallError");
    this.details = details;
  }
}

/**
 * Whether `value` is a {@link ToolCallError}, also one thrown by another installed copy of
 * this package (an `invoke` bundled with its own copy), optionally with the given `code`.
 *
 * @example
 * ```ts
 * isToolCallError(new ToolCallError("CONNECTION_REQUIRED", "Connect Gmail first."), "CONNECTION_REQUIRED"); // true
 * ```
 */
export const isToolCallError: (value: unknown, code?: string) => value is ToolCallError =
  errorGuard<ToolCallError>("ToolCallError");

/** `{code, message, …details}`; `code` and `message` always win over same-named details. */
export function callFailure(code: string, message: string, details?: Readonly<Record<string, unknown>>): CallFailure {
  return details === undefined ? { code, message } : { ...details, code, message };
}

/** A call the user stopped before it was made. */
export function interruptedFailure(): CallFailure {
  return { code: "INTERRUPTED", message: INTERRUPTED_MESSAGE };
}

/** The failure for what `invoke` threw; after the signal fired, an interruption. */
export function thrownFailure(name: string, thrown: unknown, aborted: boolean): CallFailure {
  if (isToolCallError(thrown)) return callFailure(thrown.code, thrown.message, thrown.details);
  if (aborted) return { code: "INTERRUPTED", message: INTERRUPTED_RUNNING_MESSAGE };
  return { code: "TOOL_ERROR", message: `'${name}' failed: ${reasonOf(thrown)}` };
}

/** A failure as a whole call's result: `{error: message, code, …details}` (`error` first). */
export function dispatchError(failure: CallFailure): DispatchError {
  const { code, message, ...details } = failure;
  const extra = Object.entries(details).filter(([key]) => key !== "error");
  return extra.length === 0
    ? { error: message, code }
    : (Object.fromEntries([["error", message], ["code", code], ...extra]) as DispatchError);
}

/** The message of an `Error`, or the thrown value as text. */
export function reasonOf(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : String(thrown);
}
