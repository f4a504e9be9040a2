// The server mode tells its client when the tools it lists change, and only then.
import { afterEach, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/client";
import { createToolSearch } from "../create-tool-search.js";
import { startMcpHub, type McpHub, type McpHubChange } from "@hermes/mcp";
import { mcpInvoke } from "../mcp-runtime.js";
import { createToolSearchServer } from "../tool-search-server.js";
import { connectInMemory, fixturePair, nextEvent, nextListChanged } from "../../../mcp/test/pairs.js";

let hub: McpHub | undefined;
let front: Client | undefined;
afterEach(async () => {
  await front?.close();
  await hub?.close();
});

it("sends tools/list_changed when a downstream change alters tools/list, and lists the new bytes", async () => {
  const { fixture, client } = await fixturePair();
  hub = await startMcpHub([{ name: "notes", client }]);
  const live = hub;
  const search = createToolSearch({ invoke: mcpInvoke(live), contextLength: 200_000 });
  front = await connectInMemory(
    createToolSearchServer({
      search,
      toolsets: () => live.toolsets(),
      onChange: (listener) => live.onChange(() => listener()),
    }),
  );
  const before = JSON.stringify((await front.listTools()).tools);
  expect(JSON.stringify((await front.listTools()).tools)).toBe(before);
  const notified = nextListChanged(front);
  const changed = nextEvent<McpHubChange>(
    (listener) => live.onChange(listener),
    (change) => change.kind === "tools",
  );
  await fixture.addTool("weather_forecast", "Get the weather forecast for a city.");
  await changed;
  await notified;
  const after = JSON.stringify((await front.listTools()).tools);
  expect(after).not.toBe(before);
  expect(after).toContain("weather_forecast");
});
