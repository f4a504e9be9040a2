import { describe, expect, it } from "vitest";
import { ToolCallError } from "./call-failure.js";
import { createDispatcher } from "./dispatcher.js";
import type { BatchResult } from "./run-batch.js";
import type { ToolInvocation } from "./tool-invocation.js";
import { connectorContext, context, recordingParts, toolCall } from "../test/fixtures.js";

const gmail = { name: "connectors__gmail__SEND_EMAIL", arguments: { to: "a@b.c" } };
const calendar = { name: "connectors__calendar__CREATE_EVENT", arguments: { title: "Sync" } };
const notion = { name: "connectors__notion__CREATE_PAGE", arguments: { title: "Notes" } };
const batch = toolCall("b1", [gmail, calendar, notion]);
const interrupted = { error: "Stopped by the user before this call was made.", code: "INTERRUPTED" };

describe("connector batches", () => {
  it("run entries one at a time in input order and answer every entry in input order", async () => {
    const order: string[] = [];
    let running = 0;
    const { parts } = recordingParts({}, async (name) => {
      running += 1;
      order.push(`${name} start (${running} running)`);
      // Yield a full event-loop turn: a second entry started meanwhile would show as 2 running.
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      return { sent: name };
    });
    const result = await createDispatcher(parts).dispatch(batch, connectorContext);
    expect(order).toEqual([
      "connectors__gmail__SEND_EMAIL start (1 running)",
      "connectors__calendar__CREATE_EVENT start (1 running)",
      "connectors__notion__CREATE_PAGE start (1 running)",
    ]);
    expect(result).toEqual({
      id: "b1",
      name: "tool_call",
      result: {
        results: [
          { index: 0, name: "connectors__gmail__SEND_EMAIL", response: { sent: "connectors__gmail__SEND_EMAIL" } },
          {
            index: 1,
            name: "connectors__calendar__CREATE_EVENT",
            response: { sent: "connectors__calendar__CREATE_EVENT" },
          },
          { index: 2, name: "connectors__notion__CREATE_PAGE", response: { sent: "connectors__notion__CREATE_PAGE" } },
        ],
        success_count: 3,
        error_count: 0,
        total_count: 3,
      },
      isError: false,
    });
  });

  it("runs each entry's own hooks and approval, with the real name, its index and the batch's call id", async () => {
    const seen: ToolInvocation[] = [];
    const { parts } = recordingParts({
      hooks: { pre: [(call) => void seen.push(call)] },
      approve: (call) => (seen.push(call), true),
    });
    await createDispatcher(parts).dispatch(batch, connectorContext);
    expect(seen.map((call) => [call.callId, call.name, call.index, call.route])).toEqual([
      ["b1", "connectors__gmail__SEND_EMAIL", 0, "bridge"],
      ["b1", "connectors__gmail__SEND_EMAIL", 0, "bridge"],
      ["b1", "connectors__calendar__CREATE_EVENT", 1, "bridge"],
      ["b1", "connectors__calendar__CREATE_EVENT", 1, "bridge"],
      ["b1", "connectors__notion__CREATE_PAGE", 2, "bridge"],
      ["b1", "connectors__notion__CREATE_PAGE", 2, "bridge"],
    ]);
  });

  it("a denied entry in the middle leaves the others running", async () => {
    const { parts, invoked } = recordingParts({ approve: (call) => call.index !== 1 }, (name) =>
      Promise.resolve(`${name} done`),
    );
    const result = await createDispatcher(parts).dispatch(batch, connectorContext);
    expect(result.result).toEqual({
      results: [
        { index: 0, name: "connectors__gmail__SEND_EMAIL", response: "connectors__gmail__SEND_EMAIL done" },
        {
          index: 1,
          name: "connectors__calendar__CREATE_EVENT",
          error: "The user did not approve this call to 'connectors__calendar__CREATE_EVENT'; it was not run.",
          code: "DENIED",
        },
        { index: 2, name: "connectors__notion__CREATE_PAGE", response: "connectors__notion__CREATE_PAGE done" },
      ],
      success_count: 2,
      error_count: 1,
      total_count: 3,
    });
    expect(invoked.map((call) => call.name)).toEqual([
      "connectors__gmail__SEND_EMAIL",
      "connectors__notion__CREATE_PAGE",
    ]);
  });

  it("stopping after entry 1 of 3 marks entries 2 and 3 INTERRUPTED and invokes only once", async () => {
    const controller = new AbortController();
    const { parts, invoked, events } = recordingParts({}, (name) => {
      controller.abort();
      return Promise.resolve(`${name} done`);
    });
    const result = await createDispatcher(parts).dispatch(batch, { ...connectorContext, signal: controller.signal });
    expect(result.result).toEqual({
      results: [
        { index: 0, name: "connectors__gmail__SEND_EMAIL", response: "connectors__gmail__SEND_EMAIL done" },
        { index: 1, name: "connectors__calendar__CREATE_EVENT", ...interrupted },
        { index: 2, name: "connectors__notion__CREATE_PAGE", ...interrupted },
      ],
      success_count: 1,
      error_count: 2,
      total_count: 3,
    });
    expect(invoked).toHaveLength(1);
    expect(events.map((event) => `${event.type} ${event.name}`)).toEqual([
      "started connectors__gmail__SEND_EMAIL",
      "finished connectors__gmail__SEND_EMAIL",
      "interrupted connectors__calendar__CREATE_EVENT",
      "interrupted connectors__notion__CREATE_PAGE",
    ]);
  });

  it("a stop while entry 2 waits for approval interrupts entries 2 and 3", async () => {
    const controller = new AbortController();
    const { parts, invoked } = recordingParts({
      approve: (call) => {
        if (call.index === 0) return true;
        controller.abort();
        return new Promise<boolean>(() => undefined);
      },
    });
    const result = await createDispatcher(parts).dispatch(batch, { ...connectorContext, signal: controller.signal });
    expect(result.result).toMatchObject({
      results: [{ index: 0 }, { index: 1, ...interrupted }, { index: 2, ...interrupted }],
      success_count: 1,
    });
    expect(invoked).toHaveLength(1);
  });

  it("reports an entry that produced nothing, or failed, as an error for that entry only", async () => {
    const { parts } = recordingParts({}, (name) => {
      if (name === gmail.name) return Promise.resolve(undefined);
      if (name === calendar.name) return Promise.reject(new Error("quota exceeded"));
      return Promise.resolve({ id: 7 });
    });
    const result = await createDispatcher(parts).dispatch(batch, connectorContext);
    expect(result.result).toEqual({
      results: [
        {
          index: 0,
          name: "connectors__gmail__SEND_EMAIL",
          error: "'connectors__gmail__SEND_EMAIL' finished without returning a result.",
          code: "NO_RESULT",
        },
        {
          index: 1,
          name: "connectors__calendar__CREATE_EVENT",
          error: "'connectors__calendar__CREATE_EVENT' failed: quota exceeded",
          code: "TOOL_ERROR",
        },
        { index: 2, name: "connectors__notion__CREATE_PAGE", response: { id: 7 } },
      ],
      success_count: 1,
      error_count: 2,
      total_count: 3,
    });
  });

  it("words a failed entry like every model-facing failure: error (the sentence) and code after index and name, then the details", async () => {
    const thrown = new ToolCallError("CONNECTION_REQUIRED", "Connect Gmail first.", {
      connect_url: "https://connect.example/gmail",
      index: 99,
      name: "x",
      response: "r",
    });
    const { parts } = recordingParts({}, (name) =>
      name === gmail.name ? Promise.reject(thrown) : Promise.resolve("ok"),
    );
    const result = await createDispatcher(parts).dispatch(batch, connectorContext);
    const entry = (result.result as BatchResult).results[0];
    expect(entry).toEqual({
      index: 0,
      name: "connectors__gmail__SEND_EMAIL",
      error: "Connect Gmail first.",
      code: "CONNECTION_REQUIRED",
      connect_url: "https://connect.example/gmail",
    });
    expect(Object.keys(entry ?? {})).toEqual(["index", "name", "error", "code", "connect_url"]);
    expect(result.result).toMatchObject({ success_count: 2, error_count: 1 });
  });

  it("answers a single connector call through tool_call as a batch of one", async () => {
    const { parts } = recordingParts({}, () => Promise.resolve("sent"));
    const result = await createDispatcher(parts).dispatch(toolCall("b2", [gmail]), connectorContext);
    expect(result.result).toEqual({
      results: [{ index: 0, name: gmail.name, response: "sent" }],
      success_count: 1,
      error_count: 0,
      total_count: 1,
    });
  });

  it("answers a connector tool called directly by its name with its plain response", async () => {
    const { parts } = recordingParts({}, () => Promise.resolve("sent"));
    const result = await createDispatcher(parts).dispatch({ id: "d", ...gmail }, connectorContext);
    expect(result).toEqual({ id: "d", name: gmail.name, result: "sent", isError: false });
  });
});

describe("local batches", () => {
  const issue = {
    name: "mcp__github__issue_read",
    arguments: { method: "get", owner: "octo", repo: "hello", issue_number: 1 },
  };
  const me = { name: "mcp__github__get_me", arguments: {} };

  it("rejects a multi-local batch before anything runs (default), restating a valid retry", async () => {
    const touched: string[] = [];
    const { parts, invoked } = recordingParts({
      hooks: { pre: [() => void touched.push("pre")] },
      approve: () => (touched.push("approve"), true),
    });
    const result = await createDispatcher(parts).dispatch(toolCall("l1", [issue, me]), context);
    expect(result).toEqual({
      id: "l1",
      name: "tool_call",
      result: {
        error:
          "tool_call runs one local tool per request: this request has 2 calls and 'mcp__github__issue_read' is not a connectors__ tool (only connectors__ tools can be batched). " +
          'Retry with only: {"calls":[{"name":"mcp__github__issue_read","arguments":{"method":"get","owner":"octo","repo":"hello","issue_number":1}}]} then issue the remaining 1 call(s) separately.',
      },
      isError: true,
    });
    expect(invoked).toEqual([]);
    expect(touched).toEqual([]);
  });

  it("runs a multi-local batch in order with localBatches: 'sequential', with the batch result shape", async () => {
    const { parts, invoked } = recordingParts({ localBatches: "sequential" }, (name) => Promise.resolve(`${name} ok`));
    const result = await createDispatcher(parts).dispatch(toolCall("l2", [issue, me, gmail]), connectorContext);
    expect(result.result).toEqual({
      results: [
        { index: 0, name: "mcp__github__issue_read", response: "mcp__github__issue_read ok" },
        { index: 1, name: "mcp__github__get_me", response: "mcp__github__get_me ok" },
        { index: 2, name: "connectors__gmail__SEND_EMAIL", response: "connectors__gmail__SEND_EMAIL ok" },
      ],
      success_count: 3,
      error_count: 0,
      total_count: 3,
    });
    expect(invoked.map((call) => [call.name, call.context.index])).toEqual([
      ["mcp__github__issue_read", 0],
      ["mcp__github__get_me", 1],
      ["connectors__gmail__SEND_EMAIL", 2],
    ]);
  });

  it("rejects the whole sequential batch before anything runs when one entry is invalid", async () => {
    const { parts, invoked } = recordingParts({ localBatches: "sequential" });
    const result = await createDispatcher(parts).dispatch(
      toolCall("l3", [me, { name: "read_file", arguments: { path: "/a" } }]),
      context,
    );
    expect(result.result).toEqual({
      error:
        "calls[1]: 'read_file' is a directly-listed tool, not a deferred one. Call it directly instead of through tool_call. Nothing in this batch was run.",
    });
    expect(invoked).toEqual([]);
  });
});
