// Test helpers (not built): a fresh real gateway per test and a client with short deadlines.
import { afterEach, beforeEach } from "vitest";
import { createGatewayClient, type GatewayClient, type GatewayClientOptions } from "./gateway-client.js";
import { startGateway, type StartGatewayOptions, type TestGateway } from "./testing/index.js";

/** A token-looking secret: it must never show up in any output. */
export const TOKEN = "sk-live-4f9c2b7e1a0d8c6b5e3f9a7d21c0";

/** Short deadlines so failure tests finish fast. */
export const SHORT_TIMEOUTS = { search: 300, schemas: 300, execute: 300, connections: 300, list: 300, accounts: 300, rename: 300 } as const;

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

/** A client of `gateway` with {@link TOKEN}, short deadlines and a 5 ms retry delay. */
export function clientFor(gateway: TestGateway, overrides: Partial<GatewayClientOptions> = {}): GatewayClient {
  return createGatewayClient({ origin: gateway.origin, getToken: () => TOKEN, timeoutsMs: SHORT_TIMEOUTS, retryDelayMs: 5, ...overrides });
}

/** A logger that keeps what it is told. */
export function memoryLogger(): { readonly lines: string[]; warn(message: string, details?: Readonly<Record<string, unknown>>): void } {
  const lines: string[] = [];
  return { lines, warn: (message, details) => void lines.push(details === undefined ? message : `${message} ${JSON.stringify(details)}`) };
}
