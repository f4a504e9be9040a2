import type { CatalogEmbedderBuilder } from "@hermes/catalog";
import type { GatewayLog, McpHubOptions, McpHubServer, McpToolNaming, ToolPolicy } from "@hermes/mcp";
import type { ConfigFile } from "../config-file.js";

/**
 * What {@link createGateway} assembles a gateway from. Only `servers` is required. Defaults: the
 * default tool-search config, no context length (the listing budget's default), no core tools,
 * no policy (everything runs), namespaced tool names (`mcp__<server>__<tool>`), no log, a 10 s
 * wait for servers still starting, hybrid search's vectors trained in the background.
 *
 * @example
 * ```ts
 * const options: GatewayOptions = {
 *   servers: [{ name: "github", command: "github-mcp-server", args: ["stdio"] }],
 *   config: { listing_max_tokens: 2000 },
 *   policy: compilePolicy({ deny: ["mcp__github__delete_*"] }, []),
 * };
 * ```
 */
export interface GatewayOptions {
  /** The downstream MCP servers (a config file's `mcpServers`, or clients you connected yourself). */
  readonly servers: readonly McpHubServer[];
  /** The `tools.tool_search` block as written (what `createToolSearch({ config })` takes). */
  readonly config?: unknown;
  /** The model's context window in tokens, for the listing budget. */
  readonly contextLength?: number | undefined;
  /** Tools kept visible by name. */
  readonly coreTools?: readonly string[] | undefined;
  /** The serve policy (`compilePolicy` of `@hermes/mcp`, or a config file's `policy`): denied tools are not listed, searched or callable; `ask` tools ask the front client's user. */
  readonly policy?: ToolPolicy | undefined;
  /** How downstream tools, resources and prompts are named for the model. */
  readonly toolNames?: McpToolNaming | undefined;
  /** The hub's other options: servers' stderr, start progress, restarts, timeouts. */
  readonly hub?: Omit<McpHubOptions, "toolNames"> | undefined;
  /** One JSON log line per front tool call and downstream call (`jsonLineLog` of `@hermes/mcp`). */
  readonly log?: GatewayLog | undefined;
  /** Longest wait of a `tools/list` or `tools/call` for servers still starting, in ms. Default 10 000; 0 answers at once. */
  readonly startWaitMs?: number | undefined;
  /** Hybrid search's vector builder (`ToolSearchOptions.embedders`). */
  readonly embedders?: CatalogEmbedderBuilder | undefined;
  /** The name and version the front server sends in `initialize`. Default `hermes-tool-search`, `0.0.0`. */
  readonly name?: string | undefined;
  readonly version?: string | undefined;
}

/**
 * The {@link GatewayOptions} a config file describes (`readConfigFile`): its servers, tool-search
 * block, context length, core tools, policy and tool naming. Spread it and add what the file does
 * not hold (a log, hub callbacks).
 *
 * @example
 * ```ts
 * const read = readConfigFile("gateway.json");
 * if (!read.ok) throw new Error(read.errors.join("\n"));
 * const gateway = createGateway({ ...gatewayOptionsOf(read.file), log: jsonLineLog("info", console.error) });
 * ```
 */
export function gatewayOptionsOf(file: ConfigFile): GatewayOptions {
  return {
    servers: file.mcpServers,
    config: file.toolSearchRaw,
    contextLength: file.contextLength,
    coreTools: file.coreTools,
    policy: file.policy,
    toolNames: file.mcpToolNames,
  };
}
