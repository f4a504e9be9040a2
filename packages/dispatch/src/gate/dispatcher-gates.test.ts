import { describe, expect, it } from "vitest";
import { createDispatcher } from "../dispatcher.js";
import type { Gate, GateDenial } from "./gate.js";
import { context, recordingParts, toolCall } from "../../test/fixtures.js";

const query = toolCall("q1", [{ name: "mcp__postgres__query", arguments: { sql: "drop table x" } }]);
const refusal: GateDenial = {
  action: "deny",
  code: "POLICY_DENIED",
  reason: "policy.deny",
  message: "denied by policy",
};

describe("the dispatcher's one gate stage", () => {
  it("runs the runtime's gates after the hooks and guardrails and before approval, in one order", async () => {
    const order: string[] = [];
    const gate = (name: string): Gate => ({ kind: "policy", decide: () => (order.push(name), { action: "allow" }) });
    const { parts, invoked } = recordingParts({
      hooks: { pre: [() => void order.push("hook")] },
      guardrails: [() => void order.push("guardrail")],
      gates: [gate("policy"), gate("definition")],
      approve: () => (order.push("approval"), true),
    });
    await createDispatcher(parts).dispatch(query, context);
    expect(order).toEqual(["hook", "guardrail", "policy", "definition", "approval"]);
    expect(invoked).toHaveLength(1);
  });

  it("refuses before approval is asked, reporting the gate, and never invokes", async () => {
    const asked: string[] = [];
    const { parts, invoked, events } = recordingParts({
      gates: [{ kind: "policy", decide: () => ({ ...refusal, details: { rule: "policy.deny" } }) }],
      approve: (call) => (asked.push(call.name), true),
    });
    const result = await createDispatcher(parts).dispatch(query, context);
    expect(result.result).toEqual({ error: "denied by policy", code: "POLICY_DENIED", rule: "policy.deny" });
    expect(asked).toEqual([]);
    expect(invoked).toEqual([]);
    expect(events.map((event) => (event.type === "blocked" ? `blocked by ${event.by}` : event.type))).toEqual([
      "started",
      "blocked by policy",
    ]);
  });

  it("puts a gate's question to the answerer with the call's request; without one it fails closed", async () => {
    const question = {
      key: "k",
      message: "Run it?",
      declined: { ...refusal, code: "POLICY_DECLINED" },
      unanswered: { ...refusal, code: "POLICY_ASK_UNSUPPORTED" },
    };
    const asking: Gate = { kind: "policy", decide: () => ({ action: "ask", question }) };
    const heard: unknown[] = [];
    const accepting = recordingParts({
      gates: [asking],
      answer: (_question, { request }) => (heard.push(request), Promise.resolve("accept")),
    });
    await createDispatcher(accepting.parts).dispatch(query, { ...context, request: { user: "ada" } });
    expect(heard).toEqual([{ user: "ada" }]);
    expect(accepting.invoked).toHaveLength(1);
    const silent = recordingParts({ gates: [asking] });
    const result = await createDispatcher(silent.parts).dispatch(query, context);
    expect(result.result).toMatchObject({ code: "POLICY_ASK_UNSUPPORTED" });
    expect(silent.invoked).toEqual([]);
  });
});
