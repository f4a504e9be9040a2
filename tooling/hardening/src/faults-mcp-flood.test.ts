// A downstream MCP server (a real stdio child) that floods `tools/list_changed`: 200
// `add_tool` calls at once. The re-listing is debounced, the final catalog holds every tool,
// the tool-search MCP server in front announces a bounded number of changes, a crash in the
// middle of the flood is survived, and no timer or child is left behind.
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import { createToolSearchServer, type McpHub, type McpHubChange } from "@hermes/tool-search";
import { describe, expect, it, vi } from "vitest";
import { releasesEverything } from "./test-faults-scenario.js";
import { fixtureHub, hubPids } from "./test-faults-fixture.js";
import { mcpRig, textOf } from "./test-faults-mcp.js";

const FLOOD = 200;
const floodName = (i: number): string => `flood_tool_${String(i).padStart(3, "0")}`;

function countChanges(hub: McpHub): { readonly changes: McpHubChange[]; readonly stop: () => void } {
  const changes: McpHubChange[] = [];
  return { changes, stop: hub.onChange((change) => void changes.push(change)) };
}

describe("an MCP server flooding list_changed", () => {
  it("200 add_tool calls: every call answers, re-listing is debounced, the catalog ends complete", async () => {
    await releasesEverything(async (track) => {
      const hub = await fixtureHub(["alpha"]);
      hubPids(hub).forEach(track.pid);
      const counted = countChanges(hub);
      try {
        const { search } = mcpRig(hub);
        const outcomes = await Promise.all(
          Array.from({ length: FLOOD }, (_, i) =>
            hub.invoke("add_tool", {
              name: floodName(i),
              description: `Flood tool number ${i} computes checksum ${i * 7}.`,
            }),
          ),
        );
        expect(outcomes.map((outcome) => outcome.ok && textOf(outcome.result))).toEqual(
          Array.from({ length: FLOOD }, (_, i) => `added ${floodName(i)}`),
        );
        await vi.waitFor(
          () =>
            expect(
              hub.tools().filter((tool) => tool.name.startsWith("flood_tool_")).length === FLOOD,
              "all flood tools listed",
            ).toBe(true),
          { timeout: 60_000, interval: 10 },
        );
        const toolEvents = counted.changes.filter((change) => change.kind === "tools").length;
        expect(toolEvents).toBeGreaterThanOrEqual(1);
        expect(toolEvents).toBeLessThan(FLOOD / 4);
        const assembly = search.assemble(hub.toolsets());
        expect(assembly.plan.deferred.filter((entry) => entry.name.startsWith("flood_tool_"))).toHaveLength(FLOOD);
        const found = await search.handle(
          { id: "s", name: "tool_search", arguments: { queries: ["flood_tool_150"] } },
          { assembly },
        );
        expect((found.result as { results: { matches: string[] }[] }).results[0]?.matches[0]).toBe("flood_tool_150");
        const called = await search.handle(
          { id: "c", name: "tool_call", arguments: { calls: [{ name: "flood_tool_199", arguments: {} }] } },
          { assembly },
        );
        expect(textOf(called.result)).toBe("called flood_tool_199");
      } finally {
        counted.stop();
        await hub.close();
      }
    });
  });

  it("the tool-search MCP server in front announces a bounded number of list changes", async () => {
    await releasesEverything(async (track) => {
      const hub = await fixtureHub(["alpha"]);
      hubPids(hub).forEach(track.pid);
      const { search } = mcpRig(hub);
      const server = createToolSearchServer({
        search,
        toolsets: () => hub.toolsets(),
        onChange: (listener) => hub.onChange(listener),
      });
      const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
      await server.connect(serverSide);
      const client = new Client({ name: "flood-watcher", version: "1.0.0" });
      await client.connect(clientSide);
      let announced = 0;
      client.setNotificationHandler("notifications/tools/list_changed", () => void (announced += 1));
      try {
        const before = await client.listTools();
        await Promise.all(Array.from({ length: FLOOD }, (_, i) => hub.invoke("add_tool", { name: floodName(i) })));
        await vi.waitFor(() => expect(hub.tools().length >= 11 + FLOOD, "all flood tools listed").toBe(true), {
          timeout: 60_000,
          interval: 10,
        });
        await vi.waitFor(() => expect(announced > 0, "a list_changed announcement").toBe(true), {
          timeout: 60_000,
          interval: 10,
        });
        expect(announced).toBeLessThan(FLOOD / 4);
        const after = await client.listTools();
        expect(after.tools.map((tool) => tool.name)).toEqual(before.tools.map((tool) => tool.name));
        const result = await client.callTool({
          name: "tool_call",
          arguments: { calls: [{ name: floodName(42), arguments: {} }] },
        });
        expect(textOf(result)).toBe(`called ${floodName(42)}`);
      } finally {
        await client.close();
        await server.close();
        await hub.close();
      }
    });
  });

  it("a crash in the middle of the flood leaves no pending re-list timer or rejection", async () => {
    await releasesEverything(async (track) => {
      const hub = await fixtureHub(["alpha"], { listChangedDebounceMs: 200 });
      hubPids(hub).forEach(track.pid);
      try {
        const flood = Array.from({ length: FLOOD }, (_, i) => hub.invoke("add_tool", { name: floodName(i) }));
        const crash = hub.invoke("crash", {});
        const outcomes = await Promise.all([...flood, crash]);
        expect(outcomes).toHaveLength(FLOOD + 1);
        expect(outcomes.at(-1)).toMatchObject({ ok: false });
        await vi.waitFor(() => expect(hub.servers()[0]?.state === "failed", "alpha failed").toBe(true), {
          timeout: 60_000,
          interval: 10,
        });
        expect(hub.toolsets()[0]).toMatchObject({ tools: [], unavailable: expect.stringMatching(/exited/) as string });
      } finally {
        await hub.close();
      }
    });
  });
});
