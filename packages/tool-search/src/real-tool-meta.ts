import type { CallToolResult } from "@modelcontextprotocol/server";
import { findDeferred, findVisible, readCalls } from "@hermes/bridge/internal";
import type { BridgeScope } from "@hermes/bridge";
import { policyToolOf } from "@hermes/mcp";

/**
 * The `_meta` key of a front `tools/call` result that names the real downstream tool a call
 * ran: `{ server, tool }` (the MCP server and the tool's own name there). A client, proxy or
 * log that sees only `tool_call` on the wire (its `Mcp-Name` header mirrors the front request's
 * body) learns the real tool from it.
 *
 * @example
 * ```ts
 * result._meta?.[REAL_TOOL_META_KEY]; // { server: "github", tool: "create_issue" }
 * ```
 */
export const REAL_TOOL_META_KEY = "hermes/realTool";

/**
 * `result` with `_meta[REAL_TOOL_META_KEY]` set when the front call named exactly one MCP tool
 * of the session (directly or as the one entry of a `tool_call`); otherwise `result` itself.
 */
export function withRealTool(result: CallToolResult, name: string, args: unknown, scope: BridgeScope): CallToolResult {
  let called = name;
  if (name === "tool_call") {
    const read = readCalls(args);
    const [only] = read.ok ? read.entries : [];
    if (only === undefined || (read.ok && read.entries.length !== 1)) return result;
    called = only.name;
  }
  const entry = findDeferred(scope, called) ?? findVisible(scope, called);
  if (entry?.source !== "mcp") return result;
  const tool = policyToolOf(entry.sourceName, entry.name, entry.toolName, undefined);
  return { ...result, _meta: { ...result._meta, [REAL_TOOL_META_KEY]: { server: tool.server, tool: tool.toolName } } };
}
