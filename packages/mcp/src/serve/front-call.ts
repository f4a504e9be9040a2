import { performance } from "node:perf_hooks";
import {
  isCallToolResult,
  type CallToolResult,
  type InputRequiredResult,
  type Server,
  type ServerContext,
} from "@modelcontextprotocol/server";
import { contextOfTraceparent, inSpan } from "../observe/gateway-tracing.js";
import { messageOf } from "../redact/redact.js";
import { frontCallScope } from "./front-call-scope.js";
import type { FrontScope } from "../connection/front-scope.js";
import type { FrontCallContext, FrontServerOptions } from "./front-server.js";

const errorResult = (text: string): CallToolResult => ({ isError: true, content: [{ type: "text", text }] });

/**
 * Answers one front `tools/call` with `callTool`: in a server span (`tools/call <name>`, the
 * child of the request's `traceparent`), passing the request's front scope to `callTool` as
 * `context.request`, with an `info` line in `log` (`warn` for an `isError` result). A throw or an
 * invalid result becomes an `isError` result; the call's notifications (`sent`) go out before
 * it. A `pending` answer (a question for the front client's user) replaces the result.
 */
export async function runFrontCall(
  server: Server,
  ctx: ServerContext,
  name: string,
  args: Record<string, unknown>,
  context: Omit<FrontCallContext, "request">,
  sent: Promise<void>[],
  options: Pick<FrontServerOptions, "callTool" | "log">,
  pending: () => CallToolResult | InputRequiredResult | undefined = () => undefined,
): Promise<CallToolResult | InputRequiredResult> {
  const started = performance.now();
  const result = await inSpan(
    {
      name: `tools/call ${name}`,
      kind: "server",
      attributes: {
        "mcp.method.name": "tools/call",
        "gen_ai.tool.name": name,
        "jsonrpc.request.id": String(context.requestId),
      },
    },
    contextOfTraceparent(context.meta?.["traceparent"]),
    async (_span, within) => {
      const scope: FrontScope = {
        ...frontCallScope(server, ctx, context, sent),
        requestId: context.requestId,
        trace: within,
        ...(options.log === undefined ? {} : { record: options.log.write.bind(options.log) }),
      };
      try {
        const answer = await options.callTool(name, args, { ...context, request: scope });
        await Promise.all(sent);
        const asked = pending();
        if (asked !== undefined) return asked;
        if (isCallToolResult(answer)) return answer;
        return errorResult(`tool "${name}" returned a result that is not a valid MCP CallToolResult`);
      } catch (error) {
        return errorResult(`tool "${name}" failed: ${messageOf(error)}`);
      }
    },
    (answer) => "isError" in answer && answer.isError === true,
  );
  const failed = "isError" in result && result.isError === true;
  options.log?.write({
    level: failed ? "warn" : "info",
    msg: failed ? "tools/call answered isError" : "tools/call",
    tool: name,
    requestId: context.requestId,
    durationMs: performance.now() - started,
  });
  return result;
}
