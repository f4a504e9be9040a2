import type { ActivitySink } from "../activity-events.js";
import type { AnswerQuestion, Gate } from "../gate/gate.js";
import type { PostHook } from "./hooks.js";
import type { InvokeTool } from "../tool-invocation.js";

/** The runtime's parts as the pipeline uses them, defaults filled in; `Request` is the caller's request context type. */
export interface Pipeline<Request = unknown> {
  readonly invoke: InvokeTool<Request>;
  /** Every "may this call run?" decision, in order: pre-hooks, guardrails, the runtime's gates, approval. */
  readonly gates: readonly Gate<Request>[];
  /** Answers a gate's `ask` through the call's context; none → the question's `unanswered` (fail closed). */
  readonly answer: AnswerQuestion<Request> | undefined;
  readonly post: readonly PostHook[];
  readonly emit: ActivitySink | undefined;
  readonly clock: () => number;
}
