// Public API of @hermes/connectors: the hosted tool-gateway client, the search/describe/execute
// legs, manage_connections, and the connectors config (semver-stable, docs/api-stability.md).
// The test gateway is in ./testing; the wire details our tooling takes apart are in ./internal.

// Wiring
export { createConnectors, type Connectors, type ConnectorsOptions } from "./create-connectors.js";
export { readConnectorsConfig, type ConnectorsConfig, type ReadConnectorsConfigResult } from "./connectors-config.js";

// Names
export { canonicalConnectorToolName, composeConnectorToolName } from "./names/codec.js";
export {
  CONNECTOR_TOOL_PREFIX,
  isConnectorToolName,
  parseConnectorToolName,
  type ConnectorToolName,
} from "@hermes/catalog/internal";

// Gateway client
export {
  createGatewayClient,
  type CallOptions,
  type GatewayClient,
  type GatewayClientOptions,
  type TokenProvider,
} from "./gateway/client.js";
export { GatewayError, isGatewayError, type GatewayErrorCode, type GatewayErrorDetails } from "./gateway/error.js";
export { retryAfterMs } from "./gateway/error-body.js";
export type { GatewayEvent } from "./gateway/retry.js";
export type { ConnectUrlErrorCode, ConnectUrlRefusal } from "./gateway/safe-url.js";
export { DEFAULT_RETRIES, DEFAULT_TIMEOUTS_MS, type GatewayRoute } from "./gateway/routes.js";
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
} from "./gateway/types.js";

// Search and describe legs (a catalog RemoteSource)
export { createConnectorsSource, type ConnectorsSourceOptions } from "./source/connectors-source.js";

// Execute leg
export {
  createConnectorExecutor,
  type ConnectorExecutorOptions,
  type ExecuteCallOptions,
  type ExecuteConnectorCall,
} from "./execute/execute-call.js";
export {
  isConnectorCallError,
  type ConnectionRequiredMode,
  type ConnectorCallError,
  type ConnectorCallErrorCode,
  type ConnectorCallResult,
} from "./execute/result.js";

// manage_connections
export {
  createManageConnections,
  type ManageConnections,
  type ManageConnectionsOptions,
  type ManageConnectionsResult,
} from "./manage/manage-connections.js";
export type { ManageConnectionsErrorCode, ManageConnectionsFailure } from "./manage/failure.js";
export { MANAGE_CONNECTIONS_DEFINITION, type ManageAction, type NeutralToolDefinition } from "./manage/definition.js";
export type { McpActionOutcome, McpConnections, McpServerView } from "./manage/mcp.js";
export type { CardResult, ConnectionCard, ConnectionCardOutcome, ShowConnectionCard } from "./manage/wait.js";
