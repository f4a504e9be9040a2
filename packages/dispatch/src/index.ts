// Public API of @hermes/dispatch: what happens after the model asks for tools. Semver covers
// all of it; the package has no `./internal` entry point (see docs/api-stability.md).

// The dispatcher
export { createDispatcher } from "./dispatcher.js";
export type { Dispatcher, DispatcherParts, DispatchContext, DispatchResult, ModelToolCall } from "./dispatch-types.js";
export type { CallRoute, InvokeContext, InvokeTool, ToolInvocation } from "./tool-invocation.js";
export type { RealCall } from "@hermes/bridge";

// Hooks, guardrails, approvals
export type { PostHook, PostHookOutcome, PreHook, PreHookResult } from "./pipeline/hooks.js";
export type { Guardrail, GuardrailVerdict } from "./pipeline/guardrails.js";
export { approvalDenial, approvalGate, type ApprovalDecision, type Approve } from "./pipeline/approval.js";
export type {
  AnswerQuestion,
  Gate,
  GateAnswer,
  GateContext,
  GateDenial,
  GateKind,
  GateQuestion,
  GateVerdict,
} from "./gate/gate.js";

// Results and failures
export type { BatchEntryResult, BatchResult } from "./run-batch.js";
export {
  INTERRUPTED_RUNNING_MESSAGE,
  ToolCallError,
  isToolCallError,
  type CallFailure,
  type DispatchError,
  type FailureCode,
} from "./call-failure.js";

// Activity events
export type {
  ActivityBase,
  ActivityEvent,
  ActivitySink,
  ApprovedEvent,
  BlockedEvent,
  DeniedEvent,
  FinishedEvent,
  HookFailedEvent,
  InterruptedEvent,
  RejectedEvent,
  StartedEvent,
} from "./activity-events.js";

// Parallel planning
export { planParallel, type ParallelPlanOptions, type PlanSegment } from "./parallel/plan-parallel.js";
export { DEFAULT_BARRIER_TOOLS, DEFAULT_PARALLEL_TOOLS } from "./parallel/classify-call.js";
export type { PathAccess } from "./parallel/path-access.js";
export { DEFAULT_CONCURRENCY, runPlan, type RunPlanOptions } from "./parallel/run-plan.js";
