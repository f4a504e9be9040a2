import { isAborted, signalOrNever, untilAborted } from "../abort.js";
import type { ActivityBase, ActivitySink } from "../activity-events.js";
import { callFailure, reasonOf, type CallFailure } from "../call-failure.js";
import type { ToolInvocation } from "../tool-invocation.js";
import type { AnswerQuestion, Gate, GateContext, GateDenial, GateVerdict } from "./gate.js";

/** How the gate stage ended: the call (as the gates rewrote it) may run, or why it may not. */
export type GateOutcome =
  | { readonly kind: "pass"; readonly call: ToolInvocation }
  | { readonly kind: "denied"; readonly failure: CallFailure }
  | { readonly kind: "interrupted"; readonly call: ToolInvocation };

/** What the gate stage needs besides the gates: the event sink, the answerer of questions, the stop and the request. */
export interface GateStage<Request> {
  readonly emit: ActivitySink | undefined;
  readonly answer: AnswerQuestion<Request> | undefined;
  readonly signal: AbortSignal | undefined;
  readonly request: Request | undefined;
}

const baseOf = (call: ToolInvocation): ActivityBase => ({
  callId: call.callId,
  name: call.name,
  route: call.route,
  index: call.index,
});

/** A gate that threw: it refuses the call (fail closed). */
function failedGate(thrown: unknown): GateDenial {
  const reason = `a gate failed: ${reasonOf(thrown)}`;
  return {
    action: "deny",
    code: "BLOCKED",
    reason,
    message: `A gate refused this call; it was not run. Reason: ${reason}`,
  };
}

/** The verdict of a question: accepted → allow; declined or unanswerable → its refusal. */
async function answered<Request>(
  verdict: Extract<GateVerdict, { action: "ask" }>,
  answer: AnswerQuestion<Request> | undefined,
  context: GateContext<Request>,
): Promise<GateVerdict> {
  const { question } = verdict;
  if (answer === undefined) return question.unanswered;
  let reply: "accept" | "decline" | "unsupported";
  try {
    reply = await answer(question, context);
  } catch {
    reply = "unsupported";
  }
  if (reply === "accept") return { action: "allow" };
  return reply === "decline" ? question.declined : question.unanswered;
}

/** Reports a refusal: an approval or definition refusal is `denied`, any other gate's `blocked`. */
function reportDenial(
  emit: ActivitySink | undefined,
  gate: Gate<unknown>,
  call: ToolInvocation,
  denial: GateDenial,
): void {
  const { kind } = gate;
  if (kind === "approval" || kind === "definition") emit?.({ type: "denied", ...baseOf(call), reason: denial.reason });
  else emit?.({ type: "blocked", ...baseOf(call), by: kind, reason: denial.reason ?? "" });
}

/**
 * Runs the gates in order on one real call — the pipeline's one "may this call run?" stage.
 * Each gate sees the arguments as the previous ones left them (`rewrite`); the first `deny`
 * wins (a `blocked` or `denied` event, no later gate runs); an `ask` is put to
 * `stage.answer` (none, or a failing one: the question's `unanswered`, fail closed); a gate
 * that throws denies. The user's stop is honoured before every gate and while one waits: the
 * call is then `interrupted`. An `approval` gate that lets the call pass emits `approved`.
 * Never throws.
 */
export async function runGates<Request>(
  gates: readonly Gate<Request>[],
  call: ToolInvocation,
  stage: GateStage<Request>,
): Promise<GateOutcome> {
  const { emit, signal } = stage;
  const context: GateContext<Request> = { signal: signalOrNever(signal), request: stage.request };
  let current = call;
  for (const gate of gates) {
    if (isAborted(signal)) return { kind: "interrupted", call: current };
    let verdict: GateVerdict;
    try {
      if (signal === undefined) verdict = await gate.decide(current, context);
      else {
        const decided = await untilAborted(Promise.resolve(gate.decide(current, context)), signal);
        if (decided.aborted) return { kind: "interrupted", call: current };
        verdict = decided.value;
      }
      if (verdict.action === "ask") {
        const reply = await untilAborted(answered(verdict, stage.answer, context), signal);
        if (reply.aborted) return { kind: "interrupted", call: current };
        verdict = reply.value;
      }
    } catch (thrown) {
      verdict = failedGate(thrown);
    }
    // An approval answered as the user stopped the turn does not count: the call is interrupted.
    if (gate.kind === "approval" && isAborted(signal)) return { kind: "interrupted", call: current };
    if (verdict.action === "deny") {
      reportDenial(emit, gate, call, verdict);
      return { kind: "denied", failure: callFailure(verdict.code, verdict.message, verdict.details) };
    }
    if (verdict.action === "rewrite") current = { ...current, arguments: verdict.arguments };
    else if (gate.kind === "approval") emit?.({ type: "approved", ...baseOf(call) });
  }
  return isAborted(signal) ? { kind: "interrupted", call: current } : { kind: "pass", call: current };
}
