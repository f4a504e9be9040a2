import { describe, expect, it } from "vitest";
import { createDispatcher } from "../dispatcher.js";
import { context, recordingParts, toolCall } from "../../test/fixtures.js";

const createIssue = toolCall("a1", [
  { name: "mcp__linear__linear_createIssue", arguments: { title: "Bug", teamId: "T1" } },
]);

describe("approvals", () => {
  it("asks before anything is sent, with the real name and arguments", async () => {
    const order: string[] = [];
    const { parts } = recordingParts(
      { approve: (call) => (order.push(`approve ${call.name} ${JSON.stringify(call.arguments)}`), true) },
      (name) => {
        order.push(`invoke ${name}`);
        return Promise.resolve("ok");
      },
    );
    await createDispatcher(parts).dispatch(createIssue, context);
    expect(order).toEqual([
      'approve mcp__linear__linear_createIssue {"title":"Bug","teamId":"T1"}',
      "invoke mcp__linear__linear_createIssue",
    ]);
  });

  it("turns a denial into a structured result and sends nothing", async () => {
    const { parts, invoked, events } = recordingParts({
      approve: () => Promise.resolve({ approved: false, reason: "not today" }),
    });
    const result = await createDispatcher(parts).dispatch(createIssue, context);
    expect(result).toEqual({
      id: "a1",
      name: "tool_call",
      result: {
        error:
          "The user did not approve this call to 'mcp__linear__linear_createIssue'; it was not run. Reason: not today",
        code: "DENIED",
        reason: "not today",
      },
      isError: true,
    });
    expect(invoked).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(["started", "denied"]);
  });

  it("accepts a plain false, without a reason", async () => {
    const { parts } = recordingParts({ approve: () => false });
    const result = await createDispatcher(parts).dispatch(createIssue, context);
    expect(result.result).toEqual({
      error: "The user did not approve this call to 'mcp__linear__linear_createIssue'; it was not run.",
      code: "DENIED",
    });
  });

  it("approves only on true or {approved: true}: any other answer denies and sends nothing (fail closed)", async () => {
    const answers: unknown[] = [
      { approved: "false" },
      { approved: 1 },
      {},
      "yes",
      1,
      null,
      undefined,
      { approved: false, reason: 42 },
    ];
    for (const answer of answers) {
      const { parts, invoked } = recordingParts({ approve: () => answer as boolean });
      const result = await createDispatcher(parts).dispatch(createIssue, context);
      expect(result.result, JSON.stringify(answer)).toMatchObject({ code: "DENIED" });
      expect(invoked).toEqual([]);
    }
    const { parts, invoked } = recordingParts({ approve: () => ({ approved: true }) });
    await createDispatcher(parts).dispatch(createIssue, context);
    expect(invoked).toHaveLength(1);
  });

  it("denies when the approval function fails (fail closed)", async () => {
    const { parts, invoked } = recordingParts({ approve: () => Promise.reject(new Error("prompt closed")) });
    const result = await createDispatcher(parts).dispatch(createIssue, context);
    expect(result.result).toMatchObject({ code: "DENIED", reason: "the approval check failed: prompt closed" });
    expect(invoked).toEqual([]);
  });

  it("stops waiting for an asynchronous approval when the user stops the turn; the tool never runs", async () => {
    const controller = new AbortController();
    let answer: (approved: boolean) => void = () => undefined;
    let approvalSignal: AbortSignal | undefined;
    const { parts, invoked, events } = recordingParts({
      approve: (_call, { signal }) => {
        approvalSignal = signal;
        queueMicrotask(() => controller.abort());
        return new Promise<boolean>((resolve) => (answer = resolve));
      },
    });
    const result = await createDispatcher(parts).dispatch(createIssue, { ...context, signal: controller.signal });
    answer(true);
    // A full event-loop turn after the late "yes": anything it could still start would have started.
    await new Promise((resolve) => setImmediate(resolve));
    expect(result).toEqual({
      id: "a1",
      name: "tool_call",
      result: { error: "Stopped by the user before this call was made.", code: "INTERRUPTED" },
      isError: true,
    });
    expect(approvalSignal?.aborted).toBe(true);
    expect(invoked).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(["started", "interrupted"]);
  });

  it("asks nothing and runs nothing once the turn is already stopped", async () => {
    const asked: string[] = [];
    const { parts, invoked, events } = recordingParts({ approve: (call) => (asked.push(call.name), true) });
    const result = await createDispatcher(parts).dispatch(createIssue, { ...context, signal: AbortSignal.abort() });
    expect(result.result).toEqual({ error: "Stopped by the user before this call was made.", code: "INTERRUPTED" });
    expect(asked).toEqual([]);
    expect(invoked).toEqual([]);
    expect(events).toEqual([
      { type: "interrupted", callId: "a1", name: "mcp__linear__linear_createIssue", route: "bridge", index: undefined },
    ]);
  });

  it("reports a tool that failed after the stop as interrupted while running", async () => {
    const controller = new AbortController();
    const { parts } = recordingParts({}, (_name, _args, invokeContext) => {
      controller.abort();
      return Promise.reject(new Error(invokeContext.signal?.aborted === true ? "aborted" : "not aborted"));
    });
    const result = await createDispatcher(parts).dispatch(createIssue, { ...context, signal: controller.signal });
    expect(result.result).toEqual({ error: "Stopped by the user while this call was running.", code: "INTERRUPTED" });
  });
});
