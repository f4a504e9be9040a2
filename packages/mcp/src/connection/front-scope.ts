import type { ClientCapabilities, LoggingMessageNotificationParams } from "@modelcontextprotocol/client";
import type { Context } from "@opentelemetry/api";
import type { McpCallProgress } from "./call-outcome.js";
import type { GatewayLogRecord } from "../observe/gateway-log.js";
import type { FrontConfirm } from "../serve/front-confirm.js";

/**
 * A request a downstream server sends its client: what the gateway may pass on to the front client.
 *
 * @example
 * ```ts
 * const roots = await scope.request({ method: "roots/list" });
 * ```
 */
export interface ForwardedRequest {
  readonly method: "sampling/createMessage" | "elicitation/create" | "roots/list";
  readonly params?: Record<string, unknown> | undefined;
}

/**
 * The front request a downstream tool call runs for: how to reach the front client that sent it.
 * The front server makes one per `tools/call` and passes it down explicitly
 * (`FrontCallContext.request` → `ToolSearch.handle`'s `request` → `InvokeContext.request` →
 * `McpCallOptions.request`), so a call's progress, trace context, log messages, server-initiated
 * requests and confirmations reach the client that caused them and no other, however many
 * layers (search, dispatch, hooks) lie between. A call without one (an agent runtime, the CLI)
 * forwards nothing.
 *
 * @example
 * ```ts
 * createFrontServer({
 *   name: "gateway", version: "1.0.0", listTools: () => hub.tools(),
 *   callTool: async (name, args, { signal, request }) =>
 *     callOutcomeToResult(await hub.invoke(name, args, { signal, request })),
 * });
 * ```
 */
export interface FrontScope {
  /** One object per front connection: two calls share a client when their `client` is the same object. */
  readonly client: object;
  /** The capabilities the front client declared (`undefined` before `initialize` or for a stateless client). */
  readonly capabilities: () => ClientCapabilities | undefined;
  /** Sends a request to the front client, related to the front request; rejects when the client cannot take it. */
  readonly request: (request: ForwardedRequest, signal?: AbortSignal) => Promise<Record<string, unknown>>;
  /** Sends a log message to the front client when its level lets it through (never rejects). */
  readonly log: (params: LoggingMessageNotificationParams) => void;
  /** Forwards one progress notification, when the front request asked for progress. */
  readonly onProgress?: ((progress: McpCallProgress) => void) | undefined;
  /** The front request's W3C trace context (`traceparent`, `tracestate`). */
  readonly meta?: Readonly<Record<string, string>> | undefined;
  /** The front request's JSON-RPC id, for the gateway log. */
  readonly requestId?: string | number | undefined;
  /** The OpenTelemetry context of the front request's span: a downstream call's span is its child. */
  readonly trace?: Context | undefined;
  /** Writes to the gateway log (`serve --log-level`), when there is one. */
  readonly record?: ((record: GatewayLogRecord) => void) | undefined;
  /**
   * Asks the front client's user to confirm (elicitation; the serve policy's `ask`). Absent:
   * nobody can be asked, which a policy treats as `unsupported` (it fails closed).
   */
  readonly confirm?: FrontConfirm | undefined;
}
