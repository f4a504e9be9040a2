import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ActivityEvent } from "../activity-events.js";
import type { ToolInvocation } from "../tool-invocation.js";
import type { AnswerQuestion, Gate, GateDenial, GateQuestion } from "./gate.js";
import { runGates, type GateStage } from "./run-gates.js";

const call: ToolInvocation = {
  callId: "c1",
  name: "mcp__db__query",
  arguments: { sql: "select 1" },
  route: "bridge",
  index: undefined,
  entry: undefined,
};
const denial = (code: string, reason: string): GateDenial => ({
  action: "deny",
  code,
  reason,
  message: `${code}: ${reason}`,
});
const question: GateQuestion = {
  key: "policy:query",
  message: "Run query?",
  declined: denial("DECLINED", "the user said no"),
  unanswered: denial("UNASKABLE", "nobody to ask"),
};
const asking: Gate = { kind: "policy", decide: () => ({ action: "ask", question }) };

function stage(answer?: AnswerQuestion, signal?: AbortSignal): { stage: GateStage<unknown>; events: ActivityEvent[] } {
  const events: ActivityEvent[] = [];
  return { stage: { emit: (event) => void events.push(event), answer, signal, request: undefined }, events };
}

describe("runGates: one stage, one verdict shape", () => {
  it("runs the gates in order, each seeing the arguments the previous ones left", async () => {
    const seen: unknown[] = [];
    const gates: Gate[] = [
      { kind: "hook", decide: (c) => ({ action: "rewrite", arguments: { ...c.arguments, limit: 10 } }) },
      { kind: "guardrail", decide: (c) => (seen.push(c.arguments), { action: "allow" }) },
      { kind: "approval", decide: (c) => (seen.push(c.arguments), { action: "allow" }) },
    ];
    const { stage: s, events } = stage();
    const outcome = await runGates(gates, call, s);
    expect(outcome).toEqual({ kind: "pass", call: { ...call, arguments: { sql: "select 1", limit: 10 } } });
    expect(seen).toEqual([
      { sql: "select 1", limit: 10 },
      { sql: "select 1", limit: 10 },
    ]);
    expect(events.map((event) => event.type)).toEqual(["approved"]);
  });

  it("stops at the first deny: later gates do not run, the failure is the denial's own", async () => {
    const later: string[] = [];
    const gates: Gate[] = [
      {
        kind: "policy",
        decide: () => ({ ...denial("POLICY_DENIED", "policy.deny"), details: { rule: "policy.deny" } }),
      },
      { kind: "approval", decide: () => (later.push("approval"), { action: "allow" }) },
    ];
    const { stage: s, events } = stage();
    expect(await runGates(gates, call, s)).toEqual({
      kind: "denied",
      failure: { rule: "policy.deny", code: "POLICY_DENIED", message: "POLICY_DENIED: policy.deny" },
    });
    expect(later).toEqual([]);
    expect(events).toEqual([
      {
        type: "blocked",
        callId: "c1",
        name: "mcp__db__query",
        route: "bridge",
        index: undefined,
        by: "policy",
        reason: "policy.deny",
      },
    ]);
  });

  it("puts a question to the answerer: accept runs, decline refuses, no answerer or a failing one fails closed", async () => {
    const accept = await runGates([asking], call, stage(() => Promise.resolve("accept")).stage);
    expect(accept.kind).toBe("pass");
    const cases: [AnswerQuestion | undefined, string][] = [
      [() => Promise.resolve("decline"), "DECLINED"],
      [() => Promise.resolve("unsupported"), "UNASKABLE"],
      [undefined, "UNASKABLE"],
      [() => Promise.reject(new Error("client gone")), "UNASKABLE"],
    ];
    for (const [answer, code] of cases) {
      const outcome = await runGates([asking], call, stage(answer).stage);
      expect(outcome.kind === "denied" ? outcome.failure.code : outcome.kind).toBe(code);
    }
  });

  it("refuses the call when a gate throws (fail closed)", async () => {
    const throwing: Gate = {
      kind: "policy",
      decide: () => {
        throw new Error("policy store offline");
      },
    };
    const outcome = await runGates([throwing], call, stage().stage);
    expect(outcome).toMatchObject({ kind: "denied", failure: { code: "BLOCKED" } });
    expect(outcome.kind === "denied" ? outcome.failure.message : "").toContain("policy store offline");
  });

  it("stops waiting for a gate when the user stops the turn, and asks nothing more", async () => {
    const controller = new AbortController();
    const asked: string[] = [];
    const gates: Gate[] = [
      { kind: "approval", decide: () => (queueMicrotask(() => controller.abort()), new Promise(() => undefined)) },
      { kind: "policy", decide: () => (asked.push("policy"), { action: "allow" }) },
    ];
    const { stage: s, events } = stage(undefined, controller.signal);
    expect(await runGates(gates, call, s)).toEqual({ kind: "interrupted", call });
    expect(asked).toEqual([]);
    expect(events).toEqual([]);
  });

  it("passes any call unchanged through gates that all allow", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string(), fc.jsonValue()),
        fc.array(fc.constantFrom<Gate["kind"]>("hook", "guardrail", "policy", "definition"), { maxLength: 5 }),
        async (args, kinds) => {
          const gates = kinds.map((kind): Gate => ({ kind, decide: () => ({ action: "allow" }) }));
          const input = { ...call, arguments: args };
          expect(await runGates(gates, input, stage().stage)).toEqual({ kind: "pass", call: input });
        },
      ),
      { numRuns: 100 },
    );
  });
});
