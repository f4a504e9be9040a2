// Regression (hardening): a running MCP call stopped by the user came back as `ABORTED`,
// while the dispatcher (and the connector leg) report the user's stop as `INTERRUPTED`.
import { afterEach, describe, expect, it, vi } from "vitest";
import { INTERRUPTED_RUNNING_MESSAGE } from "@hermes/dispatch";
import { createToolSearch } from "./create-tool-search.js";
import { startMcpHub, type McpHub } from "@hermes/mcp";
import { mcpInvoke } from "./mcp-runtime.js";
import { fixturePair } from "../../mcp/test/pairs.js";

let hub: McpHub | undefined;
afterEach(async () => {
  await hub?.close();
  hub = undefined;
});

describe("mcpInvoke", () => {
  it("reports a call the user stopped while it ran as INTERRUPTED", async () => {
    const { fixture, client } = await fixturePair();
    hub = await startMcpHub([{ name: "fixture", client }]);
    const search = createToolSearch({ invoke: mcpInvoke(hub) });
    const assembly = search.assemble(hub.toolsets());
    const stop = new AbortController();
    const pending = search.handle(
      { id: "1", name: "tool_call", arguments: { calls: [{ name: "mcp__fixture__slow", arguments: { ms: 30_000 } }] } },
      { assembly, signal: stop.signal },
    );
    // Stop once the server runs the call (it sleeps 30 s), not after a guessed delay.
    await vi.waitFor(() => expect(fixture.stats.calls).toContain("slow"), { timeout: 60_000, interval: 5 });
    stop.abort();
    expect(await pending).toEqual({
      id: "1",
      name: "tool_call",
      isError: true,
      result: { error: INTERRUPTED_RUNNING_MESSAGE, code: "INTERRUPTED", server: "fixture" },
    });
  });

  it("keeps the hub's code for other failures", async () => {
    const { client } = await fixturePair();
    hub = await startMcpHub([{ name: "fixture", client }]);
    const search = createToolSearch({ invoke: mcpInvoke(hub) });
    const assembly = search.assemble(hub.toolsets());
    const failed = await search.handle(
      {
        id: "2",
        name: "tool_call",
        arguments: { calls: [{ name: "mcp__fixture__fail", arguments: { message: "nope" } }] },
      },
      { assembly },
    );
    expect(failed).toMatchObject({ isError: true, result: { code: "PROTOCOL", server: "fixture" } });
  });
});
