import { localError, statusError } from "./error-body.js";
import type { GatewayError } from "./error.js";
import { ROUTE_PATHS, type GatewayRoute } from "./routes.js";
import { redactValue } from "./redact.js";

/**
 * Routes that only read, so sending one again cannot do anything twice. `execute` retries
 * under its idempotency key instead; `connections` and `rename` are never sent twice.
 */
const READ_ROUTES: ReadonlySet<GatewayRoute> = new Set<GatewayRoute>(["search", "schemas", "list", "accounts"]);

/** Socket errors meaning the connection closed under the request (not "nobody listens"). */
const DROPPED_CODES: ReadonlySet<string> = new Set(["UND_ERR_SOCKET", "UND_ERR_CLOSED", "ECONNRESET", "EPIPE"]);

/**
 * Whether a `fetch` failure is a connection that closed before any answer: the platform's
 * `TypeError` whose `cause` (or the error itself) carries one of {@link DROPPED_CODES}.
 */
export function connectionDropped(error: unknown): boolean {
  for (
    let current: unknown = error, depth = 0;
    depth < 3 && typeof current === "object" && current !== null;
    depth += 1
  ) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && DROPPED_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** One HTTP attempt of a route. */
export interface HttpAttempt {
  readonly origin: URL;
  readonly route: GatewayRoute;
  /** Query string (without `?`) appended to the route's path. */
  readonly query?: string | undefined;
  readonly body?: unknown;
  readonly token: string;
  readonly timeoutMs: number;
  readonly signal?: AbortSignal | undefined;
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

/**
 * Sends one request and returns the parsed JSON body of a 2xx answer (the token redacted from
 * every string in it, should the gateway echo it); anything else throws a
 * {@link GatewayError} (see `statusError` and `localError`). The deadline covers the whole
 * exchange, body included; the caller's signal aborts it; the timer and listener are always
 * released. Redirects are refused, so the bearer token is only ever sent to the origin.
 */
export async function sendOnce(attempt: HttpAttempt): Promise<unknown> {
  const { route, signal, timeoutMs } = attempt;
  if (signal?.aborted === true) throw localError(route, "ABORTED", "the caller aborted before the request was sent");
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = (): void => controller.abort();
  signal?.addEventListener("abort", onAbort, { once: true });
  const failure = (otherwise: () => GatewayError): GatewayError => {
    if (timedOut) return localError(route, "TIMEOUT", `no complete answer within ${timeoutMs} ms`);
    if (signal?.aborted === true) return localError(route, "ABORTED", "the caller aborted the request");
    return otherwise();
  };
  try {
    const { method, path } = ROUTE_PATHS[route];
    const url = new URL(attempt.query === undefined ? path : `${path}?${attempt.query}`, attempt.origin);
    const headers: Record<string, string> = {
      accept: "application/json",
      authorization: `Bearer ${attempt.token}`,
      ...attempt.headers,
    };
    if (attempt.body !== undefined) headers["content-type"] = "application/json";
    const init: RequestInit = {
      method,
      headers,
      body: attempt.body === undefined ? null : JSON.stringify(attempt.body),
      signal: controller.signal,
      redirect: "error",
    };
    const transport = (): GatewayError =>
      failure(() => localError(route, "TRANSPORT", "the request could not be completed"));
    let response: Response;
    try {
      response = await fetch(url, init);
    } catch (error) {
      // A pooled keep-alive socket the gateway had already closed fails before any answer; a
      // read sends again once on a fresh connection, inside the same deadline (docs/spec/connectors-protocol.md, "Routes").
      if (controller.signal.aborted || !READ_ROUTES.has(route) || !connectionDropped(error)) throw transport();
      response = await fetch(url, init).catch(() => {
        throw transport();
      });
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw failure(() => localError(route, "INVALID_RESPONSE", `the HTTP ${response.status} body was cut off`));
    }
    if (!response.ok) throw statusError(route, response.status, response.headers, text, attempt.token);
    let json: unknown;
    try {
      json = JSON.parse(text) as unknown;
    } catch {
      throw localError(route, "INVALID_RESPONSE", "the body is not valid JSON");
    }
    return redactValue(json, attempt.token);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", onAbort);
  }
}
