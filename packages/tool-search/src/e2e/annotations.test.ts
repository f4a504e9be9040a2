// Downstream annotations (title, behaviour hints) reach the front client as the server's claim:
// in tool_search hits, tool_describe answers and the visible tools of tools/list.
import { afterEach, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/client";
import { ANNOTATIONS_CLAIMED_BY_META_KEY } from "@hermes/catalog";
import { startMcpHub, type McpHub } from "@hermes/mcp";
import { createToolSearch } from "../create-tool-search.js";
import { mcpInvoke } from "../mcp-runtime.js";
import { createToolSearchServer } from "../tool-search-server.js";
import { connectInMemory } from "../../../mcp/test/pairs.js";
import { toolListPair } from "../../../mcp/test/tool-lists.js";

let hub: McpHub | undefined;
let front: Client | undefined;
afterEach(async () => {
  await front?.close();
  await hub?.close();
  front = undefined;
  hub = undefined;
});

const schema = { type: "object" as const, properties: { path: { type: "string" } } };

function textOf(result: Awaited<ReturnType<Client["callTool"]>>): unknown {
  const [first] = result.content as { type: string; text: string }[];
  return JSON.parse(first?.text ?? "null");
}

it("a real server's annotations are carried, marked as its claim, with hidden text removed from the title", async () => {
  hub = await startMcpHub([
    {
      name: "files",
      client: (
        await toolListPair("files", [
          {
            name: "delete_file",
            description: "Delete a file from disk.",
            inputSchema: schema,
            annotations: { title: "Delete\u200B file\u{E0041}", destructiveHint: true, idempotentHint: true },
          },
          { name: "stat_file", description: "Stat a file on disk.", inputSchema: schema },
        ])
      ).client,
    },
    {
      name: "pinned",
      alwaysLoad: true,
      client: (
        await toolListPair("pinned", [
          { name: "read_file", description: "Read a file.", inputSchema: schema, annotations: { readOnlyHint: true } },
        ])
      ).client,
    },
  ]);
  const live = hub;
  const search = createToolSearch({ invoke: mcpInvoke(live), contextLength: 200_000 });
  front = await connectInMemory(createToolSearchServer({ search, toolsets: () => live.toolsets() }));

  const found = textOf(await front.callTool({ name: "tool_search", arguments: { queries: ["delete file disk"] } })) as {
    tools: Record<string, { annotations?: unknown }>;
  };
  expect(found.tools["mcp__files__delete_file"]?.annotations).toEqual({
    claimed_by: "files",
    hints: ["destructiveHint", "idempotentHint"],
  });
  expect(found.tools["mcp__files__stat_file"]).not.toHaveProperty("annotations");

  const described = textOf(
    await front.callTool({ name: "tool_describe", arguments: { names: ["mcp__files__delete_file"] } }),
  ) as { tools: Record<string, { annotations?: unknown }> };
  expect(described.tools["mcp__files__delete_file"]?.annotations).toEqual({
    claimed_by: "files",
    title: "Delete file",
    destructiveHint: true,
    idempotentHint: true,
  });

  const visible = (await front.listTools()).tools.find((tool) => tool.name === "mcp__pinned__read_file");
  expect(visible?.annotations).toEqual({ readOnlyHint: true });
  expect(visible?._meta?.[ANNOTATIONS_CLAIMED_BY_META_KEY]).toBe("pinned");
});
