import { GatewayError, type GatewayErrorCode } from "./error.js";
import type { GatewayRoute } from "./routes.js";
import { redactText } from "./redact.js";
import { isRecord } from "@hermes/catalog/internal";

/** What an error body said, in any of the shapes gateways send. */
interface ErrorBody {
  readonly code: string | undefined;
  readonly message: string | undefined;
  readonly requestId: string | undefined;
  readonly retryAfterMs: number | undefined;
}

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);
/** Longest gateway text kept in an error; cut only after redacting, so no piece of the token survives the cut. */
const MAX_TEXT = 300;
const shown = (value: string, token: string): string => redactText(value, token).slice(0, MAX_TEXT);

/**
 * Reads `{error: {code, message}}`, `{error: "code"}` or `{code, message, requestId,
 * retryAfterMs}`; anything else (or not JSON) gives empty fields.
 */
function readErrorBody(body: string): ErrorBody {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    json = undefined;
  }
  if (!isRecord(json)) return { code: undefined, message: undefined, requestId: undefined, retryAfterMs: undefined };
  const inner = json["error"];
  const retry = json["retryAfterMs"];
  return {
    code: isRecord(inner) ? text(inner["code"]) : (text(inner) ?? text(json["code"])),
    message: isRecord(inner) ? text(inner["message"]) : text(json["message"]),
    requestId: text(json["requestId"]),
    retryAfterMs: typeof retry === "number" && Number.isFinite(retry) && retry >= 0 ? retry : undefined,
  };
}

/**
 * Milliseconds to wait from a `Retry-After` header: delay-seconds or an HTTP date
 * (relative to `now`); `undefined` when absent or unreadable.
 *
 * @example
 * ```ts
 * retryAfterMs("2"); // 2000
 * ```
 */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === "") return undefined;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function codeOf(status: number): GatewayErrorCode {
  if (status === 401 || status === 403) return "SIGN_IN_EXPIRED";
  if (status === 404) return "UNAVAILABLE";
  if (status === 409) return "IDEMPOTENCY_CONFLICT";
  if (status === 429) return "RATE_LIMITED";
  if (status >= 500) return "SERVER_ERROR";
  return "BAD_REQUEST";
}

const WHY: Readonly<Record<GatewayErrorCode, string>> = {
  SIGNED_OUT: "not signed in",
  INSECURE_ORIGIN: "the gateway origin is not secure",
  SIGN_IN_EXPIRED: "the sign-in has expired or was refused",
  UNAVAILABLE: "connectors are not available on this gateway",
  IDEMPOTENCY_CONFLICT: "the idempotency key was already used for a different request",
  RATE_LIMITED: "rate limited",
  SERVER_ERROR: "server error",
  BAD_REQUEST: "request rejected",
  TRANSPORT: "connection failed",
  TIMEOUT: "timed out",
  INVALID_RESPONSE: "invalid response",
  ABORTED: "aborted",
};

/**
 * The typed error for a non-2xx answer: 401/403 → `SIGN_IN_EXPIRED`, 404 → `UNAVAILABLE`,
 * 409 → `IDEMPOTENCY_CONFLICT`, 429 → `RATE_LIMITED` (delay from `Retry-After`, else the body's
 * `retryAfterMs`), 5xx → `SERVER_ERROR`, others → `BAD_REQUEST`. Gateway text is redacted.
 */
export function statusError(
  route: GatewayRoute,
  status: number,
  headers: Headers,
  body: string,
  token: string,
): GatewayError {
  const read = readErrorBody(body);
  const code = codeOf(status);
  const said = read.message ?? read.code;
  const message = `gateway ${route}: HTTP ${status}, ${WHY[code]}${said === undefined ? "" : ` (${shown(said, token)})`}`;
  return new GatewayError(message, {
    code,
    route,
    status,
    retryAfterMs: retryAfterMs(headers.get("retry-after")) ?? read.retryAfterMs,
    gatewayCode: read.code === undefined ? undefined : shown(read.code, token),
    requestId: read.requestId === undefined ? undefined : shown(read.requestId, token),
  });
}

/**
 * A typed error that did not come from a status (no token, transport, timeout, bad body, abort).
 *
 * @example
 * ```ts
 * localError("search", "TIMEOUT", "no answer within 30000 ms");
 * ```
 */
export function localError(route: GatewayRoute, code: GatewayErrorCode, detail: string): GatewayError {
  return new GatewayError(`gateway ${route}: ${WHY[code]}: ${detail}`, { code, route });
}
