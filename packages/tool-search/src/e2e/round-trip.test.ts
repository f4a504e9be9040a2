// End to end with real MCP servers: the fixture server behind a hub, tool search in front.
import { afterEach, describe, expect, it } from "vitest";
import type { CallToolResult } from "@modelcontextprotocol/server";
import { createToolSearch, type ToolSearch } from "../create-tool-search.js";
import { startMcpHub, type McpHub, type McpHubChange } from "@hermes/mcp";
import { mcpInvoke } from "../mcp-runtime.js";
import { fixturePair, nextEvent } from "../../../mcp/test/pairs.js";
import type { FixtureServer } from "@hermes/mcp/testing";

const core = { tools: [{ name: "read_file", description: "Read a file.", inputSchema: { type: "object" } }] };
const text = (result: unknown): string => ((result as CallToolResult).content[0] as { text: string }).text;

let hub: McpHub | undefined;
afterEach(async () => {
  await hub?.close();
  hub = undefined;
});

async function setup(
  extra: Parameters<typeof createToolSearch>[0] = {},
): Promise<{ fixture: FixtureServer; hub: McpHub; search: ToolSearch }> {
  const { fixture, client } = await fixturePair();
  hub = await startMcpHub([{ name: "notes", client }]);
  const search = createToolSearch({ contextLength: 100_000, invoke: mcpInvoke(hub), ...extra });
  return { fixture, hub, search };
}

describe("tool search in front of a real MCP server", () => {
  it("search → describe → call reaches the downstream server with hooks and approval applied", async () => {
    const approvals: string[] = [];
    const {
      fixture,
      hub: live,
      search,
    } = await setup({
      hooks: {
        pre: [
          (call) =>
            call.name === "mcp__notes__notes_create"
              ? {
                  action: "rewrite",
                  arguments: { ...call.arguments, title: `[agent] ${String(call.arguments["title"])}` },
                }
              : undefined,
        ],
      },
      approve: (request) => (approvals.push(request.name), Promise.resolve(true)),
    });
    const assembly = search.assemble([core, ...live.toolsets()]);
    expect(assembly.report).toMatchObject({ tier: 1, visible: ["read_file"] });
    const found = await search.handle(
      { id: "1", name: "tool_search", arguments: { queries: ["notes create"] } },
      { assembly },
    );
    expect(found.result).toMatchObject({
      tools: { mcp__notes__notes_create: { source: "mcp", source_name: "notes", required: ["title"] } },
    });
    const matches = (found.result as { results: { matches: string[] }[] }).results[0]?.matches ?? [];
    expect(matches[0]).toBe("mcp__notes__notes_create");
    expect(matches).toContain("mcp__notes__notes_list");
    const described = await search.handle(
      { id: "2", name: "tool_describe", arguments: { names: ["mcp__notes__notes_create"] } },
      { assembly },
    );
    expect(described.result).toMatchObject({
      tools: { mcp__notes__notes_create: { parameters: { required: ["title"] } } },
    });
    const created = await search.handle(
      {
        id: "3",
        name: "tool_call",
        arguments: { calls: [{ name: "mcp__notes__notes_create", arguments: { title: "Ship it" } }] },
      },
      { assembly },
    );
    expect(created).toMatchObject({ id: "3", isError: false });
    const listed = await search.handle({ id: "4", name: "mcp__notes__notes_list", arguments: {} }, { assembly });
    expect(JSON.parse(text(listed.result))).toEqual([{ id: 1, title: "[agent] Ship it", body: "" }]);
    expect(fixture.stats.calls).toEqual(["notes_create", "notes_list"]);
    expect(approvals).toEqual(["mcp__notes__notes_create", "mcp__notes__notes_list"]);
  });

  it("a denied call never reaches the server", async () => {
    const {
      fixture,
      hub: live,
      search,
    } = await setup({ approve: () => Promise.resolve({ approved: false, reason: "not today" }) });
    const assembly = search.assemble(live.toolsets());
    const denied = await search.handle(
      {
        id: "1",
        name: "tool_call",
        arguments: { calls: [{ name: "mcp__notes__notes_create", arguments: { title: "x" } }] },
      },
      { assembly },
    );
    expect(denied).toMatchObject({ isError: true, result: { code: "DENIED" } });
    expect(fixture.stats.calls).toEqual([]);
  });

  it("a downstream list_changed changes the next assembly", async () => {
    const { fixture, hub: live, search } = await setup();
    const before = search.assemble(live.toolsets());
    const changed = nextEvent<McpHubChange>(
      (listener) => live.onChange(listener),
      (change) => change.kind === "tools",
    );
    await fixture.addTool("weather_forecast", "Get the weather forecast for a city.");
    await changed;
    const after = search.assemble(live.toolsets());
    expect(after.plan.deferred.map((entry) => entry.name)).toContain("mcp__notes__weather_forecast");
    expect(after.plan.fingerprint).not.toBe(before.plan.fingerprint);
    const found = await search.handle(
      { id: "1", name: "tool_search", arguments: { queries: ["weather forecast"] } },
      { assembly: after },
    );
    expect(found.result).toMatchObject({ results: [{ matches: ["mcp__notes__weather_forecast"] }] });
  });

  it("a server that dies mid-call becomes an unavailable source instead of crashing", async () => {
    const { client } = await fixturePair();
    const backup = await fixturePair({ name: "backup", extraTools: 2 });
    hub = await startMcpHub([
      { name: "notes", client },
      { name: "backup", client: backup.client },
    ]);
    const live = hub;
    const search = createToolSearch({ contextLength: 100_000, invoke: mcpInvoke(live) });
    const assembly = search.assemble([core, ...live.toolsets()]);
    const statusChange = nextEvent<McpHubChange>(
      (listener) => live.onChange(listener),
      (change) => change.kind === "status",
    );
    const crashed = await search.handle(
      { id: "1", name: "tool_call", arguments: { calls: [{ name: "mcp__notes__crash", arguments: {} }] } },
      { assembly },
    );
    expect(crashed.isError).toBe(true);
    await statusChange;
    const next = search.assemble([core, ...live.toolsets()]);
    expect(next.plan.unavailable.map((source) => source.label)).toEqual(["notes"]);
    expect(next.plan.listing.text).toMatch(/notes: unavailable/);
    const still = await search.handle(
      { id: "2", name: "tool_call", arguments: { calls: [{ name: "mcp__backup__bulk_tool_001", arguments: {} }] } },
      { assembly: next },
    );
    expect(still.isError).toBe(false);
  });
});
