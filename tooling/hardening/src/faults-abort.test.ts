// The user's stop on connector batches, with `createDispatcher` driven directly and the real
// gateway behind it: before the batch, while an entry is in flight (slow or hung), and while
// the client waits to retry. Entries not started are INTERRUPTED and never leave the machine;
// the one in flight is cut at once; every batch comes back whole; sockets and timers are released.
import { type DispatchResult } from "@hermes/tool-search";
import { createDispatcher } from "@hermes/dispatch";
import { invokeWithConnectors } from "@hermes/tool-search/internal";
import { describe, expect, it, vi } from "vitest";
import { releasesEverything } from "./test-faults-scenario.js";
import { entryCodes, expectCompleteBatch, gatewayRig, sendEmail, type GatewayRig } from "./test-faults-gateway.js";

const SIZE = 5;

/** Dispatches one connector batch of SIZE entries through a dispatcher built from the rig's parts. */
function dispatchBatch(rig: GatewayRig, signal: AbortSignal): Promise<DispatchResult> {
  const invoked: string[] = [];
  const dispatcher = createDispatcher({
    invoke: invokeWithConnectors((name) => (invoked.push(name), Promise.resolve({ local: name })), rig.connectors),
    remote: rig.connectors.source,
    events: (event) => void rig.activity.push(event),
  });
  const calls = Array.from({ length: SIZE }, (_, i) => sendEmail(`stop-${i}`));
  return dispatcher.dispatch(
    { id: "batch", name: "tool_call", arguments: { calls } },
    { scope: rig.assembly.scope, config: rig.search.config, signal },
  );
}

const executes = (rig: GatewayRig): number => rig.gateway.requestsTo("execute").length;

describe("stopping a connector batch", () => {
  it("stopped before it starts: every entry INTERRUPTED, nothing sent", async () => {
    await releasesEverything(async () => {
      const rig = await gatewayRig();
      try {
        const outcome = await dispatchBatch(rig, AbortSignal.abort());
        const batch = expectCompleteBatch(outcome.result, SIZE);
        expect(entryCodes(batch)).toEqual(Array.from({ length: SIZE }, () => "INTERRUPTED"));
        expect(batch.results[0]?.error).toBe("Stopped by the user before this call was made.");
        expect(rig.gateway.requests).toHaveLength(0);
        expect(rig.activity.filter((event) => event.type === "interrupted")).toHaveLength(SIZE);
      } finally {
        await rig.gateway.close();
      }
    });
  });

  for (const [label, fault] of [
    ["slow", { kind: "latency", ms: 5_000 }],
    ["hung", { kind: "hang" }],
  ] as const) {
    it(`stopped while entry 2 is ${label}: it is cut at once, entries 3-4 are never sent`, async () => {
      await releasesEverything(async () => {
        let attempts = 0;
        // The token provider runs before every attempt: arm the fault for the third one (entry 2).
        const rig = await gatewayRig({
          deadlineMs: 30_000,
          beforeAttempt: (gateway) => void ((attempts += 1) === 3 && gateway.setFault("execute", fault, { times: 1 })),
        });
        try {
          const stop = new AbortController();
          const pending = dispatchBatch(rig, stop.signal);
          await vi.waitFor(() => expect(executes(rig) === 3, "entry 2 sent").toBe(true), {
            timeout: 60_000,
            interval: 10,
          });
          stop.abort();
          // Entry 2 is slow or hung: INTERRUPTED "in flight" (not ok) shows the stop cut it rather than waited.
          const batch = expectCompleteBatch((await pending).result, SIZE);
          expect(entryCodes(batch)).toEqual(["ok", "ok", "INTERRUPTED", "INTERRUPTED", "INTERRUPTED"]);
          expect(batch.results[2]?.error).toMatch(/in flight/);
          expect(batch.results[3]?.error).toBe("Stopped by the user before this call was made.");
          expect(executes(rig)).toBe(3);
          expect(rig.gateway.executions).toHaveLength(2);
        } finally {
          await rig.gateway.close();
        }
      });
    });
  }

  it("stopped while the client waits to retry: no second attempt is sent", async () => {
    await releasesEverything(async () => {
      const rig = await gatewayRig({ retryDelayMs: 5_000 });
      try {
        rig.gateway.setFault("execute", { kind: "status", status: 503 });
        const stop = new AbortController();
        const pending = dispatchBatch(rig, stop.signal);
        await vi.waitFor(() => expect(executes(rig) === 1, "first attempt").toBe(true), {
          timeout: 60_000,
          interval: 10,
        });
        // Stop once the client has seen the 503 and waits the 5 s before its retry, not after a guessed delay.
        await vi.waitFor(
          () =>
            expect(
              rig.gatewayEvents.some((event) => event.retrying),
              "the client waits to retry",
            ).toBe(true),
          { timeout: 60_000, interval: 5 },
        );
        stop.abort();
        const batch = expectCompleteBatch((await pending).result, SIZE);
        expect(entryCodes(batch)).toEqual(Array.from({ length: SIZE }, () => "INTERRUPTED"));
        expect(executes(rig)).toBe(1);
      } finally {
        await rig.gateway.close();
      }
    });
  });

  it("many batches stopped at random moments all come back whole", async () => {
    await releasesEverything(async () => {
      const rig = await gatewayRig({ deadlineMs: 30_000 });
      try {
        rig.gateway.setFault("execute", { kind: "latency", ms: 15 });
        const runs = Array.from({ length: 30 }, (_, i) => {
          const stop = new AbortController();
          setTimeout(() => stop.abort(), 5 + ((i * 37) % 60));
          return dispatchBatch(rig, stop.signal);
        });
        const batches = (await Promise.all(runs)).map((outcome) => expectCompleteBatch(outcome.result, SIZE));
        for (const batch of batches) {
          const codes = entryCodes(batch);
          // Once an entry is interrupted, every later one is too.
          const first = codes.indexOf("INTERRUPTED");
          if (first >= 0) expect(codes.slice(first).every((code) => code === "INTERRUPTED")).toBe(true);
        }
        const ok = batches.flatMap(entryCodes).filter((code) => code === "ok").length;
        expect(rig.gateway.executions.length).toBeGreaterThanOrEqual(ok);
      } finally {
        await rig.gateway.close();
      }
    });
  });
});
