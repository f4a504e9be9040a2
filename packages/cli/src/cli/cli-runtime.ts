import { CatalogEmbedderBuilder, normalizeConfig, type Toolset } from "@hermes/catalog";
import {
  createGateway,
  createToolSearch,
  gatewayOptionsOf,
  loadBackgroundCorpus,
  readConfigFile,
  type Gateway,
  type ToolSearch,
} from "@hermes/tool-search";
import { demoToolsets } from "../demo/demo-catalog.js";
import type { GatewayLog, McpHub } from "@hermes/mcp";
import type { CliArgs } from "./cli-args.js";
import { selectServers } from "./server-selection.js";
import { serverStderr } from "./server-stderr.js";

/** What a command runs against: the demo catalog, or the servers of a config file. */
export interface CliRuntime {
  readonly kind: "demo" | "config";
  readonly search: ToolSearch;
  toolsets(): readonly Toolset[];
  readonly hub: McpHub | undefined;
  /** The config file's gateway (hub, search, policy, front servers); absent for the demo. */
  readonly gateway?: Gateway;
  /** Where `serve --log-level` writes its JSON log lines (the gateway's already does). */
  readonly log?: GatewayLog | undefined;
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
 * returns while servers still start; otherwise every first start has settled. `log` receives the
 * gateway's JSON log lines (`serve --log-level`).
 */
export async function openCliRuntime(
  args: CliArgs,
  report: CliRuntimeReport,
  options: { readonly wait: boolean; readonly log?: GatewayLog | undefined } = { wait: true },
): Promise<CliRuntime | { readonly errors: readonly string[] }> {
  if (args.config === undefined) {
    const search = createToolSearch({
      contextLength: args.contextLength,
      invoke: demoInvoke,
      ...(await oneShotVectors(options.wait, undefined)),
    });
    const toolsets = demoToolsets();
    return {
      kind: "demo",
      search,
      toolsets: () => toolsets,
      hub: undefined,
      log: options.log,
      close: () => Promise.resolve(),
    };
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
  const vectors = await oneShotVectors(options.wait, file.toolSearchRaw);
  const gateway = createGateway({
    ...gatewayOptionsOf(file),
    servers,
    contextLength: args.contextLength ?? file.contextLength,
    hub: {
      ...(sink.onStderr === undefined ? {} : { onStderr: sink.onStderr }),
      onProgress: (event) => {
        if (event.state === "starting" && event.restart !== undefined)
          progress(`  ${event.server}: restarting (restart ${event.restart})…`);
        if (event.state === "ready") progress(`  ${event.server}: ready (${event.toolCount ?? 0} tools)`);
        if (event.state === "failed") progress(`  ${event.server}: unavailable — ${event.reason ?? "failed to start"}`);
      },
    },
    ...(options.log === undefined ? {} : { log: options.log }),
    ...(args.wait === undefined ? {} : { startWaitMs: args.wait * 1000 }),
    ...vectors,
  });
  const { hub, search } = gateway;
  if (options.wait) await hub.ready();
  const close = async (): Promise<void> => {
    await hub.close();
    sink.close();
  };
  return { kind: "config", search, toolsets: gateway.toolsets, hub, gateway, log: options.log, close };
}
