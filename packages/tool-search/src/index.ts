// Public API of @hermes/tool-search: the wiring (one runtime object over the parts) and explicit
// re-exports of the parts' public APIs, so an umbrella user needs no other import. The MCP layer
// lives in @hermes/mcp, the CLI and its demo catalog in @hermes/cli (which this package does not
// depend on).

// The umbrella
export { createToolSearch, type AssembleOptions, type Assembly, type ToolSearch } from "./create-tool-search.js";
export type { ToolSearchOptions } from "./tool-search-options.js";
export { tierReport, type SourceReport, type TierReport } from "./tier-report.js";
export { sessionToolsets, type SessionToolsets } from "./session-scope.js";
export { parseConfigDocument, readConfigFile, type ConfigFile, type ConfigFileResult } from "./config-file.js";
export { createToolSearchServer, type ToolSearchServerOptions } from "./tool-search-server.js";
export { mcpInvoke } from "./mcp-runtime.js";
export { connectorsToolset, invokeWithConnectors, isConnectorsBundle, type ConnectorsBundle } from "./connectors-runtime.js";

// The MCP layer (@hermes/mcp)
export {
  callOutcomeToResult,
  cappedFetch,
  createFrontServer,
  MAX_RESPONSE_BYTES,
  McpConnection,
  openMcpHub,
  ResponseTooLargeError,
  SERVE_HTTP_LIMITS,
  ServerSupervisor,
  parseMcpServers,
  parseMcpServersJson,
  serveHttp,
  serveStdio,
  startMcpHub,
  type FrontServerOptions,
  type McpCallError,
  type McpCallErrorCode,
  type McpCallOptions,
  type McpCallOutcome,
  type McpClientServer,
  type McpConfigIssue,
  type McpConfigResult,
  type McpConnectionEvent,
  type McpConnectionOptions,
  type McpConnectionState,
  type McpConnectionStatus,
  type McpHttpServerConfig,
  type McpHub,
  type McpHubChange,
  type McpHubOptions,
  type McpHubProgress,
  type McpHubServer,
  type McpServerConfig,
  type McpServerStatus,
  type McpStdioServerConfig,
  type McpTool,
  type McpToolNaming,
  MAX_EXPOSED_NAME,
  namespacedToolName,
  RESERVED_TOOL_NAMES,
  type RestartPolicy,
  type ServedHttp,
  type ServedServer,
  type ServeHttpOptions,
} from "@hermes/mcp";

// The ranker (@hermes/bm25)
export { Bm25Error, Bm25Index, isBm25Error, createTokenizer, ENGLISH_STOP_WORDS, type Bm25Document, type Bm25Options, type SearchHit } from "@hermes/bm25";

// The catalog (@hermes/catalog)
export {
  HermesError,
  isHermesError,
  buildListing,
  classifyTools,
  DEFAULT_CONFIG,
  DEFAULT_CORE_TOOLS,
  DEFAULT_DEFER,
  estimateTokens,
  listingBudget,
  normalizeConfig,
  normalizeTools,
  parseConfig,
  planTiers,
  searchCatalog,
  TOOL_SEARCH_CONFIG_SCHEMA,
  type CatalogMatch,
  type ConfigWarning,
  type Listing,
  type Logger,
  type RemoteSource,
  type TierPlan,
  type TokenCounter,
  type ToolEntry,
  type ToolFormat,
  type ToolSearchConfig,
  type ToolSource,
  type Toolset,
} from "@hermes/catalog";

// The bridge (@hermes/bridge)
export {
  bridgeTools,
  describeTools,
  isBridgeError,
  resolveToolCall,
  searchTools,
  toolsForModel,
  validateArguments,
  type BridgeError,
  type BridgeScope,
  type ResolvedCall,
  type ToolDescribeResult,
  type ToolSearchResult,
} from "@hermes/bridge";

// Dispatch (@hermes/dispatch)
export {
  createDispatcher,
  planParallel,
  runPlan,
  ToolCallError,
  isToolCallError,
  type ActivityEvent,
  type ActivitySink,
  type ApprovalDecision,
  type Approve,
  type DispatchResult,
  type Guardrail,
  type InvokeTool,
  type ModelToolCall,
  type PlanSegment,
  type PostHook,
  type PreHook,
} from "@hermes/dispatch";

// Connectors (@hermes/connectors)
export {
  createConnectors,
  createConnectorsSource,
  createGatewayClient,
  GatewayError,
  isGatewayError,
  readConnectorsConfig,
  type Connectors,
  type ConnectorsConfig,
  type ConnectorsOptions,
  type GatewayClient,
  type GatewayErrorCode,
  type McpConnections,
} from "@hermes/connectors";
