import type { CallToolResult } from "@modelcontextprotocol/server";
import type { ResolvedCall } from "@hermes/bridge";
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
 * `result` with `_meta[REAL_TOOL_META_KEY]` set when the call resolved to exactly one MCP tool
 * of the session (called directly or as the one entry of a `tool_call`); otherwise `result`
 * itself. Reads the resolution; the model's arguments are not parsed again.
 */
export function withRealTool(result: CallToolResult, resolved: ResolvedCall): CallToolResult {
  const entry = resolved.kind === "single" ? resolved.call.entry : undefined;
  if (entry?.source !== "mcp") return result;
  const tool = policyToolOf(entry.sourceName, entry.name, entry.toolName, undefined);
  return { ...result, _meta: { ...result._meta, [REAL_TOOL_META_KEY]: { server: tool.server, tool: tool.toolName } } };
}
