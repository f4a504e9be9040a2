import { isGatewayError } from "../gateway/error.js";
import { SIGN_IN_EXPIRED_HINT } from "../source/status.js";

/**
 * Why a `manage_connections` call failed: the `code` of its `{error, code, hint?}` answer
 * (docs/errors.md). Codes mean what they mean elsewhere in the packages:
 * - `INVALID_ARGUMENTS`: the arguments break the rules (nothing was sent), including a disconnect-, delete- or revoke-like action;
 * - `MCP_UNAVAILABLE`: this runtime cannot install, enable or authorize local MCP servers;
 * - `CONNECTORS_UNAVAILABLE`: connected apps are turned off in this runtime, or not on this gateway;
 * - `SIGNED_OUT`: not signed in to connected apps (nothing was sent);
 * - `SIGN_IN_EXPIRED`: the sign-in to connected apps has expired, the user must sign in again;
 * - `BAD_REQUEST`: the gateway rejected the request (its own code is in the message);
 * - `PROVIDER_ERROR`: the gateway could not be reached or gave no usable answer (retry later);
 * - `INTERRUPTED`: the user stopped it;
 * - `TOOL_ERROR`: the handler failed unexpectedly (nothing was changed).
 */
export type ManageConnectionsErrorCode =
  | "INVALID_ARGUMENTS"
  | "MCP_UNAVAILABLE"
  | "CONNECTORS_UNAVAILABLE"
  | "SIGNED_OUT"
  | "SIGN_IN_EXPIRED"
  | "BAD_REQUEST"
  | "PROVIDER_ERROR"
  | "INTERRUPTED"
  | "TOOL_ERROR";

/** A failed `manage_connections` answer: `{error, code, hint?}` (error first). */
export type ManageConnectionsFailure = {
  readonly error: string;
  readonly code: ManageConnectionsErrorCode;
  readonly hint?: string;
};

/** The failure answer for `code` with the model-facing sentence `error` and an optional `hint`. */
export function manageFailure(
  code: ManageConnectionsErrorCode,
  error: string,
  hint?: string,
): ManageConnectionsFailure {
  return hint === undefined ? { error, code } : { error, code, hint };
}

/** A failed gateway request (or anything else thrown by a hosted action) as a failure answer. */
export function requestFailure(error: unknown): ManageConnectionsFailure {
  if (!isGatewayError(error))
    return manageFailure("TOOL_ERROR", "manage_connections failed unexpectedly; nothing was changed.");
  switch (error.code) {
    case "SIGNED_OUT":
      return manageFailure(
        "SIGNED_OUT",
        "Not signed in to connected apps.",
        "Ask the user to sign in, then try again.",
      );
    case "SIGN_IN_EXPIRED":
      return manageFailure("SIGN_IN_EXPIRED", "The sign-in to connected apps has expired.", SIGN_IN_EXPIRED_HINT);
    case "UNAVAILABLE":
      return manageFailure("CONNECTORS_UNAVAILABLE", "Connected apps are not available on this gateway.");
    case "ABORTED":
      return manageFailure("INTERRUPTED", "Stopped by the user.");
    case "BAD_REQUEST":
      return manageFailure(
        "BAD_REQUEST",
        `The gateway rejected the request${error.gatewayCode === undefined ? "" : ` (${error.gatewayCode})`}: ${error.message}`,
      );
    default:
      return manageFailure(
        "PROVIDER_ERROR",
        `Connected apps could not be reached just now: ${error.message}`,
        "Retry later.",
      );
  }
}
