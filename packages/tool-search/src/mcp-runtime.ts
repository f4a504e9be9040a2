import { INTERRUPTED_RUNNING_MESSAGE, ToolCallError, type InvokeTool } from "@hermes/dispatch";
import type { FrontScope, McpHub } from "@hermes/mcp";

/**
 * An `invoke` for `createToolSearch` that runs tools on the MCP servers of a hub, on the
 * server the call's catalog entry came from (`entry.sourceName`; a name alone is routed only
 * when it is unambiguous): the
 * server's `CallToolResult` is the result (an `isError` result stays a result the model
 * reads); a call that produced none (unknown tool, server down, timeout) throws a
 * `ToolCallError` with the hub's code, so the dispatcher reports it as that call's error; a
 * call the user stopped while it ran is `INTERRUPTED`, like every stopped call. The call's
 * `context.request` (the front request `handle` was given) goes to the hub as
 * `McpCallOptions.request`: the downstream call's progress, trace context, log messages and
 * server requests reach that front client.
 *
 * @example
 * ```ts
 * const hub = await startMcpHub(servers);
 * const search = createToolSearch({ invoke: mcpInvoke(hub), parallelServers: hub.parallelServers() });
 * ```
 */
export function mcpInvoke(hub: McpHub): InvokeTool<FrontScope> {
  return async (name, args, context) => {
    // Route by the catalog entry's source, never by the name alone (docs/security.md, "One identity per real tool").
    const owner = context.entry?.source === "mcp" ? context.entry.sourceName : undefined;
    const outcome = await hub.invoke(name, args, {
      ...(context.signal === undefined ? {} : { signal: context.signal }),
      ...(owner === undefined ? {} : { server: owner }),
      ...(context.request === undefined ? {} : { request: context.request }),
    });
    if (outcome.ok) return outcome.result;
    const { code, message, server } = outcome.error;
    const details = server === undefined ? {} : { server };
    // The user's stop while the call ran: dispatch's INTERRUPTED, as for every other kind of tool.
    if (code === "ABORTED") throw new ToolCallError("INTERRUPTED", INTERRUPTED_RUNNING_MESSAGE, details);
    throw new ToolCallError(code, message, details);
  };
}
