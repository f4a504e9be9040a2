// Public API of @hermes/tool-search (semver-stable, docs/api-stability.md): the wiring (one
// runtime object over the parts) and the parts' exports an umbrella user needs — the MCP hub
// and server mode, the error family, the config defaults and the types of the runtime's
// signatures. A custom runtime built from the parts imports them from the part packages. The
// MCP layer lives in @hermes/mcp, the CLI and its demo catalog in @hermes/cli (which this
// package does not depend on). Wiring helpers our tooling borrows are in ./internal.

// The umbrella
export {
  createToolSearch,
  type AssembleOptions,
  type Assembly,
  type HandleContext,
  type ToolSearch,
} from "./create-tool-search.js";
export { backgroundBuilder, backgroundScheduler, loadBackgroundCorpus } from "./hybrid-vectors.js";
export type { ToolSearchOptions } from "./tool-search-options.js";
export type { DefinitionChange, DefinitionChangePolicy, ToolDefinitionHash } from "./definition-ledger.js";
export type { SourceReport, TierReport } from "./tier-report.js";
export { parseConfigDocument, readConfigFile, type ConfigFile, type ConfigFileResult } from "./config-file.js";
export { createToolSearchServer, type ToolSearchServerOptions } from "./tool-search-server.js";
export { createGateway, type Gateway } from "./gateway/create-gateway.js";
export { gatewayOptionsOf, type GatewayOptions } from "./gateway/gateway-options.js";
export { mcpInvoke } from "./mcp-runtime.js";
export { createPolicyGuard, type PolicyGuard } from "./policy-guard.js";
export { REAL_TOOL_META_KEY } from "./real-tool-meta.js";
export type { ConnectorsBundle } from "./connectors-runtime.js";

// The pluggable dense path of hybrid search: an OpenAI-compatible embeddings endpoint
export {
  createOpenAiEmbedder,
  DENSE_BATCH_SIZE,
  DENSE_CACHE_SIZE,
  DENSE_TIMEOUT_MS,
  type DenseLoadStats,
  type OpenAiEmbedder,
  type OpenAiEmbedderOptions,
} from "./dense/openai-embedder.js";
export { DENSE_SHARE, denseSearch, type DenseSearchOptions, type DenseSearchResult } from "./dense/dense-search.js";
export { DenseEmbedderError, isDenseEmbedderError, type DenseEmbedderErrorCode } from "./dense/dense-error.js";
export { createDenseRerank, type DenseRerank, type DenseRerankOptions } from "./dense/dense-rerank-hook.js";

// The MCP layer (@hermes/mcp): downstream servers and server mode
export {
  namespacedToolName,
  openMcpHub,
  parseMcpServers,
  parseMcpServersJson,
  serveHttp,
  serveStdio,
  startMcpHub,
  type ForwardedRequest,
  type FrontScope,
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
  type OAuthResourceOptions,
  type RestartPolicy,
  type ServedHttp,
  type ServedServer,
  type ServeHttpOptions,
} from "@hermes/mcp";

// The ranker (@hermes/bm25): types of the search options
export type { Bm25Document, Bm25Options, SearchHit } from "@hermes/bm25";

// The catalog (@hermes/catalog): the error family, the config defaults and schema, the tool model
export {
  DEFAULT_CONFIG,
  HermesError,
  isHermesError,
  TOOL_SEARCH_CONFIG_SCHEMA,
  type CatalogMatch,
  type ConfigWarning,
  type EndpointConfig,
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

// The bridge (@hermes/bridge): the three bridge tools for a model's tool list
export {
  bridgeTools,
  isBridgeError,
  type BridgeError,
  type BridgeScope,
  type DenseStatus,
  type ResolvedCall,
  type SearchRerank,
  type SearchRerankAnswer,
  type ToolDescribeResult,
  type ToolSearchResult,
} from "@hermes/bridge";

// Dispatch (@hermes/dispatch): running a turn's calls, and the error an invoke throws
export {
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

// Connectors (@hermes/connectors): the hosted gateway bundle createToolSearch takes
export {
  createConnectors,
  isGatewayError,
  type Connectors,
  type ConnectorsConfig,
  type ConnectorsOptions,
  type GatewayClient,
  type GatewayErrorCode,
  type McpConnections,
} from "@hermes/connectors";
