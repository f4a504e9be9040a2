// A downstream MCP server over Streamable HTTP (the fixture behind `serveHttp`, a real
// loopback socket) that is slow, hangs, or goes away mid-call: calls end with a result or an
// error, and no socket or timer is left behind.
import { createFixtureServer, type FixtureServer } from "@hermes/tool-search/testing";
import { serveHttp, startMcpHub } from "@hermes/tool-search";
import { describe, expect, it, vi } from "vitest";
import { releasesEverything } from "./test-faults-scenario.js";
import { serverConfigs } from "./test-faults-fixture.js";
import { codeOf, isHungCall, mcpRig, shortDeadlineOnlyFor, textOf } from "./test-faults-mcp.js";

describe("an MCP server over Streamable HTTP", () => {
  it("slow and hung calls end (result or timeout), and closing everything frees the sockets", async () => {
    await releasesEverything(async () => {
      const served = await serveHttp(() => createFixtureServer({ name: "web" }).server);
      const hub = await startMcpHub(serverConfigs({ web: { url: served.url } }), {
        callTimeoutMs: 400,
        toolNames: "raw-where-unique",
      });
      try {
        // The hub's short deadline for the hung call only: the slow call and the echo get a generous one.
        const { search } = mcpRig(shortDeadlineOnlyFor(hub, isHungCall));
        const assembly = search.assemble(hub.toolsets());
        const [slow, hung] = await Promise.all([
          search.handle(
            { id: "slow", name: "tool_call", arguments: { calls: [{ name: "slow", arguments: { ms: 100 } }] } },
            { assembly },
          ),
          search.handle(
            { id: "hung", name: "tool_call", arguments: { calls: [{ name: "slow", arguments: { ms: 60_000 } }] } },
            { assembly },
          ),
        ]);
        expect(textOf(slow.result)).toBe("waited 100 ms");
        expect(codeOf(hung.result)).toBe("TIMEOUT");
        const echo = await search.handle({ id: "e", name: "echo", arguments: { text: "still here" } }, { assembly });
        expect(textOf(echo.result)).toBe("still here");
      } finally {
        await hub.close();
        await served.close();
      }
    });
  });

  it("a server that goes away mid-call: the call ends at once, later calls fail at once", async () => {
    await releasesEverything(async () => {
      const fixtures: FixtureServer[] = [];
      const served = await serveHttp(() => {
        const fixture = createFixtureServer({ name: "web" });
        fixtures.push(fixture);
        return fixture.server;
      });
      const hub = await startMcpHub(serverConfigs({ web: { url: served.url } }), {
        callTimeoutMs: 1_000,
        toolNames: "raw-where-unique",
      });
      try {
        const { search } = mcpRig(shortDeadlineOnlyFor(hub, isHungCall));
        const assembly = search.assemble(hub.toolsets());
        const inFlight = search.handle(
          { id: "c", name: "tool_call", arguments: { calls: [{ name: "slow", arguments: { ms: 60_000 } }] } },
          { assembly },
        );
        // Go away once the server runs the call: mid-call, not before it arrived or while it arrives.
        await vi.waitFor(
          () =>
            expect(
              fixtures.some((fixture) => fixture.stats.calls.includes("slow")),
              "the slow call reached the server",
            ).toBe(true),
          { timeout: 60_000, interval: 10 },
        );
        await served.close();
        const ended = await inFlight;
        // The server is 2026-07-28 (the hub asked server/discover), so the call is one HTTP
        // exchange: the SDK reports the cut response at once (TRANSPORT), before the call's
        // timeout. (A 2025-era session's cut SSE stream is still ended only by the timeout.)
        expect(codeOf(ended.result)).toBe("TRANSPORT");
        const after = await search.handle({ id: "a", name: "echo", arguments: { text: "x" } }, { assembly });
        // TRANSPORT, not TIMEOUT: the failure is reported at once, not when the echo's generous deadline ends.
        expect(codeOf(after.result)).toBe("TRANSPORT");
      } finally {
        await hub.close();
      }
    });
  });
});
