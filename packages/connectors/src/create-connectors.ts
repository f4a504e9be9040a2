import type { Logger, RemoteSource } from "@hermes/catalog";
import { readConnectorsConfig, type ConnectorsConfig } from "./connectors-config.js";
import { createConnectorsSource } from "./source/connectors-source.js";
import { createConnectorExecutor, type ExecuteConnectorCall } from "./execute/execute-call.js";
import type { ConnectionRequiredMode } from "./execute/result.js";
import { createGatewayClient, type GatewayClient, type GatewayClientOptions } from "./gateway/client.js";
import { createManageConnections, type ManageConnections } from "./manage/manage-connections.js";
import type { McpConnections } from "./manage/mcp.js";
import type { ShowConnectionCard } from "./manage/wait.js";

/** Options of {@link createConnectors}: the gateway client's, plus config and runtime hooks. */
export interface ConnectorsOptions extends GatewayClientOptions {
  /** The raw `tools.connectors` block (`true`/`false` or `{enabled}`); read by `readConnectorsConfig`. */
  readonly config?: unknown;
  /** Config warnings, twins, dropped groups and gateway failures (never the token). */
  readonly logger?: Logger | undefined;
  /** How `CONNECTION_REQUIRED` is told. Default `manage_connections` with a card callback, else `link`. */
  readonly connectionRequired?: ConnectionRequiredMode | undefined;
  readonly mcp?: McpConnections | undefined;
  readonly showConnectionCard?: ShowConnectionCard | undefined;
  readonly connectWaitMs?: number | undefined;
  readonly pollIntervalMs?: number | undefined;
}

/** Everything a runtime wires in: the search/describe source, the execute leg and the tool. */
export interface Connectors {
  readonly config: ConnectorsConfig;
  readonly client: GatewayClient;
  /** Pass as `remote` to the bridge's `searchTools` / `describeTools`. */
  readonly source: RemoteSource;
  /** Put inside the runtime's `invoke` for `connectors__…` entries. */
  readonly execute: ExecuteConnectorCall;
  readonly manageConnections: ManageConnections;
}

/**
 * Wires the package for a runtime: reads `config` (warnings to `logger`), creates one gateway
 * client and builds the remote source, the executor and `manage_connections` on it. With
 * connectors disabled nothing is ever sent: search/describe are `silent`, calls answer
 * `CONNECTORS_UNAVAILABLE`. Throws a `TypeError` only for an origin that is not http(s).
 *
 * @example
 * ```ts
 * const connectors = createConnectors({ origin: "https://gateway.example.com", getToken: () => session.token, config: settings.tools?.connectors });
 * await searchTools(args, { scope, config, remote: connectors.source });
 * ```
 */
export function createConnectors(options: ConnectorsOptions): Connectors {
  const { config } = readConnectorsConfig(options.config, options.logger);
  const client = createGatewayClient(options);
  const enabled = config.enabled;
  return {
    config,
    client,
    source: createConnectorsSource({ client, enabled, logger: options.logger }),
    execute: createConnectorExecutor({
      client,
      enabled,
      connectionRequired:
        options.connectionRequired ?? (options.showConnectionCard === undefined ? "link" : "manage_connections"),
    }),
    manageConnections: createManageConnections({
      client,
      enabled,
      mcp: options.mcp,
      showConnectionCard: options.showConnectionCard,
      connectWaitMs: options.connectWaitMs,
      pollIntervalMs: options.pollIntervalMs,
    }),
  };
}
