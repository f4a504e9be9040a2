// A downstream MCP server (the built fixture, a real stdio child) that crashes mid-call,
// through one createToolSearch: calls in flight and batch entries all end with a result or
// an error, the server becomes an unavailable source, a new hub restarts it, and no child,
// pipe, timer or rejection is left behind.
import { describe, expect, it, vi } from "vitest";
import { releasesEverything } from "./test-faults-scenario.js";
import { fixtureHub, hubPids } from "./test-faults-fixture.js";
import { codeOf, mcpRig, textOf } from "./test-faults-mcp.js";
import { expectCompleteBatch, entryCodes } from "./test-faults-gateway.js";

describe("an MCP server that crashes mid-call", () => {
  it("ends every call in flight with an error and marks the server unavailable", async () => {
    await releasesEverything(async (track) => {
      const hub = await fixtureHub(["alpha"]);
      hubPids(hub).forEach(track.pid);
      try {
        const { search } = mcpRig(hub);
        const assembly = search.assemble(hub.toolsets());
        const slow = Array.from({ length: 5 }, (_, i) =>
          search.handle(
            { id: `slow-${i}`, name: "tool_call", arguments: { calls: [{ name: "slow", arguments: { ms: 10_000 } }] } },
            { assembly },
          ),
        );
        const echo = await search.handle({ id: "echo", name: "echo", arguments: { text: "before" } }, { assembly });
        expect(textOf(echo.result)).toBe("before");
        const crash = await search.handle(
          { id: "crash", name: "tool_call", arguments: { calls: [{ name: "crash", arguments: {} }] } },
          { assembly },
        );
        expect(crash).toMatchObject({ isError: true, result: { code: "CONNECTION_CLOSED" } });
        const ended = await Promise.all(slow);
        expect(ended.map((outcome) => codeOf(outcome.result))).toEqual(
          Array.from({ length: 5 }, () => "CONNECTION_CLOSED"),
        );
        await vi.waitFor(() => expect(hub.servers()[0]?.state === "failed", "alpha failed").toBe(true), {
          timeout: 60_000,
          interval: 10,
        });
        const after = search.assemble(hub.toolsets());
        expect(after.plan.unavailable.map((source) => source.label)).toEqual(["alpha"]);
        const late = await search.handle({ id: "late", name: "echo", arguments: { text: "after" } }, { assembly });
        expect(late).toMatchObject({ isError: true, result: { code: "UNAVAILABLE" } });
        expect((late.result as { error: string }).error).toMatch(/the server process exited/);
      } finally {
        await hub.close();
      }
    });
  });

  it("a sequential local batch with a crash in the middle comes back whole", async () => {
    await releasesEverything(async (track) => {
      const hub = await fixtureHub(["alpha"]);
      hubPids(hub).forEach(track.pid);
      try {
        const { search, activity } = mcpRig(hub);
        const assembly = search.assemble(hub.toolsets());
        const calls = [
          { name: "slow", arguments: { ms: 50 } },
          { name: "add", arguments: { a: 1, b: 2 } },
          { name: "crash", arguments: {} },
          { name: "echo", arguments: { text: "lost?" } },
          { name: "notes_list", arguments: {} },
        ];
        const outcome = await search.handle({ id: "batch", name: "tool_call", arguments: { calls } }, { assembly });
        const batch = expectCompleteBatch(outcome.result, calls.length);
        expect(entryCodes(batch)).toEqual(["ok", "ok", "CONNECTION_CLOSED", "UNAVAILABLE", "UNAVAILABLE"]);
        // One `finished` event per entry: nothing vanished between the hub and the transcript.
        expect(activity.filter((event) => event.type === "finished")).toHaveLength(calls.length);
      } finally {
        await hub.close();
      }
    });
  });

  it("restarts: a new hub after the crash spawns a new child that works", async () => {
    await releasesEverything(async (track) => {
      const first = await fixtureHub(["alpha"]);
      const firstPids = hubPids(first);
      firstPids.forEach(track.pid);
      try {
        expect((await first.invoke("crash", {})).ok).toBe(false);
      } finally {
        await first.close();
      }
      const second = await fixtureHub(["alpha"]);
      const secondPids = hubPids(second);
      secondPids.forEach(track.pid);
      try {
        expect(secondPids).toHaveLength(1);
        expect(secondPids[0]).not.toBe(firstPids[0]);
        const { search } = mcpRig(second);
        const assembly = search.assemble(second.toolsets());
        const added = await search.handle(
          { id: "add", name: "tool_call", arguments: { calls: [{ name: "add", arguments: { a: 20, b: 22 } }] } },
          { assembly },
        );
        expect(added).toMatchObject({ isError: false, result: { structuredContent: { sum: 42 } } });
        const pid = await search.handle(
          { id: "pid", name: "tool_call", arguments: { calls: [{ name: "pid", arguments: {} }] } },
          { assembly },
        );
        expect(Number(textOf(pid.result))).toBe(secondPids[0]);
      } finally {
        await second.close();
      }
    });
  });

  it("crash-restart cycles do not accumulate children, pipes or timers", async () => {
    await releasesEverything(async (track) => {
      for (let cycle = 0; cycle < 5; cycle += 1) {
        const hub = await fixtureHub(["alpha"]);
        hubPids(hub).forEach(track.pid);
        try {
          const inFlight = hub.invoke("slow", { ms: 10_000 });
          expect((await hub.invoke("crash", {})).ok).toBe(false);
          expect(await inFlight).toMatchObject({ ok: false, error: { code: "CONNECTION_CLOSED" } });
        } finally {
          await hub.close();
        }
      }
    });
  });
});
