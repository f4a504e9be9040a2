import type { BridgeError } from "@hermes/bridge";
import type { GateKind } from "./gate/gate.js";
import type { CallRoute } from "./tool-invocation.js";

/**
 * Fields every activity event has: which model call, which real tool, which batch entry.
 *
 * @example
 * ```ts
 * const base: ActivityBase = { callId: "call_1", name: "list_issues", route: "bridge", index: undefined };
 * ```
 */
export interface ActivityBase {
  /** The model's original call id. */
  readonly callId: string;
  /** The real tool's name (for `rejected`: the name the model used). */
  readonly name: string;
  readonly route: CallRoute;
  /** Entry position in a `tool_call` batch, or `undefined`. */
  readonly index: number | undefined;
}

/**
 * The call entered the pipeline (before pre-hooks), with its validated arguments.
 *
 * @example
 * ```ts
 * { type: "started", callId: "call_1", name: "list_issues", route: "bridge", index: undefined, arguments: { repo: "octo/hello" } }
 * ```
 */
export interface StartedEvent extends ActivityBase {
  readonly type: "started";
  readonly arguments: Readonly<Record<string, unknown>>;
}

/**
 * The approval function said yes. Only sent when an approval function is configured.
 *
 * @example
 * ```ts
 * { type: "approved", callId: "call_1", name: "list_issues", route: "bridge", index: undefined }
 * ```
 */
export interface ApprovedEvent extends ActivityBase {
  readonly type: "approved";
}

/**
 * Terminal: the approval function said no (or failed); nothing was sent.
 *
 * @example
 * ```ts
 * { type: "denied", callId: "call_2", name: "connectors__gmail__SEND_EMAIL", route: "bridge", index: 1, reason: "not now" }
 * ```
 */
export interface DeniedEvent extends ActivityBase {
  readonly type: "denied";
  readonly reason: string | undefined;
}

/**
 * Terminal: a gate other than approval stopped the call (or failed) — a pre-hook, a guardrail
 * or the policy; nothing was sent. (The approval and the definition-change rule report `denied`.)
 *
 * @example
 * ```ts
 * { type: "blocked", callId: "call_3", name: "write_file", route: "direct", index: undefined, by: "guardrail", reason: "outside the workspace" }
 * ```
 */
export interface BlockedEvent extends ActivityBase {
  readonly type: "blocked";
  readonly by: Exclude<GateKind, "approval" | "definition">;
  readonly reason: string;
}

/**
 * Terminal: the user stopped the call before it was made. Unstarted batch entries get this
 * event alone (no `started`).
 *
 * @example
 * ```ts
 * { type: "interrupted", callId: "call_2", name: "connectors__slack__POST", route: "bridge", index: 2 }
 * ```
 */
export interface InterruptedEvent extends ActivityBase {
  readonly type: "interrupted";
}

/**
 * Terminal: `invoke` (or a lookup) returned or failed; `durationMs` is its own time.
 *
 * @example
 * ```ts
 * { type: "finished", callId: "call_1", name: "list_issues", route: "bridge", index: undefined, ok: true, durationMs: 41.2, result: { issues: [] } }
 * ```
 */
export interface FinishedEvent extends ActivityBase {
  readonly type: "finished";
  readonly ok: boolean;
  readonly durationMs: number;
  /** The tool's response when `ok`, else the failure. */
  readonly result: unknown;
}

/**
 * A post-hook threw; the call's result is unchanged. Sent before `finished`.
 *
 * @example
 * ```ts
 * { type: "hook_failed", callId: "call_1", name: "list_issues", route: "bridge", index: undefined, message: "a post-tool hook failed: disk full" }
 * ```
 */
export interface HookFailedEvent extends ActivityBase {
  readonly type: "hook_failed";
  readonly message: string;
}

/**
 * Terminal and alone: the model's request could not be resolved (bad shape, unknown name, …); nothing ran.
 *
 * @example
 * ```ts
 * { type: "rejected", callId: "call_4", name: "tool_call", route: "bridge", index: undefined, error: { error: "'read_file' is a directly-listed tool, …" } }
 * ```
 */
export interface RejectedEvent extends ActivityBase {
  readonly type: "rejected";
  readonly error: BridgeError;
}

/**
 * The activity stream: for each real call, `started`, then optionally `approved`, then exactly
 * one terminal event (`finished`, `denied`, `blocked` or `interrupted`); an unstarted batch
 * entry gets `interrupted` alone; a request that resolves to nothing gets `rejected` alone.
 * Events name the real tool and carry the model's call id.
 *
 * @example
 * ```ts
 * const onEvent = (event: ActivityEvent) => {
 *   if (event.type === "finished") ui.done(event.callId, event.name, event.ok, event.durationMs);
 * };
 * ```
 */
export type ActivityEvent =
  | StartedEvent
  | ApprovedEvent
  | DeniedEvent
  | BlockedEvent
  | InterruptedEvent
  | FinishedEvent
  | HookFailedEvent
  | RejectedEvent;

/**
 * The event sink: called synchronously, in order; a sink that throws is ignored.
 *
 * @example
 * ```ts
 * const events: ActivitySink = (event) => logger.info(`${event.type} ${event.name}`, { callId: event.callId });
 * ```
 */
export type ActivitySink = (event: ActivityEvent) => void;

/** Wraps a sink so that it can never break a dispatch. */
export function safeSink(sink: ActivitySink | undefined): ActivitySink | undefined {
  if (sink === undefined) return undefined;
  return (event) => {
    try {
      sink(event);
    } catch {
      // The event stream is for observers (UI, log); a failing observer must not change any result.
    }
  };
}
