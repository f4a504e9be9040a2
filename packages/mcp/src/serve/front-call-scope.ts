import type { LoggingMessageNotificationParams, Server, ServerContext } from "@modelcontextprotocol/server";
import type { FrontScope } from "../connection/front-scope.js";
import type { FrontCallContext } from "./front-server.js";
import { frontLogAllows } from "./front-log-level.js";

/**
 * The {@link FrontScope} of one front `tools/call`: requests and log messages go back on the
 * front request itself (`ctx.mcpReq.send` / `notify`), so the transport relates them to it;
 * each notification sent is put in `sent`, which the call awaits before it answers.
 */
export function frontCallScope(
  server: Server,
  ctx: ServerContext,
  context: Omit<FrontCallContext, "request">,
  sent: Promise<void>[],
): FrontScope {
  return {
    client: server,
    capabilities: () => server.getClientCapabilities(),
    request: async (request, signal) =>
      await ctx.mcpReq.send(
        { method: request.method, ...(request.params === undefined ? {} : { params: request.params }) },
        signal === undefined ? {} : { signal },
      ),
    log: (params: LoggingMessageNotificationParams) => {
      if (frontLogAllows(server, params.level))
        sent.push(ctx.mcpReq.notify({ method: "notifications/message", params }).catch(() => undefined));
    },
    ...(context.onProgress === undefined ? {} : { onProgress: context.onProgress }),
    ...(context.meta === undefined ? {} : { meta: context.meta }),
    ...(context.confirm === undefined ? {} : { confirm: context.confirm }),
  };
}
