// Test helper (not built): an MCP server with a given tool list that records every call.
import type { Client } from "@modelcontextprotocol/client";
import { Server } from "@modelcontextprotocol/server";
import type { JSONObject, Tool } from "@modelcontextprotocol/server";
import { connectInMemory } from "./pairs.js";

/** A connected client of a server listing `tools`; `calls` records each `tools/call` name in order. */
export interface ToolListPair {
  readonly client: Client;
  readonly calls: string[];
}

/**
 * Serves `tools` as they are (any schema) and answers every call with `"<server>:<tool>"`,
 * so a test sees which server ran a call.
 */
export async function toolListPair(server: string, tools: readonly Tool[]): Promise<ToolListPair> {
  const mcp = new Server({ name: server, version: "1.0.0" }, { capabilities: { tools: {} } });
  const calls: string[] = [];
  mcp.setRequestHandler("tools/list", () => ({ tools: [...tools] }));
  mcp.setRequestHandler("tools/call", (request) => {
    calls.push(request.params.name);
    return { content: [{ type: "text", text: `${server}:${request.params.name}` }] };
  });
  return { client: await connectInMemory(mcp, `client-of-${server}`), calls };
}

/** A tool whose schema nests `depth` objects deep (deeper than the catalog accepts at 300). */
export function deepTool(name: string, depth: number): Tool {
  let schema: JSONObject = { type: "string" };
  for (let i = 0; i < depth; i += 1) schema = { type: "object", properties: { next: schema } };
  return { name, description: `${name} (deep)`, inputSchema: { type: "object", properties: { root: schema } } };
}
