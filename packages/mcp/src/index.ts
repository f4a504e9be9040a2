// Public API of @hermes/mcp (semver-stable, docs/api-stability.md): the MCP layer a custom
// runtime can take without the CLI or the demo — the downstream `mcpServers` config reader, the
// hub, tool naming, and server mode (a front server served over stdio or HTTP). The pieces the
// hub is built from, and helpers the sibling packages borrow, are in ./internal.
export { parseMcpServers, parseMcpServersJson } from "./config/server-config.js";
export type {
  McpConfigIssue,
  McpConfigResult,
  McpHttpServerConfig,
  McpServerConfig,
  McpStdioServerConfig,
} from "./config/server-config.js";
export type {
  McpConnectionEvent,
  McpConnectionOptions,
  McpConnectionState,
  McpConnectionStatus,
} from "./connection/mcp-connection.js";
export { openMcpHub, startMcpHub } from "./hub/mcp-hub.js";
export type {
  McpClientServer,
  McpHub,
  McpHubChange,
  McpHubOptions,
  McpHubProgress,
  McpHubServer,
  McpServerStatus,
  RestartPolicy,
} from "./hub/mcp-hub.js";
export { callOutcomeToResult } from "./connection/call-outcome.js";
export type {
  McpCallError,
  McpCallErrorCode,
  McpCallOptions,
  McpCallOutcome,
  McpCallProgress,
} from "./connection/call-outcome.js";
export type { McpTool } from "./connection/list-tools.js";
export { createFrontServer } from "./serve/front-server.js";
export type { FrontCallContext, FrontServerOptions } from "./serve/front-server.js";
export type { ForwardedRequest, FrontScope } from "./connection/front-scope.js";
export type { ConfirmAnswer, ConfirmRequest, FrontConfirm } from "./serve/front-confirm.js";
export { compilePolicy } from "./policy/compile-policy.js";
export { decidePolicy } from "./policy/decide-policy.js";
export { parsePolicyBlock } from "./policy/parse-policy.js";
export { policyToolOf, policyView, type PolicyVerdict, type PolicyView } from "./policy/policy-toolsets.js";
export type {
  PolicyAction,
  PolicyBlock,
  PolicyDecision,
  PolicyRule,
  PolicyRuleKind,
  PolicyTool,
  ToolPolicy,
} from "./policy/policy-types.js";
export { hubPassThrough } from "./hub/hub-pass-through.js";
export type { McpFrontNotice, McpPassThrough, McpPassThroughOptions } from "./hub/hub-pass-through.js";
export { GATEWAY_LOG_LEVELS, jsonLineLog } from "./observe/gateway-log.js";
export type { GatewayLog, GatewayLogLevel, GatewayLogRecord } from "./observe/gateway-log.js";
export { forwardCapabilities, MCP_FORWARD_KINDS } from "./connection/server-requests.js";
export type { McpForwardKind } from "./connection/server-requests.js";
export { namespacedUri, parseNamespacedUri, RESOURCE_URI_PREFIX } from "./hub/resource-naming.js";
export { serveStdio } from "./serve/serve-stdio.js";
export type { ServedServer } from "./serve/serve-stdio.js";
export { serveHttp } from "./serve/serve-http.js";
export { SERVE_HTTP_LIMITS } from "./serve/serve-http-options.js";
export type { ServedHttp, ServeHttpOptions } from "./serve/serve-http-options.js";
export type { OAuthResourceOptions } from "./serve/oauth-resource.js";
export { parseSessionKey } from "./serve/session-seal.js";
export { namespacedToolName, nameTools } from "./hub/tool-naming.js";
export type { ExposedTool, McpToolNames, McpToolNaming, ServerTools } from "./hub/tool-naming.js";
export { policyFailure, type PolicyErrorCode, type PolicyFailure } from "./policy/policy-error.js";
