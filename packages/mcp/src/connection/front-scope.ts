import { AsyncLocalStorage } from "node:async_hooks";
import type { ClientCapabilities, LoggingMessageNotificationParams } from "@modelcontextprotocol/client";
import type { Context } from "@opentelemetry/api";
import type { McpCallProgress } from "./call-outcome.js";
import type { GatewayLogRecord } from "../observe/gateway-log.js";

/** A request a downstream server sends its client: what the gateway may pass on to the front client. */
export interface ForwardedRequest {
  readonly method: "sampling/createMessage" | "elicitation/create" | "roots/list";
  readonly params?: Record<string, unknown> | undefined;
}

/**
 * The front request a downstream tool call runs for: how to reach the front client that sent it.
 * The front server sets it around each `tools/call`; a downstream connection reads it, so a
 * call's progress, trace context, log messages and server-initiated requests reach the client
 * that caused them and no other, however many layers (search, dispatch, hooks) lie between.
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
}

const storage = new AsyncLocalStorage<FrontScope>();

/** Runs `work` with `scope` as the current front request (see {@link FrontScope}). */
export function runInFrontScope<T>(scope: FrontScope, work: () => Promise<T>): Promise<T> {
  return storage.run(scope, work);
}

/** The front request the current code runs for, if any. */
export function currentFrontScope(): FrontScope | undefined {
  return storage.getStore();
}
