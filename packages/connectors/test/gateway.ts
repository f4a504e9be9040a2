// Test helpers (not built): a fresh real gateway per test and a client with test deadlines.
import { afterEach, beforeEach } from "vitest";
import { createGatewayClient, type GatewayClient, type GatewayClientOptions } from "../src/gateway/client.js";
import { isGatewayError, type GatewayError } from "../src/gateway/error.js";
import { startGateway, type StartGatewayOptions, type TestGateway } from "../src/testing/index.js";

/** A token-looking secret: it must never show up in any output. */
export const TOKEN = "sk-live-4f9c2b7e1a0d8c6b5e3f9a7d21c0";

/**
 * Deadlines for tests: generous, so a loaded CI machine never turns a healthy request into a
 * timeout. Tests about deadlines set a short one on the route they hang.
 */
export const TEST_TIMEOUTS = {
  search: 5000,
  schemas: 5000,
  execute: 5000,
  connections: 5000,
  list: 5000,
  accounts: 5000,
  rename: 5000,
} as const;

/** Starts a gateway (accepting {@link TOKEN}) before each test and closes it after. */
export function useGateway(options: StartGatewayOptions = {}): () => TestGateway {
  let gateway: TestGateway | undefined;
  beforeEach(async () => {
    gateway = await startGateway({ tokens: [TOKEN], ...options });
  });
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });
  return () => {
    if (gateway === undefined) throw new Error("no gateway running");
    return gateway;
  };
}

/** A client of `gateway` with {@link TOKEN}, {@link TEST_TIMEOUTS} and a 5 ms retry delay. */
export function clientFor(gateway: TestGateway, overrides: Partial<GatewayClientOptions> = {}): GatewayClient {
  return createGatewayClient({
    origin: gateway.origin,
    getToken: () => TOKEN,
    timeoutsMs: TEST_TIMEOUTS,
    retryDelayMs: 5,
    ...overrides,
  });
}

/** A logger that keeps what it is told. */
export function memoryLogger(): {
  readonly lines: string[];
  warn(message: string, details?: Readonly<Record<string, unknown>>): void;
} {
  const lines: string[] = [];
  return {
    lines,
    warn: (message, details) =>
      void lines.push(details === undefined ? message : `${message} ${JSON.stringify(details)}`),
  };
}

/** The `GatewayError` that `promise` rejects with; throws when it resolves or rejects otherwise. */
export async function failure(promise: Promise<unknown>): Promise<GatewayError> {
  try {
    await promise;
  } catch (error) {
    if (isGatewayError(error)) return error;
    throw error;
  }
  throw new Error("expected a GatewayError");
}

/** An execute request for a Gmail tool of the test gateway. */
export const gmailList = { connector: "gmail", tool: "GMAIL_LIST_MESSAGES", arguments: { query: "x" } };
