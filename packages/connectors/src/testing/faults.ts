import type { GatewayRoute } from "../gateway/routes.js";

/**
 * A fault injected into one route of the test gateway:
 * - `latency`: answer normally after `ms`;
 * - `hang`: never answer (the socket stays open until the client gives up or the server closes);
 * - `reset`: destroy the connection without answering (a transport failure);
 * - `status`: answer `status` with `body` (default `{error: {code, message}}`) and an optional
 *   `Retry-After`; with `afterHandling` the route runs first (e.g. the tool executes, then the
 *   answer is lost);
 * - `rate-limit`: 429 with `Retry-After: <retryAfterSeconds>` and/or a body `retryAfterMs`;
 * - `malformed`: 200 with a body that is not JSON;
 * - `truncated`: 200 whose body stops halfway (the socket is destroyed);
 * - `mismatched-echo`: search only — group `group` (default 0) echoes another use case;
 * - `raw`: any status and body text.
 */
export type GatewayFault =
  | { readonly kind: "latency"; readonly ms: number }
  | { readonly kind: "hang" }
  | { readonly kind: "reset" }
  | {
      readonly kind: "status";
      readonly status: number;
      readonly body?: unknown;
      readonly retryAfter?: string;
      readonly afterHandling?: boolean;
    }
  | { readonly kind: "rate-limit"; readonly retryAfterSeconds?: number; readonly retryAfterMs?: number }
  | { readonly kind: "malformed" }
  | { readonly kind: "truncated" }
  | { readonly kind: "mismatched-echo"; readonly group?: number }
  | { readonly kind: "raw"; readonly status: number; readonly body: string; readonly contentType?: string };

/** How long a fault stays: `times` requests (default: until cleared). */
export interface FaultOptions {
  readonly times?: number;
}

interface Armed {
  readonly fault: GatewayFault;
  remaining: number;
}

/** The faults armed per route; each request takes (and counts down) its route's fault. */
export class FaultBoard {
  readonly #armed = new Map<GatewayRoute, Armed>();

  set(route: GatewayRoute, fault: GatewayFault | undefined, options: FaultOptions = {}): void {
    if (fault === undefined) this.#armed.delete(route);
    else this.#armed.set(route, { fault, remaining: options.times ?? Number.POSITIVE_INFINITY });
  }

  clear(): void {
    this.#armed.clear();
  }

  /** The fault for one request to `route`, if any (counting it down). */
  take(route: GatewayRoute): GatewayFault | undefined {
    const armed = this.#armed.get(route);
    if (armed === undefined) return undefined;
    armed.remaining -= 1;
    if (armed.remaining <= 0) this.#armed.delete(route);
    return armed.fault;
  }
}
