// MCP integration: config parsing, downstream connections, the hub, and the front server.
export { parseMcpServers, parseMcpServersJson } from "./server-config.js";
export type { McpConfigIssue, McpConfigResult, McpHttpServerConfig, McpServerConfig, McpStdioServerConfig } from "./server-config.js";
export { McpConnection } from "./mcp-connection.js";
export type { McpConnectionEvent, McpConnectionOptions, McpConnectionState, McpConnectionStatus } from "./mcp-connection.js";
export { openMcpHub, startMcpHub } from "./mcp-hub.js";
export type { McpClientServer, McpHub, McpHubChange, McpHubOptions, McpHubProgress, McpHubServer, McpServerStatus, RestartPolicy } from "./mcp-hub.js";
export { ServerSupervisor } from "./server-supervisor.js";
export { cappedFetch, MAX_RESPONSE_BYTES, ResponseTooLargeError } from "./capped-fetch.js";
export { asCallToolResult, callErrorToResult } from "./call-outcome.js";
export type { McpCallError, McpCallErrorCode, McpCallOptions, McpCallOutcome } from "./call-outcome.js";
export type { McpTool } from "./list-tools.js";
export { createFrontServer } from "./front-server.js";
export type { FrontServerOptions } from "./front-server.js";
export { serveStdio } from "./serve-stdio.js";
export type { ServedServer } from "./serve-stdio.js";
export { SERVE_HTTP_LIMITS, serveHttp } from "./serve-http.js";
export type { ServedHttp, ServeHttpOptions } from "./serve-http.js";
