import type { ActivitySink } from "../activity-events.js";
import type { Approve } from "./approval.js";
import type { Guardrail } from "./guardrails.js";
import type { PostHook, PreHook } from "./hooks.js";
import type { InvokeTool } from "../tool-invocation.js";

/** The runtime's parts as the pipeline uses them, defaults filled in; `Request` is the caller's request context type. */
export interface Pipeline<Request = unknown> {
  readonly invoke: InvokeTool<Request>;
  readonly pre: readonly PreHook[];
  readonly post: readonly PostHook[];
  readonly guardrails: readonly Guardrail[];
  readonly approve: Approve | undefined;
  readonly emit: ActivitySink | undefined;
  readonly clock: () => number;
}
