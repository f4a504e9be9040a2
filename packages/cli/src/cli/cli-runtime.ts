import { CatalogEmbedderBuilder, normalizeConfig, type Toolset } from "@hermes/catalog";
import {
  createPolicyGuard,
  createToolSearch,
  loadBackgroundCorpus,
  mcpInvoke,
  readConfigFile,
  type PolicyGuard,
  type ToolSearch,
} from "@hermes/tool-search";
import { demoToolsets } from "../demo/demo-catalog.js";
import { openMcpHub, type McpHub, type McpToolNaming } from "@hermes/mcp";
import type { CliArgs } from "./cli-args.js";
import { selectServers } from "./server-selection.js";
import { serverStderr } from "./server-stderr.js";

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
  /** Where `--verbose` writes the servers' stderr lines (default: `progress`). */
  readonly stderr?: (text: string) => void;
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
 * A one-shot command (one process, one query) trains hybrid search's vectors synchronously on its
 * first hybrid search, with the shipped background corpus when the config turns hybrid search on
 * (loaded only then); the server mode (`wait: false`) keeps `createToolSearch`'s background builder.
 */
async function oneShotVectors(
  wait: boolean,
  rawConfig: unknown,
): Promise<{ readonly embedders?: CatalogEmbedderBuilder }> {
  if (!wait) return {};
  const hybrid = normalizeConfig(rawConfig).config.semanticShare > 0;
  return {
    embedders: new CatalogEmbedderBuilder(hybrid ? { training: { background: await loadBackgroundCorpus() } } : {}),
  };
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
    const search = createToolSearch({
      contextLength: args.contextLength,
      invoke: demoInvoke,
      ...(await oneShotVectors(options.wait, undefined)),
    });
    const toolsets = demoToolsets();
    return { kind: "demo", search, toolsets: () => toolsets, hub: undefined, close: () => Promise.resolve() };
  }
  const read = readConfigFile(args.config);
  if (!read.ok) return { errors: read.errors };
  const { file } = read;
  for (const warning of read.warnings) report.warning(warning);
  const selected = selectServers(file.mcpServers, args, file.mcpToolNames);
  if (!selected.ok) return { errors: [selected.error] };
  const { servers } = selected;
  const { progress } = report;
  let sink: ReturnType<typeof serverStderr>;
  try {
    sink = serverStderr(args, report.stderr ?? ((text) => progress(text.replace(/\n$/, ""))));
  } catch (error) {
    return { errors: [`--log-file cannot be opened: ${error instanceof Error ? error.message : String(error)}`] };
  }
  const skipped = file.mcpServers.length - servers.length;
  if (servers.length > 0)
    progress(
      `starting ${servers.length} MCP server${servers.length === 1 ? "" : "s"}${skipped > 0 ? ` (of ${file.mcpServers.length}: only what this command needs)` : ""}…`,
    );
  const hub = openMcpHub(servers, {
    toolNames: file.mcpToolNames,
    ...(sink.onStderr === undefined ? {} : { onStderr: sink.onStderr }),
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
    ...(await oneShotVectors(options.wait, file.toolSearchRaw)),
  });
  const toolsets = (): readonly Toolset[] => policy.toolsets(hub.toolsets());
  const close = async (): Promise<void> => {
    await hub.close();
    sink.close();
  };
  return { kind: "config", search, toolsets, hub, policy, names: file.mcpToolNames, close };
}
