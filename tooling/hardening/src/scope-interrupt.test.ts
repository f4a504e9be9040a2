// Policy: once the user stops the turn, nothing unstarted reaches invoke or the gateway — not before
// approval, not while approval is pending, not the rest of a batch, not behind a hanging request.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Assembly, ModelToolCall } from "@hermes/tool-search";
import { CaseTally } from "./test-input-guards.js";
import { checkProperty } from "./test-input-property.js";
import { CONNECTOR_TOOLS, RUNTIME_TOOLSETS, startScopedRuntime, type ScopedRuntime } from "./test-input-scope.js";

const tally = new CaseTally("scope-interrupt");
afterAll(() => console.log(tally.summary()));

const ARGS = { title: "t", to: "a@b.c", subject: "s" };
const never = new Promise<boolean>(() => undefined);

const batchOf = (size: number): ModelToolCall => ({
  id: "b",
  name: "tool_call",
  arguments: {
    calls: Array.from({ length: size }, (_, index) => ({ name: CONNECTOR_TOOLS[index % 2] ?? "", arguments: ARGS })),
  },
});

interface BatchAnswer {
  readonly results: readonly { readonly index: number; readonly error?: string; readonly code?: string }[];
  readonly total_count: number;
}

describe("the user's stop", () => {
  let runtime: ScopedRuntime;
  let session: Assembly;
  beforeAll(async () => {
    runtime = await startScopedRuntime();
    session = runtime.search.assemble(RUNTIME_TOOLSETS);
  });
  afterAll(() => runtime.close());

  const reset = (): void => {
    runtime.recorder.approvals.length = 0;
    runtime.recorder.invoked.length = 0;
    runtime.gateway.clearLog();
    runtime.gateway.clearFaults();
    runtime.recorder.decide = () => true;
  };

  it("before the call: nothing is asked, invoked or sent, on any path", async () => {
    reset();
    const signal = AbortSignal.abort();
    const calls: ModelToolCall[] = [
      { id: "1", name: "tool_call", arguments: { calls: [{ name: "create_issue", arguments: ARGS }] } },
      { id: "2", name: "create_issue", arguments: ARGS },
      { id: "3", name: "read_file", arguments: { path: "/x" } },
      { id: "4", name: "manage_connections", arguments: { action: "connect", targets: ["notion"] } },
      batchOf(3),
    ];
    for (const call of calls) {
      const outcome = await runtime.search.handle(call, { assembly: session, signal });
      expect(JSON.stringify(outcome.result), call.name).toContain("INTERRUPTED");
    }
    expect(runtime.recorder.approvals).toEqual([]);
    expect(runtime.recorder.invoked).toEqual([]);
    expect(runtime.gateway.requests).toEqual([]);
  });

  it("while approval is pending: the call is interrupted, and a late yes runs nothing", async () => {
    reset();
    const controller = new AbortController();
    let lateYes: (value: boolean) => void = () => undefined;
    runtime.recorder.decide = () => new Promise<boolean>((resolve) => (lateYes = resolve));
    const pending = runtime.search.handle(
      { id: "p", name: "create_issue", arguments: ARGS },
      { assembly: session, signal: controller.signal },
    );
    await vi.waitFor(() => expect(runtime.recorder.approvals.length === 1, "the approval to be asked").toBe(true), {
      timeout: 60_000,
      interval: 10,
    });
    controller.abort();
    expect((await pending).result).toMatchObject({ code: "INTERRUPTED" });
    lateYes(true);
    // A full event-loop turn after the late "yes": anything it could still start would have started.
    await new Promise((resolve) => setImmediate(resolve));
    expect(runtime.recorder.invoked).toEqual([]);
  });

  it("property: a stop during entry k's approval leaves entries k.. unsent and INTERRUPTED", async () => {
    await checkProperty(
      tally,
      "batch size x stop point",
      fc.record({
        size: fc.integer({ min: 1, max: 8 }),
        stopAt: fc.integer({ min: 0, max: 9 }),
        pendingAnswer: fc.boolean(),
      }),
      async ({ size, stopAt, pendingAnswer }) => {
        reset();
        const controller = new AbortController();
        runtime.recorder.decide = (call) => {
          if (call.index !== stopAt) return true;
          controller.abort();
          return pendingAnswer ? never : true;
        };
        const outcome = await runtime.search.handle(batchOf(size), { assembly: session, signal: controller.signal });
        const answer = outcome.result as BatchAnswer;
        const started = Math.min(stopAt, size);
        expect(answer.total_count).toBe(size);
        expect(runtime.gateway.executions).toHaveLength(started);
        expect(runtime.recorder.approvals).toHaveLength(Math.min(stopAt + 1, size));
        for (const entry of answer.results.slice(started)) expect(entry.code).toBe("INTERRUPTED");
      },
      { numRuns: 60 },
    );
  });

  it("behind a hanging gateway request: the running entry is interrupted and the rest is never sent", async () => {
    reset();
    runtime.gateway.setFault("execute", { kind: "hang" });
    const controller = new AbortController();
    const pending = runtime.search.handle(batchOf(3), { assembly: session, signal: controller.signal });
    await vi.waitFor(
      () => expect(runtime.gateway.requestsTo("execute").length === 1, "the first execute request").toBe(true),
      { timeout: 60_000, interval: 10 },
    );
    controller.abort();
    const answer = (await pending).result as BatchAnswer;
    expect(answer.results.map((entry) => entry.code)).toEqual(["INTERRUPTED", "INTERRUPTED", "INTERRUPTED"]);
    expect(runtime.gateway.requestsTo("execute")).toHaveLength(1);
    expect(runtime.recorder.approvals).toHaveLength(1);
  });
});
