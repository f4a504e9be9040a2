import type { ToolInvocation } from "../tool-invocation.js";

/**
 * A gate's refusal: the failure the model reads (`code`, `message` and any `details`, worded as
 * every other failure: docs/errors.md) and the short `reason` events and hooks report.
 *
 * @example
 * ```ts
 * const denial: GateDenial = { action: "deny", code: "GUARDRAIL", reason: "no DDL", message: "A guardrail refused this call …" };
 * ```
 */
export interface GateDenial {
  readonly action: "deny";
  readonly code: string;
  /** Why, in a few words; an approval refused without one has none. */
  readonly reason: string | undefined;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * A question a gate needs the user to answer before the call may run, answered through the
 * call's context (`DispatcherParts.answer`: for the MCP gateway, an elicitation to the front
 * client's user). Not answerable there, the call fails closed with `unanswered`.
 *
 * @example
 * ```ts
 * const question: GateQuestion = { key: "hermes/policy:mcp__github__delete_repo", message: "Run delete_repo?", declined, unanswered };
 * ```
 */
export interface GateQuestion {
  /** A stable key for the question (the same call asks the same key). */
  readonly key: string;
  /** What the user is asked. */
  readonly message: string;
  /** The refusal when the user declines or cancels. */
  readonly declined: GateDenial;
  /** The refusal when nobody can be asked (no answerer, or the client cannot be asked): fail closed. */
  readonly unanswered: GateDenial;
}

/**
 * What a gate decides about one real call — the one verdict shape of every "may this call
 * run?" mechanism (hooks, guardrails, policy, the definition-change rule, approval):
 * - `allow`: the next gate decides;
 * - `deny`: the call does not run; the model reads the denial;
 * - `ask`: the call runs only if the user accepts the question;
 * - `rewrite`: the next gates, `invoke` and the post-hooks see these arguments instead.
 *
 * @example
 * ```ts
 * const verdict: GateVerdict = call.name.startsWith("delete_") ? denial : { action: "allow" };
 * ```
 */
export type GateVerdict =
  | { readonly action: "allow" }
  | GateDenial
  | { readonly action: "ask"; readonly question: GateQuestion }
  | { readonly action: "rewrite"; readonly arguments: Readonly<Record<string, unknown>> };

/**
 * Who a gate speaks for, for events (`blocked` names it in `by`; an `approval` or `definition`
 * refusal is a `denied` event, an `approval` pass an `approved` one).
 */
export type GateKind = "hook" | "guardrail" | "policy" | "definition" | "approval";

/**
 * What a gate may read besides the call: the user's stop (stop waiting when it fires) and the
 * caller's request context (`DispatchContext.request`).
 *
 * @example
 * ```ts
 * const gate: Gate = { kind: "policy", decide: (call, { request }) => decideFor(call, request) };
 * ```
 */
export interface GateContext<Request = unknown> {
  readonly signal: AbortSignal;
  readonly request: Request | undefined;
}

/**
 * One "may this call run?" decision, run in the pipeline's single gate stage before anything is
 * invoked. A gate that throws (or rejects) denies (fail closed).
 *
 * @example
 * ```ts
 * const readOnly: Gate = {
 *   kind: "policy",
 *   decide: (call) => (call.name.startsWith("delete_") ? { action: "deny", code: "BLOCKED", reason: "read-only", message: "…" } : { action: "allow" }),
 * };
 * ```
 */
export interface Gate<Request = unknown> {
  readonly kind: GateKind;
  decide(call: ToolInvocation, context: GateContext<Request>): GateVerdict | Promise<GateVerdict>;
}

/**
 * How a gate's question was answered: `accept` runs the call, `decline` refuses it with the
 * question's `declined`, `unsupported` (nobody can be asked) with its `unanswered`.
 */
export type GateAnswer = "accept" | "decline" | "unsupported";

/**
 * Answers gates' questions through the call's context (for the MCP gateway: an elicitation to
 * the front client that made the call). Rejecting counts as `unsupported` (fail closed).
 *
 * @example
 * ```ts
 * const answer: AnswerQuestion<FrontScope> = (question, { request }) =>
 *   request?.confirm === undefined ? Promise.resolve("unsupported") : ask(request.confirm, question);
 * ```
 */
export type AnswerQuestion<Request = unknown> = (
  question: GateQuestion,
  context: GateContext<Request>,
) => Promise<GateAnswer>;
