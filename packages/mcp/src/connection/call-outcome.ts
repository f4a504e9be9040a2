import {
  ProtocolError,
  SdkError,
  SdkErrorCode,
  SERVER_INFO_META_KEY,
  type CallToolResult,
} from "@modelcontextprotocol/client";
import { messageOf, redact } from "../redact/redact.js";
import type { FrontScope } from "./front-scope.js";

/** Why a tool call did not produce a result. */
export type McpCallErrorCode =
  | "UNKNOWN_TOOL" // no connected server lists the tool
  | "AMBIGUOUS_TOOL" // the tool's own name is listed by several servers: call it by its model-facing name
  | "UNAVAILABLE" // the owning server failed or was closed
  | "INVALID_ARGUMENTS" // arguments were not a JSON object
  | "TIMEOUT" // no answer within the call's timeout
  | "ABORTED" // the caller's signal fired
  | "CONNECTION_CLOSED" // the server went away during the call
  | "PROTOCOL" // the server answered with a JSON-RPC error
  | "TRANSPORT"; // anything else on the way (network, spawn, …)

/** A failed call, safe to show: the message never holds env, header or URL secrets. */
export interface McpCallError {
  readonly code: McpCallErrorCode;
  readonly message: string;
  readonly tool: string;
  /** The server the call went to, when known. */
  readonly server?: string;
  /** The JSON-RPC error code, for `PROTOCOL` errors. */
  readonly rpcCode?: number;
}

/** The outcome of a tool call: the server's `CallToolResult` (which may itself be `isError`), or why there is none. */
export type McpCallOutcome =
  { readonly ok: true; readonly result: CallToolResult } | { readonly ok: false; readonly error: McpCallError };

/** One progress notification of a call: how far it is (`total` when known) and what it does. */
export interface McpCallProgress {
  readonly progress: number;
  readonly total?: number | undefined;
  readonly message?: string | undefined;
}

/**
 * Options of one tool call. All optional: a call with none runs with the connection's timeout
 * and forwards nothing to any front client.
 *
 * @example
 * ```ts
 * // Inside a front server's callTool: the call's progress, logs and server requests go to its client.
 * await hub.invoke(name, args, { signal, request: context.request });
 * ```
 */
export interface McpCallOptions {
  /** Aborting it cancels the call: the server gets `notifications/cancelled` for the call's own request id. */
  readonly signal?: AbortSignal;
  /** Per-call timeout; defaults to the connection's `callTimeoutMs`. Each progress notification restarts it. */
  readonly timeoutMs?: number;
  /** Receives the server's progress notifications for this call (the call then asks for them with a progress token). */
  readonly onProgress?: (progress: McpCallProgress) => void;
  /** Sent as the request's `_meta` (for example the front request's `traceparent` and `tracestate`). */
  readonly meta?: Readonly<Record<string, unknown>>;
  /**
   * The front request this call runs for (see {@link FrontScope}): its progress forwarding and
   * trace context are used where `onProgress` / `meta` are not given, its span is the call's
   * parent, and the server's log messages and requests during the call go back to its client.
   * Default: none (nothing is forwarded).
   */
  readonly request?: FrontScope | undefined;
}

/** A failed outcome. */
export function callFailure(
  code: McpCallErrorCode,
  message: string,
  tool: string,
  server?: string,
  rpcCode?: number,
): McpCallOutcome {
  return {
    ok: false,
    error: {
      code,
      message,
      tool,
      ...(server === undefined ? {} : { server }),
      ...(rpcCode === undefined ? {} : { rpcCode }),
    },
  };
}

/** Classifies what a `callTool` request threw into a structured, redacted error. */
export function classifyCallError(
  error: unknown,
  context: {
    tool: string;
    server: string;
    timeoutMs: number;
    signal?: AbortSignal | undefined;
    secrets: readonly string[];
  },
): McpCallOutcome {
  const { tool, server, secrets } = context;
  const where = `tool "${tool}" on MCP server "${server}"`;
  if (context.signal?.aborted === true) return callFailure("ABORTED", `${where} was cancelled`, tool, server);
  if (error instanceof SdkError) {
    if (error.code === SdkErrorCode.RequestTimeout) {
      return callFailure("TIMEOUT", `${where} timed out after ${context.timeoutMs} ms`, tool, server);
    }
    if (error.code === SdkErrorCode.ConnectionClosed) {
      return callFailure(
        "CONNECTION_CLOSED",
        `${where}: the server closed the connection during the call`,
        tool,
        server,
      );
    }
    if (error.code === SdkErrorCode.NotConnected)
      return callFailure("CONNECTION_CLOSED", `${where}: the server is not connected`, tool, server);
  }
  if (error instanceof ProtocolError) {
    return callFailure("PROTOCOL", `${where} failed: ${redact(error.message, secrets)}`, tool, server, error.code);
  }
  const message = messageOf(error);
  if (message === "Not connected")
    return callFailure("CONNECTION_CLOSED", `${where}: the server is not connected`, tool, server);
  return callFailure("TRANSPORT", `${where} failed: ${redact(message, secrets)}`, tool, server);
}

/**
 * A call's outcome as an MCP `CallToolResult` — what to hand a model or an MCP client: the
 * server's own result as it is (an `isError` result included); a call that produced none
 * becomes `isError: true` with the (redacted) message as text. The one converter a front
 * server that passes hub calls through needs.
 *
 * @example
 * ```ts
 * callTool: async (name, args, { signal }) => callOutcomeToResult(await hub.invoke(name, args, { signal })),
 * ```
 */
export function callOutcomeToResult(outcome: McpCallOutcome): CallToolResult {
  return outcome.ok ? outcome.result : { isError: true, content: [{ type: "text", text: outcome.error.message }] };
}

/**
 * A `tools/call` answer as a `CallToolResult`; the pre-2024-11 `{ toolResult }` shape becomes
 * text content. The downstream server's identity, which a 2026-07-28 server stamps into every
 * result's `_meta`, is removed: the front server speaks for itself. Internal to the connection.
 */
export function normalizeCallAnswer(result: CallToolResult | { readonly toolResult: unknown }): CallToolResult {
  if (Array.isArray((result as { content?: unknown }).content)) return withoutServerInfo(result as CallToolResult);
  const legacy = (result as { toolResult?: unknown }).toolResult;
  return { content: [{ type: "text", text: JSON.stringify(legacy) ?? "" }] };
}

function withoutServerInfo(result: CallToolResult): CallToolResult {
  const meta = result._meta;
  if (meta === undefined || !(SERVER_INFO_META_KEY in meta)) return result;
  const rest = Object.fromEntries(Object.entries(meta).filter(([key]) => key !== SERVER_INFO_META_KEY));
  const body = Object.fromEntries(Object.entries(result).filter(([key]) => key !== "_meta")) as CallToolResult;
  return Object.keys(rest).length === 0 ? body : { ...body, _meta: rest };
}
