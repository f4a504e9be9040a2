// Test helper (not a test): MCP servers with given tool lists, in memory, that record which
// server ran which tool — to check that a call runs exactly where its catalog entry came from.
import { InMemoryTransport, Server } from "@modelcontextprotocol/server";
import type { JSONObject, Tool } from "@modelcontextprotocol/server";
import { Client } from "@modelcontextprotocol/client";

/** One `tools/call` a server answered: the server and the tool's own name. */
export interface Ran {
  readonly server: string;
  readonly tool: string;
}

/** A client of an in-memory server that lists `tools` and pushes every call to `ran`. */
export async function recordingServer(server: string, tools: readonly Tool[], ran: Ran[]): Promise<Client> {
  const mcp = new Server({ name: server, version: "1.0.0" }, { capabilities: { tools: {} } });
  mcp.setRequestHandler("tools/list", () => ({ tools: [...tools] }));
  mcp.setRequestHandler("tools/call", (request) => {
    ran.push({ server, tool: request.params.name });
    return { content: [{ type: "text", text: `${server}:${request.params.name}` }] };
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.connect(serverSide);
  const client = new Client({ name: `hardening-${server}`, version: "1.0.0" });
  await client.connect(clientSide);
  return client;
}

/** A tool definition; `deep` nests its schema past the catalog's depth limit, so the catalog drops it. */
export function definition(name: string, deep = false): Tool {
  let schema: JSONObject = { type: "string" };
  if (deep) for (let i = 0; i < 300; i += 1) schema = { type: "object", properties: { next: schema } };
  return { name, description: `${name} tool`, inputSchema: { type: "object", properties: { value: schema } } };
}
