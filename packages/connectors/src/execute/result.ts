import type { ConnectUrlErrorCode } from "../gateway/safe-url.js";

/** How `CONNECTION_REQUIRED` is told to the model. */
export type ConnectionRequiredMode =
  /** Carry the connect link: the model shows it to the user (default). */
  | "link"
  /** The runtime can show a connection card: hint to call `manage_connections` (no link). */
  | "manage_connections"
  /** A side agent that cannot involve the user: hint to stop and report back (no link). */
  | "report_back";

/**
 * Error codes of a connector call: the gateway's tool-level codes (`TOOL_NOT_ALLOWED`,
 * `CONNECTION_REQUIRED`, `TOOL_NOT_FOUND`, `PROVIDER_ERROR`: also used for transport, 5xx,
 * timeout and unusable answers), plus `SIGN_IN_EXPIRED`, `CONNECTORS_UNAVAILABLE` (signed out,
 * disabled, or no connectors on the gateway), `RATE_LIMITED`, `IDEMPOTENCY_CONFLICT`,
 * `INTERRUPTED` (the user's stop) and `INVALID_NAME`.
 */
export type ConnectorCallErrorCode =
  | "TOOL_NOT_ALLOWED" // the gateway does not allow this tool for the user
  | "CONNECTION_REQUIRED" // the app is not connected yet (with a connect URL or hint)
  | "TOOL_NOT_FOUND" // the gateway has no such tool
  | "PROVIDER_ERROR" // the app failed, or the gateway could not be reached or understood
  | "SIGN_IN_EXPIRED" // the user must sign in again
  | "CONNECTORS_UNAVAILABLE" // signed out, connectors disabled, or none on the gateway
  | "RATE_LIMITED" // too many calls; see retry_after_ms
  | "IDEMPOTENCY_CONFLICT" // the call's key was already used for another request
  | "INTERRUPTED" // the user stopped it
  | "INVALID_NAME"; // not a valid connectors__<app>__<tool> name

/** A failed connector call, as shown to the model (snake_case keys, no token ever). */
export interface ConnectorCallError {
  readonly code: ConnectorCallErrorCode;
  readonly message: string;
  readonly connector?: string;
  /** `CONNECTION_REQUIRED` in `link` mode: where the user connects the account. */
  readonly connect_url?: string;
  /** `CONNECTION_REQUIRED` in `link` mode when the gateway's link was withheld: why (`CROSS_ORIGIN_CONNECT_URL`, `UNSAFE_CONNECT_URL`). */
  readonly connect_url_refused?: ConnectUrlErrorCode;
  readonly hint?: string;
  /** `RATE_LIMITED`: how long the gateway asked to wait. */
  readonly retry_after_ms?: number;
}

/** The outcome of one connector call: the tool's data, or an error. */
export type ConnectorCallResult =
  { readonly data: unknown; readonly account?: unknown } | { readonly error: ConnectorCallError };

/**
 * Whether a result is an error.
 *
 * @example
 * ```ts
 * const result = await execute("connectors__gmail__SEND_EMAIL", args);
 * if (isConnectorCallError(result)) console.log(result.error.code);
 * ```
 */
export function isConnectorCallError(result: ConnectorCallResult): result is { readonly error: ConnectorCallError } {
  return "error" in result;
}
