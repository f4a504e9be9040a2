// Public API of @hermes/connectors: the hosted tool-gateway client, the search/describe/execute
// legs, manage_connections, and the connectors config. The test gateway is in ./testing.

// Wiring
export { createConnectors, type Connectors, type ConnectorsOptions } from "./create-connectors.js";
export { readConnectorsConfig, type ConnectorsConfig, type ReadConnectorsConfigResult } from "./connectors-config.js";

// Names
export { canonicalConnectorToolName, composeConnectorToolName, hasConnectorPrefix, slugCandidates } from "./name-codec.js";
export { CONNECTOR_TOOL_PREFIX, isConnectorToolName, parseConnectorToolName, type ConnectorToolName } from "@hermes/catalog/internal";
export { resolveTwins, type ResolvedNames, type TwinSlugs, type VendorTool } from "./name-twins.js";

// Gateway client
export { createGatewayClient, type CallOptions, type GatewayClient, type GatewayClientOptions, type TokenProvider } from "./gateway-client.js";
export { GatewayError, isGatewayError, type GatewayErrorCode, type GatewayErrorDetails } from "./gateway-error.js";
export { retryAfterMs } from "./gateway-error-body.js";
export type { GatewayEvent } from "./gateway-retry.js";
export { DEFAULT_RETRIES, DEFAULT_TIMEOUTS_MS, GATEWAY_ROUTES, ROUTE_PATHS, type GatewayRoute } from "./gateway-routes.js";
export { LIST_PAGE_SIZE } from "./gateway-list.js";
export type {
  ConnectionsRequest,
  ConnectionStart,
  ConnectorAccount,
  ConnectorList,
  ConnectorStatus,
  ExecuteRequest,
  ExecuteResult,
  RenameRequest,
  SchemasResponse,
  SearchGroup,
  SearchResponse,
  VendorToolError,
  VendorToolSchema,
} from "./gateway-types.js";

// Search and describe legs (a catalog RemoteSource)
export { createConnectorsSource, type ConnectorsSourceOptions } from "./connectors-source.js";
export { remoteEntry } from "./remote-entries.js";
export { SIGN_IN_EXPIRED_HINT, UNREACHABLE_HINT } from "./source-status.js";

// Execute leg
export { createConnectorExecutor, type ConnectorExecutorOptions, type ExecuteCallOptions, type ExecuteConnectorCall } from "./execute-call.js";
export {
  isConnectorCallError,
  type ConnectionRequiredMode,
  type ConnectorCallError,
  type ConnectorCallErrorCode,
  type ConnectorCallResult,
} from "./execute-result.js";

export { INTERRUPTED_MESSAGE } from "@hermes/catalog/internal";

// manage_connections
export {
  createManageConnections,
  type ManageConnections,
  type ManageConnectionsOptions,
  type ManageConnectionsResult,
} from "./manage-connections.js";
export {
  ALIAS_PATTERN,
  HOSTED_ACTIONS,
  MANAGE_CONNECTIONS_DEFINITION,
  MAX_TARGETS,
  MCP_ACTIONS,
  type ManageAction,
  type NeutralToolDefinition,
} from "./manage-definition.js";
export { readManageArgs, type ManageRequest, type ManageTarget } from "./manage-args.js";
export type { McpActionOutcome, McpConnections, McpServerView } from "./manage-mcp.js";
export type { CardResult, ConnectionCard, ConnectionCardOutcome, ShowConnectionCard } from "./manage-wait.js";
