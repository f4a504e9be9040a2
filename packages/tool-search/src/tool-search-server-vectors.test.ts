// Hybrid search in the MCP serve path: tools/list and the first tool_search never wait for
// vectors, and every front session shares the one ToolSearch's vector builder.
import { CatalogEmbedderBuilder, type Toolset } from "@hermes/catalog";
import { afterEach, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/client";
import { createToolSearch } from "./create-tool-search.js";
import { createToolSearchServer } from "./tool-search-server.js";
import { connectInMemory } from "../../mcp/test/pairs.js";

const fronts: Client[] = [];
afterEach(async () => {
  for (const front of fronts.splice(0)) await front.close();
});

const weather: Toolset = {
  source: { kind: "mcp", name: "weather" },
  tools: [
    { name: "get_forecast", description: "Get the weather forecast for a city.", inputSchema: { type: "object" } },
    { name: "get_alerts", description: "List severe weather alerts for a region.", inputSchema: { type: "object" } },
    { name: "get_hourly_forecast", description: "Get an hourly forecast.", inputSchema: { type: "object" } },
  ],
};

/** The JSON of a tool_search answer (the text content of the call's result). */
async function toolSearch(front: Client): Promise<{ readonly semantic?: string; readonly results: unknown }> {
  const result = await front.callTool({ name: "tool_search", arguments: { queries: ["weather forecast"] } });
  const [content] = result.content as { type: string; text: string }[];
  return JSON.parse(content?.text ?? "{}") as { semantic?: string; results: unknown };
}

it("answers tools/list and the first tool_search lexically while one shared builder trains", async () => {
  const queue: (() => void)[] = [];
  const embedders = new CatalogEmbedderBuilder({ scheduler: (task) => queue.push(task) });
  const search = createToolSearch({ config: { semantic_share: 1 }, contextLength: 200, embedders });
  const serve = (): ReturnType<typeof createToolSearchServer> =>
    createToolSearchServer({ search, toolsets: () => [weather] });
  const [a, b] = [await connectInMemory(serve()), await connectInMemory(serve())];
  fronts.push(a, b);
  expect((await a.listTools()).tools.map((tool) => tool.name)).toContain("tool_search");
  expect(queue).toHaveLength(0); // tools/list starts nothing
  expect((await toolSearch(a)).semantic).toBe("pending");
  expect((await toolSearch(b)).semantic).toBe("pending");
  expect(embedders.trainedCount).toBe(0);
  for (let task = queue.shift(); task !== undefined; task = queue.shift()) task();
  expect(await toolSearch(b)).not.toHaveProperty("semantic");
  expect(await toolSearch(a)).not.toHaveProperty("semantic");
  expect(embedders.trainedCount).toBe(1);
});
