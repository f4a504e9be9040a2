import type { ActivitySink } from "../activity-events.js";
import type { Approve } from "./approval.js";
import type { Guardrail } from "./guardrails.js";
import type { PostHook, PreHook } from "./hooks.js";
import type { InvokeTool } from "../tool-invocation.js";

/** The runtime's parts as the pipeline uses them, defaults filled in. */
export interface Pipeline {
  readonly invoke: InvokeTool;
  readonly pre: readonly PreHook[];
  readonly post: readonly PostHook[];
  readonly guardrails: readonly Guardrail[];
  readonly approve: Approve | undefined;
  readonly emit: ActivitySink | undefined;
  readonly clock: () => number;
}
