// A downstream MCP server (a real stdio child) that is slow, hangs, or never starts, and a
// hub closed under calls in flight: every call ends in bounded time with a result or an
// error, the user's stop interrupts what has not run, and nothing is left behind.
import { describe, expect, it, vi } from "vitest";
import { startMcpHub } from "@hermes/tool-search";
import { releasesEverything } from "./test-faults-scenario.js";
import { fixtureHub, hubPids, serverConfigs } from "./test-faults-fixture.js";
import { codeOf, isHungCall, mcpRig, shortDeadlineOnlyFor, textOf } from "./test-faults-mcp.js";
import { entryCodes, expectCompleteBatch } from "./test-faults-gateway.js";

describe("slow and hanging MCP servers", () => {
  it("slow answers come back as results, many at once", async () => {
    await releasesEverything(async (track) => {
      const hub = await fixtureHub(["alpha"]);
      hubPids(hub).forEach(track.pid);
      try {
        const { search } = mcpRig(hub);
        const assembly = search.assemble(hub.toolsets());
        const outcomes = await Promise.all(
          Array.from({ length: 20 }, (_, i) =>
            search.handle(
              { id: `s${i}`, name: "tool_call", arguments: { calls: [{ name: "slow", arguments: { ms: 100 + i } }] } },
              { assembly },
            ),
          ),
        );
        expect(outcomes.map((outcome) => textOf(outcome.result))).toEqual(
          Array.from({ length: 20 }, (_, i) => `waited ${100 + i} ms`),
        );
      } finally {
        await hub.close();
      }
    });
  });

  it("a hung call times out, and the server keeps answering afterwards", async () => {
    await releasesEverything(async (track) => {
      const hub = await fixtureHub(["alpha"], { callTimeoutMs: 300 });
      hubPids(hub).forEach(track.pid);
      try {
        // The hub's short deadline for the hung call only: the echo after it gets a generous one.
        const { search } = mcpRig(shortDeadlineOnlyFor(hub, isHungCall));
        const assembly = search.assemble(hub.toolsets());
        // The call sleeps 60 s: coming back TIMEOUT at all shows the deadline cut it.
        const hung = await search.handle(
          { id: "h", name: "tool_call", arguments: { calls: [{ name: "slow", arguments: { ms: 60_000 } }] } },
          { assembly },
        );
        expect(codeOf(hung.result)).toBe("TIMEOUT");
        const echo = await search.handle({ id: "e", name: "echo", arguments: { text: "still here" } }, { assembly });
        expect(textOf(echo.result)).toBe("still here");
      } finally {
        await hub.close();
      }
    });
  });

  it("the user's stop interrupts the running entry and never sends the rest", async () => {
    await releasesEverything(async (track) => {
      const hub = await fixtureHub(["alpha"]);
      hubPids(hub).forEach(track.pid);
      try {
        const { search, activity } = mcpRig(hub);
        const assembly = search.assemble(hub.toolsets());
        const stop = new AbortController();
        const calls = [
          { name: "echo", arguments: { text: "one" } },
          { name: "slow", arguments: { ms: 60_000 } },
          { name: "notes_create", arguments: { title: "never" } },
          { name: "notes_create", arguments: { title: "never either" } },
        ];
        const pending = search.handle(
          { id: "b", name: "tool_call", arguments: { calls } },
          { assembly, signal: stop.signal },
        );
        // Stop once the slow entry runs (the echo before it has answered), not after a guessed delay.
        await vi.waitFor(
          () =>
            expect(
              activity.some((event) => event.type === "started" && event.name === "slow"),
              "the slow entry started",
            ).toBe(true),
          { timeout: 60_000, interval: 10 },
        );
        stop.abort();
        // The slow entry sleeps 60 s: INTERRUPTED (not ok) shows the stop cut it rather than waited.
        const batch = expectCompleteBatch((await pending).result, calls.length);
        expect(entryCodes(batch)).toEqual(["ok", "INTERRUPTED", "INTERRUPTED", "INTERRUPTED"]);
        const listed = await hub.invoke("notes_list", {});
        expect(listed.ok && textOf(listed.result)).toBe("[]");
        expect(activity.filter((event) => event.type === "started").map((event) => event.name)).toEqual([
          "echo",
          "slow",
        ]);
      } finally {
        await hub.close();
      }
    });
  });

  it("closing the hub under calls in flight ends them all", async () => {
    await releasesEverything(async (track) => {
      const hub = await fixtureHub(["alpha"]);
      hubPids(hub).forEach(track.pid);
      const { search, activity } = mcpRig(hub);
      const assembly = search.assemble(hub.toolsets());
      const inFlight = Array.from({ length: 8 }, (_, i) =>
        search.handle({ id: `c${i}`, name: "slow", arguments: { ms: 60_000 } }, { assembly }),
      );
      // Close once all eight were handed to the hub, not after a guessed delay.
      await vi.waitFor(
        () =>
          expect(
            activity.filter((event) => event.type === "started" && event.name === "slow").length === 8,
            "all slow calls started",
          ).toBe(true),
        { timeout: 60_000, interval: 10 },
      );
      await hub.close();
      const ended = await Promise.all(inFlight);
      expect(ended.every((outcome) => outcome.isError)).toBe(true);
      expect(new Set(ended.map((outcome) => codeOf(outcome.result)))).toEqual(new Set(["CONNECTION_CLOSED"]));
      const after = await search.handle({ id: "after", name: "echo", arguments: { text: "x" } }, { assembly });
      expect(codeOf(after.result)).toBe("UNAVAILABLE");
    });
  });

  it("a server that never answers initialize is given up on and killed", async () => {
    await releasesEverything(async (track) => {
      const mute = serverConfigs({ mute: { command: process.execPath, args: ["-e", "setInterval(() => {}, 1000)"] } });
      const hub = await startMcpHub(mute, {
        startTimeoutMs: 300,
        closeGraceMs: 200,
        restart: { maxRestarts: 0 },
        toolNames: "raw-where-unique",
      });
      hubPids(hub).forEach(track.pid);
      try {
        expect(hub.servers()).toMatchObject([{ name: "mute", state: "failed", reason: "did not start within 300 ms" }]);
        const { search } = mcpRig(hub);
        const assembly = search.assemble(hub.toolsets());
        expect(assembly.plan.unavailable.map((source) => source.label)).toEqual(["mute"]);
      } finally {
        await hub.close();
      }
    });
  });

  it("a server that exits at once is a failed source with a reason", async () => {
    await releasesEverything(async (track) => {
      const dead = serverConfigs({
        dead: { command: process.execPath, args: ["-e", "process.stderr.write('boom\\n'); process.exit(2)"] },
      });
      const hub = await startMcpHub(dead, {
        closeGraceMs: 200,
        restart: { maxRestarts: 0 },
        toolNames: "raw-where-unique",
      });
      hubPids(hub).forEach(track.pid);
      try {
        expect(hub.servers()).toMatchObject([
          { name: "dead", state: "failed", reason: "the server process exited during startup: boom" },
        ]);
        expect(await hub.invoke("echo", { text: "x" })).toMatchObject({ ok: false, error: { code: "UNKNOWN_TOOL" } });
      } finally {
        await hub.close();
      }
    });
  });
});
