import type { Toolset } from "@hermes/catalog";
import {
  createPolicyGuard,
  createToolSearch,
  mcpInvoke,
  readConfigFile,
  type PolicyGuard,
  type ToolSearch,
} from "@hermes/tool-search";
import { demoToolsets } from "../demo/demo-catalog.js";
import { openMcpHub, type McpHub, type McpToolNaming } from "@hermes/mcp";
import type { CliArgs } from "./cli-args.js";

/** What a command runs against: the demo catalog, or the servers of a config file. */
export interface CliRuntime {
  readonly kind: "demo" | "config";
  readonly search: ToolSearch;
  toolsets(): readonly Toolset[];
  readonly hub: McpHub | undefined;
  /** How downstream tools, resources and prompts are named (`mcp_tool_names` of the config file). */
  readonly names?: McpToolNaming;
  /** The config file's policy (denied tools are already left out of `toolsets()`); absent for the demo. */
  readonly policy?: PolicyGuard;
  close(): Promise<void>;
}

/** Where {@link openCliRuntime} reports: config warnings (before any server starts) and start progress. */
export interface CliRuntimeReport {
  readonly warning: (text: string) => void;
  readonly progress: (line: string) => void;
}

/** The demo executes nothing: the result shows the call that would run, validated. */
function demoInvoke(name: string, args: Readonly<Record<string, unknown>>): Promise<unknown> {
  return Promise.resolve({
    demo: "The demo catalog holds tool definitions only: nothing was executed.",
    tool: name,
    arguments: args,
  });
}

/**
 * Opens the runtime for a command: without `--config`, the embedded demo catalog; with it,
 * the file's MCP servers, started in parallel with a progress line per server on `progress`
 * (config warnings come first, before any server starts). `wait: false` (the server mode)
 * returns while servers still start; otherwise every first start has settled.
 */
export async function openCliRuntime(
  args: CliArgs,
  report: CliRuntimeReport,
  options: { readonly wait: boolean } = { wait: true },
): Promise<CliRuntime | { readonly errors: readonly string[] }> {
  if (args.config === undefined) {
    const search = createToolSearch({ contextLength: args.contextLength, invoke: demoInvoke });
    const toolsets = demoToolsets();
    return { kind: "demo", search, toolsets: () => toolsets, hub: undefined, close: () => Promise.resolve() };
  }
  const read = readConfigFile(args.config);
  if (!read.ok) return { errors: read.errors };
  const { file } = read;
  for (const warning of read.warnings) report.warning(warning);
  const { progress } = report;
  if (file.mcpServers.length > 0)
    progress(`starting ${file.mcpServers.length} MCP server${file.mcpServers.length === 1 ? "" : "s"}…`);
  const hub = openMcpHub(file.mcpServers, {
    toolNames: file.mcpToolNames,
    onProgress: (event) => {
      if (event.state === "starting" && event.restart !== undefined)
        progress(`  ${event.server}: restarting (restart ${event.restart})…`);
      if (event.state === "ready") progress(`  ${event.server}: ready (${event.toolCount ?? 0} tools)`);
      if (event.state === "failed") progress(`  ${event.server}: unavailable — ${event.reason ?? "failed to start"}`);
    },
  });
  if (options.wait) await hub.ready();
  const policy = createPolicyGuard(file.policy);
  const search = createToolSearch({
    config: file.toolSearchRaw,
    contextLength: args.contextLength ?? file.contextLength,
    coreTools: file.coreTools,
    invoke: policy.invoke(mcpInvoke(hub)),
    parallelServers: hub.parallelServers(),
  });
  const toolsets = (): readonly Toolset[] => policy.toolsets(hub.toolsets());
  return { kind: "config", search, toolsets, hub, policy, names: file.mcpToolNames, close: () => hub.close() };
}
