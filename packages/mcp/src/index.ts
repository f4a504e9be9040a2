// Public API of @hermes/mcp: the MCP layer a custom runtime can take without the CLI or the demo —
// the downstream `mcpServers` config reader, connections, the hub and its supervisor, tool naming,
// and server mode (a front server served over stdio or HTTP).
export { didYouMean, parseMcpServers, parseMcpServersJson } from "./config/server-config.js";
export { parseJsonText, type JsonTextResult } from "./config/json-text.js";
export type { McpConfigIssue, McpConfigResult, McpHttpServerConfig, McpServerConfig, McpStdioServerConfig } from "./config/server-config.js";
export { McpConnection } from "./connection/mcp-connection.js";
export type { McpConnectionEvent, McpConnectionOptions, McpConnectionState, McpConnectionStatus } from "./connection/mcp-connection.js";
export { openMcpHub, startMcpHub } from "./hub/mcp-hub.js";
export type { McpClientServer, McpHub, McpHubChange, McpHubOptions, McpHubProgress, McpHubServer, McpServerStatus, RestartPolicy } from "./hub/mcp-hub.js";
export { ServerSupervisor } from "./hub/server-supervisor.js";
export { cappedFetch, MAX_RESPONSE_BYTES, ResponseTooLargeError } from "./connection/capped-fetch.js";
export { callOutcomeToResult } from "./connection/call-outcome.js";
export type { McpCallError, McpCallErrorCode, McpCallOptions, McpCallOutcome } from "./connection/call-outcome.js";
export type { McpTool } from "./connection/list-tools.js";
export { createFrontServer } from "./serve/front-server.js";
export type { FrontServerOptions } from "./serve/front-server.js";
export { serveStdio } from "./serve/serve-stdio.js";
export type { ServedServer } from "./serve/serve-stdio.js";
export { SERVE_HTTP_LIMITS, serveHttp } from "./serve/serve-http.js";
export type { ServedHttp, ServeHttpOptions } from "./serve/serve-http.js";
export { MAX_EXPOSED_NAME, namespacedToolName, nameTools, RESERVED_TOOL_NAMES } from "./hub/tool-naming.js";
export type { ExposedTool, McpToolNames, McpToolNaming, ServerTools } from "./hub/tool-naming.js";
