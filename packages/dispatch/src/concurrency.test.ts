import { describe, expect, it } from "vitest";
import type { ActivityEvent } from "./activity-events.js";
import { createDispatcher } from "./dispatcher.js";
import type { DispatcherParts, DispatchResult, ModelToolCall } from "./dispatch-types.js";
import { connectorContext, steppingClock, toolCall } from "../test/fixtures.js";

// Different waits per call (next macrotask, or a chain of microtasks), so parallel calls interleave.
async function tick(n: number): Promise<void> {
  if (n % 3 === 0) return new Promise<void>((resolve) => setImmediate(resolve));
  for (let i = 0; i < n % 7; i += 1) await Promise.resolve();
}

let inFlight = 0;
let peak = 0;

// A spread of every path: direct, bridged, lookups, batches, rejections, denials, blocks, failures.
function callOf(i: number): ModelToolCall {
  const id = `call_${i}`;
  switch (i % 9) {
    case 0:
      return toolCall(id, [{ name: "mcp__postgres__query", arguments: { sql: `select ${i}` } }]);
    case 1:
      return {
        id,
        name: "mcp__github__list_issues",
        arguments: { owner: "o", repo: `r${i}`, perPage: String(i % 50) },
      };
    case 2:
      return { id, name: "terminal", arguments: JSON.stringify({ command: `echo ${i}` }) };
    case 3:
      return { id, name: "tool_search", arguments: { queries: [i % 2 === 0 ? "github issues" : "slack message"] } };
    case 4:
      return toolCall(id, [
        { name: "connectors__gmail__SEND_EMAIL", arguments: { n: i } },
        { name: "connectors__slack__POST", arguments: { n: i } },
      ]);
    case 5:
      return toolCall(id, [{ name: "read_file", arguments: { path: "/x" } }]);
    case 6:
      return { id, name: "mcp__slack__slack_post_message", arguments: { channel_id: "C", text: `deny ${i}` } };
    case 7:
      return { id, name: "write_file", arguments: { path: `/blocked/${i}` } };
    default:
      return { id, name: "mcp__github__get_me", arguments: { fail: i } };
  }
}

function parts(events: ActivityEvent[]): DispatcherParts {
  return {
    invoke: async (name, args, context) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await tick(Number(context.callId.slice(5)));
      inFlight -= 1;
      if ("fail" in args) throw new Error(`failed ${String(args["fail"])}`);
      return { name, args, index: context.index ?? null };
    },
    hooks: {
      pre: [
        async (call) => {
          await tick(call.callId.length);
          const path = call.arguments["path"];
          return typeof path === "string" && path.startsWith("/blocked")
            ? { action: "block", reason: "blocked path" }
            : undefined;
        },
      ],
      post: [() => tick(1)],
    },
    approve: async (call) => {
      await tick(call.name.length);
      const text = call.arguments["text"];
      return !(typeof text === "string" && text.startsWith("deny"));
    },
    events: (event) => void events.push(event),
    clock: steppingClock(),
  };
}

const byCall = (events: readonly ActivityEvent[]): Map<string, ActivityEvent[]> => {
  const map = new Map<string, ActivityEvent[]>();
  for (const event of events) map.set(event.callId, [...(map.get(event.callId) ?? []), event]);
  return map;
};

describe("concurrency", () => {
  it("1,000 dispatches in parallel against one dispatcher give the same results (and events per call) as sequential runs", async () => {
    const calls = Array.from({ length: 1000 }, (_, i) => callOf(i));
    const turn = { ...connectorContext, signal: new AbortController().signal };
    const sequentialEvents: ActivityEvent[] = [];
    const sequentialDispatcher = createDispatcher(parts(sequentialEvents));
    const sequential: DispatchResult[] = [];
    for (const call of calls) sequential.push(await sequentialDispatcher.dispatch(call, turn));

    expect(peak).toBe(1);
    const parallelEvents: ActivityEvent[] = [];
    const dispatcher = createDispatcher(parts(parallelEvents));
    const parallel = await Promise.all(calls.map((call) => dispatcher.dispatch(call, turn)));

    expect(peak).toBeGreaterThan(100);
    expect(parallel).toEqual(sequential);
    expect(new Set(sequential.map((result) => `${result.name} ${String(result.isError)}`)).size).toBeGreaterThan(6);
    const strip = (events: readonly ActivityEvent[] | undefined) =>
      events?.map((event) => ({ ...event, durationMs: 0 }));
    const seq = byCall(sequentialEvents);
    const par = byCall(parallelEvents);
    expect(par.size).toBe(1000);
    for (const [id, events] of seq) expect(strip(par.get(id))).toEqual(strip(events));
  });

  it("one stop interrupts every call still waiting for approval, across concurrent dispatches; none is invoked", async () => {
    const controller = new AbortController();
    const invoked: string[] = [];
    const dispatcher = createDispatcher({
      invoke: (name) => (invoked.push(name), Promise.resolve("ran")),
      approve: () => new Promise<boolean>(() => undefined),
    });
    const turn = { ...connectorContext, signal: controller.signal };
    const pending = Array.from({ length: 200 }, (_, i) =>
      dispatcher.dispatch({ id: `c${i}`, name: "terminal", arguments: {} }, turn),
    );
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    const results = await Promise.all(pending);
    expect(new Set(results.map((result) => JSON.stringify(result.result)))).toEqual(
      new Set([JSON.stringify({ error: "Stopped by the user before this call was made.", code: "INTERRUPTED" })]),
    );
    expect(invoked).toEqual([]);
  });
});
