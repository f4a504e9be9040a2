// Real MCP tool definitions for tests (not part of the build).
import { readFileSync } from "node:fs";
import type { Toolset } from "../src/tools/source.js";

export interface RawTool {
  readonly server: string;
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Record<string, unknown>;
}

let cache: RawTool[] | undefined;

/** The 1,288 tools of `tooling/data/catalogs/mcp-servers.json`. */
export function realTools(): RawTool[] {
  cache ??= (
    JSON.parse(readFileSync(new URL("../../../tooling/data/catalogs/mcp-servers.json", import.meta.url), "utf8")) as {
      tools: RawTool[];
    }
  ).tools;
  return cache;
}

/** The real tools grouped into one MCP toolset per server, in file order. */
export function realToolsets(): Toolset[] {
  const servers = new Map<string, RawTool[]>();
  for (const tool of realTools()) servers.set(tool.server, [...(servers.get(tool.server) ?? []), tool]);
  return [...servers].map(([server, tools]) => ({ source: { kind: "mcp", name: server }, tools }));
}

let livemcpCache: RawTool[] | undefined;

/** The 527 tools of `tooling/data/catalogs/livemcp.json` (filesystem, memory, …). */
export function liveMcpTools(): RawTool[] {
  livemcpCache ??= (
    JSON.parse(readFileSync(new URL("../../../tooling/data/catalogs/livemcp.json", import.meta.url), "utf8")) as {
      tools: RawTool[];
    }
  ).tools;
  return livemcpCache;
}

/** One MCP toolset per server for the named servers of both real catalogs, in the order given. */
export function toolsetsOf(servers: readonly string[]): Toolset[] {
  const tools = [...realTools(), ...liveMcpTools()];
  return servers.map((server) => ({
    source: { kind: "mcp", name: server },
    tools: tools.filter((tool) => tool.server === server),
  }));
}
