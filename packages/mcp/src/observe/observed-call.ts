import { performance } from "node:perf_hooks";
import type { McpCallOutcome } from "../connection/call-outcome.js";
import type { FrontScope } from "../connection/front-scope.js";
import { contextOfTraceparent, inSpan, traceparentOf } from "./gateway-tracing.js";

/**
 * Runs one downstream tool call in a client span (child of the front request's span, or of the
 * `traceparent` in `meta`), sends the span's `traceparent` on in `_meta` (the front's own when no
 * SDK records spans), and writes a `debug` line (`warn` for a failure) to the gateway log.
 */
export async function observedCall(
  server: string,
  tool: string,
  scope: FrontScope | undefined,
  meta: Readonly<Record<string, unknown>> | undefined,
  call: (meta: Readonly<Record<string, unknown>> | undefined) => Promise<McpCallOutcome>,
): Promise<McpCallOutcome> {
  const front = typeof meta?.["traceparent"] === "string" ? meta["traceparent"] : undefined;
  const started = performance.now();
  const outcome = await inSpan(
    {
      name: `tools/call ${tool}`,
      kind: "client",
      attributes: { "mcp.method.name": "tools/call", "gen_ai.tool.name": tool, "mcp.server.name": server },
    },
    scope?.trace ?? contextOfTraceparent(front),
    (span) => {
      const traceparent = traceparentOf(span) ?? front;
      return call(traceparent === undefined ? meta : { ...meta, traceparent });
    },
    (result) => !result.ok || result.result.isError === true,
  );
  scope?.record?.({
    level: outcome.ok ? "debug" : "warn",
    msg: outcome.ok ? "downstream tools/call" : `downstream tools/call failed: ${outcome.error.code}`,
    server,
    tool,
    requestId: scope.requestId,
    durationMs: performance.now() - started,
  });
  return outcome;
}
