import { isGatewayError } from "../gateway/error.js";
import type { VendorToolError } from "../gateway/types.js";
import type {
  ConnectionRequiredMode,
  ConnectorCallError,
  ConnectorCallErrorCode,
  ConnectorCallResult,
} from "./result.js";
import { INTERRUPTED_MESSAGE } from "@hermes/catalog/internal";
import { SIGN_IN_EXPIRED_HINT } from "../source/status.js";

const TOOL_CODES: ReadonlySet<string> = new Set([
  "TOOL_NOT_ALLOWED",
  "CONNECTION_REQUIRED",
  "TOOL_NOT_FOUND",
  "PROVIDER_ERROR",
]);

const fail = (error: ConnectorCallError): ConnectorCallResult => ({ error });

/** An entry that was not sent because the user stopped. */
export function interrupted(): ConnectorCallResult {
  return fail({ code: "INTERRUPTED", message: INTERRUPTED_MESSAGE });
}

/** The hint (and link) for `CONNECTION_REQUIRED` in each mode. */
function connectionRequired(
  error: VendorToolError,
  connector: string,
  mode: ConnectionRequiredMode,
): ConnectorCallError {
  const base = { code: "CONNECTION_REQUIRED" as const, message: error.message, connector };
  const manage = JSON.stringify({ action: "connect", targets: [{ name: connector }] });
  if (mode === "manage_connections") {
    return {
      ...base,
      hint: `Call manage_connections with ${manage} so the user can connect ${connector}, then retry this call.`,
    };
  }
  if (mode === "report_back") {
    return {
      ...base,
      hint: `You cannot connect apps from here. Stop and report back that the user must connect ${connector} before this can run.`,
    };
  }
  if (error.connectUrl === undefined) {
    const refused = error.connectUrlRefused;
    return {
      ...base,
      ...(refused === undefined ? {} : { connect_url_refused: refused.code }),
      hint: `${refused === undefined ? "" : `No link: ${refused.message}. `}Ask the user to connect ${connector} (manage_connections ${manage}), then retry this call.`,
    };
  }
  return {
    ...base,
    connect_url: error.connectUrl,
    hint: `Show the user this link to connect ${connector}; once they have connected, retry this call.`,
  };
}

/** The model-facing error for a tool-level error from `execute`. */
export function fromToolError(
  error: VendorToolError,
  connector: string,
  mode: ConnectionRequiredMode,
): ConnectorCallResult {
  const who = error.connector ?? connector;
  if (error.code === "CONNECTION_REQUIRED") return fail(connectionRequired(error, who, mode));
  const code = (TOOL_CODES.has(error.code) ? error.code : "PROVIDER_ERROR") as ConnectorCallErrorCode;
  const message = code === error.code ? error.message : `${error.message} (${error.code})`;
  return fail({ code, message, connector: who, ...(error.hint === undefined ? {} : { hint: error.hint }) });
}

/**
 * The model-facing error for a failed request: auth → `SIGN_IN_EXPIRED`; signed out / 404 →
 * `CONNECTORS_UNAVAILABLE`; 429 → `RATE_LIMITED`; 409 → `IDEMPOTENCY_CONFLICT`; the caller's
 * abort mid-request → `INTERRUPTED` (it may have run); anything else (5xx, transport, timeout,
 * an unusable answer, a rejected request) → `PROVIDER_ERROR` for this entry only.
 */
export function fromRequestError(error: unknown, connector: string): ConnectorCallResult {
  const said = isGatewayError(error) ? error.message : "unexpected failure";
  const code = isGatewayError(error) ? error.code : undefined;
  switch (code) {
    case "SIGN_IN_EXPIRED":
      return fail({ code: "SIGN_IN_EXPIRED", message: said, connector, hint: SIGN_IN_EXPIRED_HINT });
    case "SIGNED_OUT":
    case "UNAVAILABLE":
      return fail({
        code: "CONNECTORS_UNAVAILABLE",
        message: `Connector tools are not available: ${said}.`,
        connector,
      });
    case "RATE_LIMITED": {
      const wait = isGatewayError(error) ? error.retryAfterMs : undefined;
      return fail({
        code: "RATE_LIMITED",
        message: said,
        connector,
        ...(wait === undefined ? {} : { retry_after_ms: wait }),
      });
    }
    case "IDEMPOTENCY_CONFLICT":
      return fail({ code: "IDEMPOTENCY_CONFLICT", message: `${said}; the call was not retried.`, connector });
    case "ABORTED":
      return fail({
        code: "INTERRUPTED",
        message: "Stopped by the user while the call was in flight; it may or may not have run.",
        connector,
      });
    default:
      return fail({ code: "PROVIDER_ERROR", message: `The call could not be completed: ${said}.`, connector });
  }
}
