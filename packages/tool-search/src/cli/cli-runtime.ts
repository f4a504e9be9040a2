import type { Toolset } from "@hermes/catalog";
import { readConfigFile } from "../config-file.js";
import { createToolSearch, type ToolSearch } from "../create-tool-search.js";
import { demoToolsets } from "../demo/demo-catalog.js";
import { startMcpHub, type McpHub } from "../mcp/index.js";
import { mcpInvoke } from "../mcp-runtime.js";
import type { CliArgs } from "./cli-args.js";

/** What a command runs against: the demo catalog, or the servers of a config file. */
export interface CliRuntime {
  readonly kind: "demo" | "config";
  readonly search: ToolSearch;
  toolsets(): readonly Toolset[];
  readonly hub: McpHub | undefined;
  /** Config warnings, for stderr. */
  readonly warnings: readonly string[];
  close(): Promise<void>;
}

/** The demo executes nothing: the result shows the call that would run, validated. */
function demoInvoke(name: string, args: Readonly<Record<string, unknown>>): Promise<unknown> {
  return Promise.resolve({ demo: "The demo catalog holds tool definitions only: nothing was executed.", tool: name, arguments: args });
}

/**
 * Opens the runtime for a command: without `--config`, the embedded demo catalog; with it,
 * the file's MCP servers, started in parallel with a progress line per server on `progress`.
 */
export async function openCliRuntime(args: CliArgs, progress: (line: string) => void): Promise<CliRuntime | { readonly errors: readonly string[] }> {
  if (args.config === undefined) {
    const search = createToolSearch({ contextLength: args.contextLength, invoke: demoInvoke });
    const toolsets = demoToolsets();
    return { kind: "demo", search, toolsets: () => toolsets, hub: undefined, warnings: [], close: () => Promise.resolve() };
  }
  const read = readConfigFile(args.config);
  if (!read.ok) return { errors: read.errors };
  const { file } = read;
  if (file.mcpServers.length > 0) progress(`starting ${file.mcpServers.length} MCP server${file.mcpServers.length === 1 ? "" : "s"}…`);
  const hub = await startMcpHub(file.mcpServers, {
    toolNames: file.mcpToolNames,
    onProgress: (event) => {
      if (event.state === "ready") progress(`  ${event.server}: ready (${event.toolCount ?? 0} tools)`);
      if (event.state === "failed") progress(`  ${event.server}: unavailable — ${event.reason ?? "failed to start"}`);
    },
  });
  const search = createToolSearch({
    config: file.toolSearchRaw,
    contextLength: args.contextLength ?? file.contextLength,
    coreTools: file.coreTools,
    invoke: mcpInvoke(hub),
    parallelServers: hub.parallelServers(),
  });
  return { kind: "config", search, toolsets: () => hub.toolsets(), hub, warnings: read.warnings, close: () => hub.close() };
}
