import type { CallToolResult } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import { connectInMemory, fixturePair, nextListChanged, passthrough } from "../../test/pairs.js";
import { createFrontServer } from "./front-server.js";
import { startMcpHub } from "../hub/mcp-hub.js";

describe("createFrontServer", () => {
  it("lists exactly listTools(), byte-stable, and calls through to the downstream server", async () => {
    const { client: downstream, fixture } = await fixturePair();
    const hub = await startMcpHub([{ name: "fx", client: downstream }], { toolNames: "raw-where-unique" });
    const server = passthrough(hub);
    const client = await connectInMemory(server);
    expect(client.getServerCapabilities()?.tools).toEqual({ listChanged: true });
    const first = JSON.stringify(await client.listTools());
    expect(JSON.stringify(await client.listTools())).toBe(first);
    expect(first).toBe(JSON.stringify({ tools: hub.tools() }));
    expect(await client.callTool({ name: "notes_create", arguments: { title: "t" } })).toEqual({
      content: [{ type: "text", text: "created note 1" }],
      structuredContent: { id: 1 },
    });
    expect(fixture.stats.calls).toEqual(["notes_create"]);
    const unknown = await client.callTool({ name: "nope", arguments: {} });
    expect(unknown).toMatchObject({
      isError: true,
      content: [
        { type: "text", text: expect.stringMatching(/no connected MCP server has a tool named "nope"/) as string },
      ],
    });
    await client.close();
    await hub.close();
  });

  it("forwards downstream list_changed to its client", async () => {
    const { client: downstream, fixture } = await fixturePair();
    const hub = await startMcpHub([{ name: "fx", client: downstream }], {
      listChangedDebounceMs: 5,
      toolNames: "raw-where-unique",
    });
    const client = await connectInMemory(passthrough(hub));
    const changed = nextListChanged(client);
    await fixture.addTool("late_tool");
    await changed;
    const { tools } = await client.listTools();
    expect(tools.at(-1)?.name).toBe("late_tool");
    await client.close();
    await hub.close();
  });

  it("turns a throw or an invalid result into an isError result, and unsubscribes on close", async () => {
    let subscribed = 0;
    const server = createFrontServer({
      name: "front",
      version: "1.0.0",
      listTools: () => [
        { name: "boom", inputSchema: { type: "object" } },
        { name: "bad", inputSchema: { type: "object" } },
      ],
      callTool: (name) =>
        name === "boom"
          ? Promise.reject(new Error("exploded"))
          : Promise.resolve({ content: "nope" } as unknown as CallToolResult),
      onToolsChanged: () => {
        subscribed += 1;
        return () => {
          subscribed -= 1;
        };
      },
    });
    const client = await connectInMemory(server);
    expect(subscribed).toBe(1);
    expect(await client.callTool({ name: "boom", arguments: {} })).toEqual({
      isError: true,
      content: [{ type: "text", text: 'tool "boom" failed: exploded' }],
    });
    expect(await client.callTool({ name: "bad", arguments: {} })).toMatchObject({ isError: true });
    await client.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(subscribed).toBe(0);
  });
});
