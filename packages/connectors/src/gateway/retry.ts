import { sleep } from "../abort.js";
import { localError } from "./error-body.js";
import { isGatewayError, type GatewayErrorCode } from "./error.js";
import type { GatewayRoute } from "./routes.js";

/** One finished attempt, for telemetry. Carries no token, body or header. */
export interface GatewayEvent {
  readonly route: GatewayRoute;
  /** 1 for the first attempt. */
  readonly attempt: number;
  readonly outcome: "ok" | GatewayErrorCode;
  readonly status: number | undefined;
  readonly durationMs: number;
  /** Another attempt follows. */
  readonly retrying: boolean;
}

/** How a route retries. */
export interface RetryPolicy {
  readonly route: GatewayRoute;
  readonly retries: number;
  /** Wait before a retry when the gateway names no delay. */
  readonly retryDelayMs: number;
  /** A named delay longer than this is not waited for: the error is returned instead. */
  readonly maxRetryDelayMs: number;
  readonly signal?: AbortSignal | undefined;
  readonly onEvent?: ((event: GatewayEvent) => void) | undefined;
}

/**
 * Runs `attempt` (given its 1-based number) until it succeeds, fails with an error that is
 * not retryable, or the retries are used up. The wait before a retry is the error's
 * `retryAfterMs` (from `Retry-After` / `retryAfterMs`), else `retryDelayMs`; a named delay over
 * `maxRetryDelayMs` ends the retries. Aborting during the wait throws `ABORTED` without
 * another request. Errors that are not `GatewayError`s are rethrown at once.
 */
export async function withRetries<T>(policy: RetryPolicy, attempt: (number: number) => Promise<T>): Promise<T> {
  for (let number = 1; ; number += 1) {
    const started = performance.now();
    try {
      const value = await attempt(number);
      policy.onEvent?.({
        route: policy.route,
        attempt: number,
        outcome: "ok",
        status: undefined,
        durationMs: performance.now() - started,
        retrying: false,
      });
      return value;
    } catch (error) {
      if (!isGatewayError(error)) throw error;
      const delay = error.retryAfterMs ?? policy.retryDelayMs;
      const retrying = error.retryable && number <= policy.retries && delay <= policy.maxRetryDelayMs;
      policy.onEvent?.({
        route: policy.route,
        attempt: number,
        outcome: error.code,
        status: error.status,
        durationMs: performance.now() - started,
        retrying,
      });
      if (!retrying) throw error;
      if (!(await sleep(delay, policy.signal)))
        throw localError(policy.route, "ABORTED", "the caller aborted before the retry");
    }
  }
}
