import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { GatewayRoute } from "../gateway/routes.js";
import { FaultBoard, type FaultOptions, type GatewayFault } from "./faults.js";
import { DEFAULT_CONNECTORS, TEST_TOKEN, type GatewayConnector } from "./fixture.js";
import * as routes from "./handlers.js";
import { respond } from "./respond.js";
import { readBody, sendJson, sendText } from "./server-io.js";
import { GatewayState, type Execution } from "./state.js";

/** One request the test gateway received (never the token itself). */
export interface LoggedRequest {
  /** The route, `connect-page` for a connect link, `unknown` otherwise. */
  readonly route: GatewayRoute | "connect-page" | "unknown";
  readonly method: string;
  readonly path: string;
  readonly query: string;
  /** Parsed JSON body (`undefined` when none or not JSON). */
  readonly body: unknown;
  readonly idempotencyKey: string | undefined;
  /** Whether the bearer token was accepted, wrong or missing. */
  readonly auth: "valid" | "invalid" | "missing";
  /** Index of the accepted token in `tokens` (to see a rotated token being used). */
  readonly tokenIndex: number | undefined;
}

/** Options of {@link startGateway}. */
export interface StartGatewayOptions {
  /** The in-memory connectors and accounts. Default {@link DEFAULT_CONNECTORS}. */
  readonly connectors?: readonly GatewayConnector[];
  /** Accepted bearer tokens. Default `[TEST_TOKEN]`. */
  readonly tokens?: readonly string[];
  /** Hits per search query. Default 5. */
  readonly searchLimit?: number;
  /** Largest list page. Default 50. */
  readonly maxPageSize?: number;
  /**
   * The origin of the connect links it hands out (`<connectOrigin>/connect/<state>`), e.g.
   * another origin to test that clients withhold cross-origin links. Default: its own origin.
   */
  readonly connectOrigin?: string;
}

/** A running test gateway. */
export interface TestGateway {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  /** Every request received, in order. */
  readonly requests: readonly LoggedRequest[];
  /** Tools that really ran (idempotent replays excluded). */
  readonly executions: readonly Execution[];
  /** The requests to one route. */
  requestsTo(route: LoggedRequest["route"]): LoggedRequest[];
  /** Arms (or, with `undefined`, clears) a fault on a route, for `times` requests or until cleared. */
  setFault(route: GatewayRoute, fault: GatewayFault | undefined, options?: FaultOptions): void;
  clearFaults(): void;
  /** As if the user finished signing in: the account (default alias `default`) is connected. */
  connect(connector: string, alias?: string): void;
  /** Empties `requests` and `executions`. */
  clearLog(): void;
  /** Stops listening, drops open connections (hung ones too) and timers. Idempotent. */
  close(): Promise<void>;
}

const ROUTES: ReadonlyMap<string, GatewayRoute> = new Map([
  ["POST /v1/connectors/search", "search"],
  ["POST /v1/connectors/schemas", "schemas"],
  ["POST /v1/connectors/execute", "execute"],
  ["POST /v1/connectors/connections", "connections"],
  ["GET /v1/connectors", "list"],
  ["GET /v1/connectors/accounts", "accounts"],
  ["POST /v1/connectors/accounts/rename", "rename"],
]);

const parse = (text: string | undefined): unknown => {
  try {
    return text === undefined || text === "" ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
};

/**
 * Starts a real HTTP gateway on 127.0.0.1 (port 0) implementing every route over in-memory
 * connectors and accounts, with per-route faults (see `GatewayFault`). Connect links
 * (`<origin>/connect/<state>`) complete a sign-in when fetched. For tests and local use.
 *
 * @example
 * ```ts
 * const gateway = await startGateway();
 * gateway.setFault("search", { kind: "hang" });
 * // … client.search(…) times out …
 * await gateway.close();
 * ```
 */
export async function startGateway(options: StartGatewayOptions = {}): Promise<TestGateway> {
  const state = new GatewayState(options.connectors ?? DEFAULT_CONNECTORS);
  const tokens = options.tokens ?? [TEST_TOKEN];
  const faults = new FaultBoard();
  const requests: LoggedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let origin = "";

  const later = (ms: number, run: () => void): void => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const url = new URL(request.url ?? "/", origin);
    const text = await readBody(request);
    const body = parse(text);
    const connectPage = request.method === "GET" && url.pathname.startsWith("/connect/");
    const route = connectPage ? "connect-page" : (ROUTES.get(`${request.method ?? ""} ${url.pathname}`) ?? "unknown");
    const header = request.headers.authorization;
    const bearer = header?.startsWith("Bearer ") === true ? header.slice(7) : undefined;
    const tokenIndex = bearer === undefined ? -1 : tokens.indexOf(bearer);
    const key = request.headers["x-idempotency-key"];
    requests.push({
      route,
      method: request.method ?? "",
      path: url.pathname,
      query: url.search.replace(/^\?/, ""),
      body,
      idempotencyKey: typeof key === "string" ? key : undefined,
      auth: header === undefined ? "missing" : tokenIndex >= 0 ? "valid" : "invalid",
      tokenIndex: tokenIndex >= 0 ? tokenIndex : undefined,
    });
    if (route === "connect-page") {
      const done = state.completeConnection(url.pathname.slice("/connect/".length));
      sendText(response, done ? 200 : 404, done ? "Connected. You can close this page." : "Unknown or used link.", {
        "content-type": "text/plain",
      });
      return;
    }
    if (route === "unknown") return sendJson(response, 404, { error: { code: "NOT_FOUND", message: "no such route" } });
    const fault = faults.take(route);
    const answer = (): routes.Answer => {
      if (tokenIndex < 0)
        return { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "sign in again" } } };
      if (text !== undefined && text !== "" && body === undefined)
        return routes.badRequest("INVALID_JSON", "the body is not JSON");
      switch (route) {
        case "search":
          return routes.search(state, body, options.searchLimit ?? 5);
        case "schemas":
          return routes.schemas(state, body);
        case "execute":
          return routes.execute(
            state,
            body,
            typeof key === "string" ? key : undefined,
            options.connectOrigin ?? origin,
          );
        case "connections":
          return routes.connections(state, body, options.connectOrigin ?? origin);
        case "list":
          return routes.list(state, url.searchParams, options.maxPageSize ?? 50);
        case "accounts":
          return routes.accounts(state, url.searchParams);
        case "rename":
          return routes.rename(state, body);
      }
    };
    respond(response, fault, answer, later);
  };

  const server = createServer((request, response) => void handle(request, response));
  // Idle keep-alive sockets stay open until close(): with Node's 5 s idle timeout, a loaded
  // process can hand a client a socket the server is closing at that moment, and the request
  // fails as a transport error that no fault asked for.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let closing: Promise<void> | undefined;

  return {
    origin,
    requests,
    executions: state.executions,
    requestsTo: (route) => requests.filter((request) => request.route === route),
    setFault: (route, fault, faultOptions) => faults.set(route, fault, faultOptions),
    clearFaults: () => faults.clear(),
    connect: (connector, alias) => state.connect(connector, alias),
    clearLog: () => {
      requests.length = 0;
      state.executions.length = 0;
    },
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
