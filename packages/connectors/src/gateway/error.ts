import { errorGuard, HermesError } from "@hermes/catalog";
import type { GatewayRoute } from "./routes.js";

/**
 * Why a gateway request failed:
 * - `SIGNED_OUT`: no token (nothing was sent);
 * - `INSECURE_ORIGIN`: the origin is plain `http:` to a non-loopback host, so the token is not sent;
 * - `SIGN_IN_EXPIRED`: 401/403, the user must sign in again;
 * - `UNAVAILABLE`: 404, the gateway (or this feature) is not there — degrade silently;
 * - `IDEMPOTENCY_CONFLICT`: 409, the key was seen with another request (never retried);
 * - `RATE_LIMITED`: 429, see `retryAfterMs`;
 * - `SERVER_ERROR`: 5xx (retryable);
 * - `BAD_REQUEST`: any other non-2xx status (not retried);
 * - `TRANSPORT`: the connection failed (retryable);
 * - `TIMEOUT`: the route's deadline passed (retryable like a transport failure);
 * - `INVALID_RESPONSE`: a 2xx whose body is malformed, cut off or of the wrong shape;
 * - `ABORTED`: the caller's signal fired.
 */
export type GatewayErrorCode =
  | "SIGNED_OUT"
  | "INSECURE_ORIGIN"
  | "SIGN_IN_EXPIRED"
  | "UNAVAILABLE"
  | "IDEMPOTENCY_CONFLICT"
  | "RATE_LIMITED"
  | "SERVER_ERROR"
  | "BAD_REQUEST"
  | "TRANSPORT"
  | "TIMEOUT"
  | "INVALID_RESPONSE"
  | "ABORTED";

const RETRYABLE: ReadonlySet<GatewayErrorCode> = new Set(["RATE_LIMITED", "SERVER_ERROR", "TRANSPORT", "TIMEOUT"]);

/** The fields of a {@link GatewayError} besides its message. */
export interface GatewayErrorDetails {
  readonly code: GatewayErrorCode;
  readonly route: GatewayRoute;
  readonly status?: number | undefined;
  readonly retryAfterMs?: number | undefined;
  readonly gatewayCode?: string | undefined;
  readonly requestId?: string | undefined;
}

/**
 * A failed gateway request. Its message says which route failed and why, in words safe to
 * log: it never contains the auth token (gateway text is redacted), and no `cause` is kept.
 *
 * @example
 * ```ts
 * try { await client.search(["send email"]); }
 * catch (error) { if (isGatewayError(error) && error.code === "SIGN_IN_EXPIRED") askToSignIn(); }
 * ```
 */
export class GatewayError extends HermesError<GatewayErrorCode> {
  readonly route: GatewayRoute;
  /** HTTP status, when the gateway answered. */
  readonly status: number | undefined;
  /** Whether the client may try again (5xx, transport, timeout, 429). */
  readonly retryable: boolean;
  /** From `Retry-After` or the body's `retryAfterMs`. */
  readonly retryAfterMs: number | undefined;
  /** The gateway's own error code from the body, when given. */
  readonly gatewayCode: string | undefined;
  readonly requestId: string | undefined;

  constructor(message: string, details: GatewayErrorDetails) {
    super(details.code, message, "GatewayError");
    this.route = details.route;
    this.status = details.status;
    this.retryable = RETRYABLE.has(details.code);
    this.retryAfterMs = details.retryAfterMs;
    this.gatewayCode = details.gatewayCode;
    this.requestId = details.requestId;
  }
}

/**
 * Whether `value` is a {@link GatewayError} (from any installed copy of this package),
 * optionally with the given `code`.
 *
 * @example
 * ```ts
 * isGatewayError(new GatewayError("x", { code: "TIMEOUT", route: "search" })); // true
 * isGatewayError(error, "SIGN_IN_EXPIRED"); // only that reason
 * ```
 */
export const isGatewayError: (value: unknown, code?: GatewayErrorCode) => value is GatewayError =
  errorGuard<GatewayError>("GatewayError");
