import type { RemoteUnavailable } from "@hermes/catalog";
import { isGatewayError } from "../gateway/error.js";

/** Shown when the user's gateway sign-in expired or was refused (401/403). */
export const SIGN_IN_EXPIRED_HINT =
  "The sign-in to connected apps has expired, so connector tools (Gmail, Linear, …) are not searchable right now. " +
  "Ask the user to sign in again; the other results are complete.";

/** Shown when the gateway failed, timed out or answered something unusable. */
export const UNREACHABLE_HINT =
  "Connector tools could not be reached just now; the other results are complete. Retry later if you need a connected app.";

/** What a failure of the search or describe leg becomes. */
export type LegFailure =
  { readonly kind: "silent" } | { readonly kind: "unavailable"; readonly status: RemoteUnavailable };

const SILENT: LegFailure = Object.freeze({ kind: "silent" });

/**
 * Maps a failure to what the bridge shows: signed out, 404 (no connectors here) and the
 * caller's own abort → `silent` (as if connectors did not exist); 401/403 →
 * `sign_in_expired`; anything else (timeout, 5xx, 429, transport, invalid response, a bug) →
 * `unreachable`.
 *
 * @example
 * ```ts
 * legFailure(new GatewayError("…", { code: "TIMEOUT", route: "search" })); // { kind: "unavailable", status: { reason: "unreachable", … } }
 * ```
 */
export function legFailure(error: unknown): LegFailure {
  if (isGatewayError(error)) {
    if (error.code === "SIGNED_OUT" || error.code === "UNAVAILABLE" || error.code === "ABORTED") return SILENT;
    if (error.code === "SIGN_IN_EXPIRED")
      return {
        kind: "unavailable",
        status: { status: "unavailable", reason: "sign_in_expired", hint: SIGN_IN_EXPIRED_HINT },
      };
  }
  return { kind: "unavailable", status: { status: "unavailable", reason: "unreachable", hint: UNREACHABLE_HINT } };
}
