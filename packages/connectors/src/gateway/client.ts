import { isSecureUrl } from "./safe-url.js";
import { randomUUID } from "node:crypto";
import { localError } from "./error-body.js";
import { sendOnce } from "./http.js";
import { withRetries, type GatewayEvent } from "./retry.js";
import { DEFAULT_RETRIES, DEFAULT_TIMEOUTS_MS, type GatewayRoute } from "./routes.js";
import type {
  ConnectionsRequest,
  ConnectionStart,
  ConnectorAccount,
  ConnectorList,
  ExecuteRequest,
  ExecuteResult,
  RenameRequest,
  SchemasResponse,
  SearchResponse,
} from "./types.js";
import { listAll } from "./list.js";
import {
  readAccounts,
  readConnectionsResponse,
  readExecuteResult,
  readSchemasResponse,
  readSearchResponse,
} from "./read-responses.js";

/** Returns the current bearer token, or `undefined` when signed out. Called before every attempt. */
export type TokenProvider = () => string | undefined | Promise<string | undefined>;

/** Options of {@link createGatewayClient}. */
export interface GatewayClientOptions {
  /** Where the gateway lives, e.g. `https://gateway.example.com` (a base path is kept). */
  readonly origin: string | URL;
  readonly getToken: TokenProvider;
  /** Per-attempt deadlines by route, ms (defaults: `DEFAULT_TIMEOUTS_MS`). */
  readonly timeoutsMs?: Partial<Record<GatewayRoute, number>> | undefined;
  /** Retries by route (defaults: `DEFAULT_RETRIES`). */
  readonly retries?: Partial<Record<GatewayRoute, number>> | undefined;
  /** Wait before a retry when the gateway names no delay. Default 250 ms. */
  readonly retryDelayMs?: number | undefined;
  /** Longest `Retry-After` waited for before a retry; longer → the error is returned. Default 10 s. */
  readonly maxRetryDelayMs?: number | undefined;
  /** Most list pages read (50 connectors each). Default 20. */
  readonly maxListPages?: number | undefined;
  /**
   * Origins besides the gateway's own whose connect URLs may be shown to the model and on the
   * connection card (e.g. `["https://connect.example.com"]`; each is read as a URL and only its
   * origin kept). A connect URL from any other origin is withheld with
   * `CROSS_ORIGIN_CONNECT_URL`. Default: none (the gateway's origin only).
   */
  readonly connectOrigins?: readonly string[] | undefined;
  /** Told about every attempt (route, outcome, status, duration); never the token. */
  readonly onEvent?: ((event: GatewayEvent) => void) | undefined;
}

/** Per-call options. */
export interface CallOptions {
  /** Aborts the request and any wait before a retry. */
  readonly signal?: AbortSignal | undefined;
}

/** A typed client of the hosted tool gateway; every method throws only `GatewayError`s. */
export interface GatewayClient {
  /** All queries in one request (`{queries: [{useCase}]}`); group `i` answers query `i`. */
  search(queries: readonly string[], options?: CallOptions): Promise<SearchResponse>;
  /** Schemas for vendor slugs; unknown slugs are simply absent. */
  schemas(slugs: readonly string[], options?: CallOptions): Promise<SchemasResponse>;
  /** Runs one tool; a retry reuses the same `x-idempotency-key`. Tool-level failures are in `error`. */
  execute(request: ExecuteRequest, options?: CallOptions): Promise<ExecuteResult>;
  /** Starts (or restarts) authorizations; never retried. */
  connections(request: ConnectionsRequest, options?: CallOptions): Promise<ConnectionStart[]>;
  /** Every connector, following `nextCursor` up to `maxListPages` pages. */
  list(options?: CallOptions): Promise<ConnectorList>;
  /** The accounts of one connector (or all, when `connector` is omitted). */
  accounts(connector?: string, options?: CallOptions): Promise<ConnectorAccount[]>;
  /** Renames an account's alias; returns the connector's accounts afterwards. Never retried. */
  rename(request: RenameRequest, options?: CallOptions): Promise<ConnectorAccount[]>;
}

/** What varies per route in a request. */
interface HttpRequest {
  readonly body?: unknown;
  readonly query?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

function originOf(origin: string | URL): URL {
  const url = new URL(origin);
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new TypeError(`gateway origin must be http(s): ${url.protocol}`);
  if (!url.pathname.endsWith("/")) url.pathname = `${url.pathname}/`;
  url.search = "";
  url.hash = "";
  return url;
}

/**
 * Creates a gateway client: JSON over the platform `fetch`, `Authorization: Bearer <token>`
 * from `getToken()` (asked before every attempt, so a refreshed token is picked up; no token →
 * `SIGNED_OUT` and nothing is sent). Routes, deadlines and retries: search 30 s / 0, schemas
 * 10 s / 1, execute 60 s / 1 (on 5xx, 429, transport and timeout; the idempotency key is reused),
 * connections 30 s / 0, list pages 30 s / 1, accounts 10 s / 1, rename 10 s / 0 — all
 * overridable. 409 is never retried. Answers are validated (unknown fields ignored); a
 * malformed, cut-off or wrongly shaped body is `INVALID_RESPONSE`, never a crash. Throws a
 * `TypeError` at creation for an origin (or a `connectOrigins` entry) that is not a URL, or an
 * origin that is not http(s). A plain `http:` origin that is not loopback fails every call with
 * `INSECURE_ORIGIN` before the token is asked for. A connect URL is passed on only when it is
 * `https:` (or loopback `http:`) without credentials and on the gateway's origin or one of
 * `connectOrigins`; otherwise it is withheld and `connectUrlRefused` says why.
 *
 * @example
 * ```ts
 * const client = createGatewayClient({ origin: "https://gateway.example.com", getToken: () => session.token });
 * const { results, schemas } = await client.search(["send email", "create linear issue"]);
 * ```
 */
export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const origin = originOf(options.origin);
  const timeouts = { ...DEFAULT_TIMEOUTS_MS, ...options.timeoutsMs };
  const retries = { ...DEFAULT_RETRIES, ...options.retries };
  const secure = isSecureUrl(origin);
  const connectOrigins = new Set([origin.origin, ...(options.connectOrigins ?? []).map((o) => new URL(o).origin)]);
  const token = async (route: GatewayRoute): Promise<string> => {
    if (!secure)
      throw localError(
        route,
        "INSECURE_ORIGIN",
        `the gateway origin ${origin.origin} is plain http:// to a non-loopback host; the token is sent only over https:// (or to a loopback address), so nothing was sent`,
      );
    let value: string | undefined;
    try {
      value = await options.getToken();
    } catch {
      throw localError(route, "SIGNED_OUT", "the token provider failed");
    }
    if (typeof value !== "string" || value === "") throw localError(route, "SIGNED_OUT", "no token; nothing was sent");
    return value;
  };
  const call = <T>(
    route: GatewayRoute,
    read: (body: unknown) => T,
    request: HttpRequest,
    signal: AbortSignal | undefined,
  ): Promise<T> =>
    withRetries(
      {
        route,
        retries: retries[route],
        retryDelayMs: options.retryDelayMs ?? 250,
        maxRetryDelayMs: options.maxRetryDelayMs ?? 10_000,
        signal,
        onEvent: options.onEvent,
      },
      async () => {
        const current = await token(route);
        return read(await sendOnce({ origin, route, token: current, timeoutMs: timeouts[route], signal, ...request }));
      },
    );
  const client: GatewayClient = {
    search: (queries, { signal } = {}) =>
      call("search", readSearchResponse, { body: { queries: queries.map((useCase) => ({ useCase })) } }, signal),
    schemas: (slugs, { signal } = {}) => call("schemas", readSchemasResponse, { body: { tools: [...slugs] } }, signal),
    execute: (request, { signal } = {}) =>
      call(
        "execute",
        (body) => readExecuteResult(body, connectOrigins),
        {
          body: { tools: [{ connector: request.connector, tool: request.tool, arguments: request.arguments }] },
          headers: { "x-idempotency-key": randomUUID() },
        },
        signal,
      ),
    connections: (request, { signal } = {}) =>
      call(
        "connections",
        (body) => readConnectionsResponse(body, connectOrigins),
        { body: connectionsBody(request) },
        signal,
      ),
    list: ({ signal } = {}) =>
      listAll(options.maxListPages ?? 20, (query) => call("list", (body) => body, { query }, signal)),
    accounts: (connector, { signal } = {}) =>
      call(
        "accounts",
        (body) => readAccounts(body),
        connector === undefined ? {} : { query: `connector=${encodeURIComponent(connector)}` },
        signal,
      ),
    rename: (request, { signal } = {}) => {
      const body = {
        connector: request.connector,
        ...(request.alias === undefined ? {} : { alias: request.alias }),
        to: request.to,
      };
      return call("rename", (answer) => readAccounts(answer, "rename"), { body }, signal);
    },
  };
  return client;
}

function connectionsBody(request: ConnectionsRequest): Record<string, unknown> {
  const body: Record<string, unknown> = { connectors: [...request.connectors], reinitiate: request.reinitiate };
  if (request.alias !== undefined) body["alias"] = { connector: request.alias.connector, alias: request.alias.alias };
  return body;
}
