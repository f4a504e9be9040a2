// @hermes/mcp/internal: NOT covered by semver (docs/api-stability.md). The parts the hub is
// built from, its bounds, and helpers the sibling @hermes packages (the umbrella, the CLI) and
// our tooling borrow. Anything here can change or disappear in any release.
export { didYouMean } from "./config/did-you-mean.js";
export { SERVER_ENTRY_KEY_LIST, type ServerEntryKey } from "./config/server-entry-keys.js";
export { parseJsonText, type JsonTextResult } from "./config/json-text.js";
export { McpConnection } from "./connection/mcp-connection.js";
export { ServerSupervisor } from "./hub/server-supervisor.js";
export {
  cappedFetch,
  isResponseTooLargeError,
  MAX_RESPONSE_BYTES,
  ResponseTooLargeError,
} from "./connection/capped-fetch.js";
export { MAX_EXPOSED_NAME, RESERVED_TOOL_NAMES } from "./hub/tool-naming.js";
