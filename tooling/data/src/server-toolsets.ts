import type { JsonSchema } from "./types.js";

/** A tool as an MCP server lists it. */
export interface ServerTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
}

/** One MCP server's tools, in the shape of a `@hermes/catalog` `Toolset` (structurally). */
export interface ServerToolset {
  readonly source: { readonly kind: "mcp"; readonly name: string };
  readonly tools: ServerTool[];
}

/**
 * Groups tools into one MCP toolset per server, in first-seen order, each tool as a new
 * `{name, description, inputSchema}` object (what an MCP client lists).
 */
export function serverToolsets(tools: readonly { readonly server: string; readonly name: string; readonly description: string; readonly inputSchema: JsonSchema }[]): ServerToolset[] {
  const servers = new Map<string, ServerTool[]>();
  for (const tool of tools) {
    const list = servers.get(tool.server) ?? [];
    list.push({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema });
    servers.set(tool.server, list);
  }
  return [...servers].map(([name, list]) => ({ source: { kind: "mcp", name }, tools: list }));
}
