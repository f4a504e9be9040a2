// Test helper (not a test): the real loopback gateway wired into one `createToolSearch`,
// with generous deadlines unless a test waits for a hang to time out, and everything the
// runtime says (logs, gateway events, activity events) captured for assertions.
import {
  createConnectors,
  createToolSearch,
  type ActivityEvent,
  type Assembly,
  type Connectors,
  type ToolSearch,
  type Toolset,
} from "@hermes/tool-search";
import { startGateway, TEST_TOKEN, type TestGateway } from "@hermes/connectors/testing";
import type { GatewayEvent } from "@hermes/connectors";
import { expect } from "vitest";

/** A local MCP-style toolset, so searches always have local results to keep. */
export const LOCAL_TOOLSETS: readonly Toolset[] = [
  {
    tools: [
      {
        name: "read_file",
        description: "Read a file from the workspace.",
        inputSchema: { type: "object", properties: { path: { type: "string" } } },
      },
    ],
  },
  {
    source: { kind: "mcp", name: "mail" },
    tools: [
      {
        name: "send_mail",
        description: "Send an email through the local mail server.",
        inputSchema: { type: "object", properties: { to: { type: "string" } } },
      },
      {
        name: "list_mail",
        description: "List email messages in the local inbox.",
        inputSchema: { type: "object", properties: {} },
      },
    ],
  },
];

/**
 * The default per-attempt deadline: generous, so a loaded CI machine (a worker descheduled
 * for a few hundred milliseconds) cannot turn a healthy request into a timeout.
 */
export const HEALTHY_DEADLINE_MS = 5_000;

/**
 * The deadline of a test that waits for hung requests to time out: short enough that each
 * hang stays cheap, long enough that the test's healthy attempts (which share it) are not cut.
 */
export const HANG_DEADLINE_MS = 500;

/** A gateway, a tool search on it, and what the runtime reported. */
export interface GatewayRig {
  readonly gateway: TestGateway;
  readonly connectors: Connectors;
  readonly search: ToolSearch;
  readonly assembly: Assembly;
  readonly logs: string[];
  readonly gatewayEvents: GatewayEvent[];
  readonly activity: ActivityEvent[];
  /** Local tools invoked (`invoke` calls that were not connectors). */
  readonly localCalls: string[];
}

/** Options of {@link gatewayRig}. */
export interface GatewayRigOptions {
  readonly token?: string;
  /**
   * Per-attempt deadline of every route, ms. Default {@link HEALTHY_DEADLINE_MS}; pass
   * {@link HANG_DEADLINE_MS} only where the test waits for hangs to time out.
   */
  readonly deadlineMs?: number;
  readonly retryDelayMs?: number;
  /** Called with the gateway before every attempt (the token provider runs then), e.g. to arm the next fault. */
  readonly beforeAttempt?: (gateway: TestGateway) => void;
}

/** Starts a gateway and a tool search using it as its connectors. Close with `rig.gateway.close()`. */
export async function gatewayRig(options: GatewayRigOptions = {}): Promise<GatewayRig> {
  const token = options.token ?? TEST_TOKEN;
  const gateway = await startGateway({ tokens: [token] });
  const logs: string[] = [];
  const gatewayEvents: GatewayEvent[] = [];
  const activity: ActivityEvent[] = [];
  const localCalls: string[] = [];
  const logger = {
    warn: (message: string, data?: unknown): void => void logs.push(`${message} ${JSON.stringify(data) ?? ""}`),
  };
  const deadline = options.deadlineMs ?? HEALTHY_DEADLINE_MS;
  const connectors = createConnectors({
    origin: gateway.origin,
    getToken: () => {
      options.beforeAttempt?.(gateway);
      return token;
    },
    timeoutsMs: {
      search: deadline,
      schemas: deadline,
      execute: deadline,
      connections: deadline,
      list: deadline,
      accounts: deadline,
      rename: deadline,
    },
    retryDelayMs: options.retryDelayMs ?? 5,
    logger,
    onEvent: (event) => void gatewayEvents.push(event),
  });
  const search = createToolSearch({
    connectors,
    contextLength: 100_000,
    logger,
    events: (event) => void activity.push(event),
    invoke: (name) => {
      localCalls.push(name);
      return Promise.resolve({ ran: name });
    },
  });
  return {
    gateway,
    connectors,
    search,
    assembly: search.assemble(LOCAL_TOOLSETS),
    logs,
    gatewayEvents,
    activity,
    localCalls,
  };
}

/** One connector batch entry: sends an email tagged with `tag` so executions can be matched to entries. */
export function sendEmail(tag: string): {
  readonly name: string;
  readonly arguments: Readonly<Record<string, unknown>>;
} {
  return { name: "connectors__gmail__SEND_EMAIL", arguments: { to: `${tag}@example.com`, subject: tag } };
}

/** A batch result entry as the dispatcher returns it. */
export interface BatchEntry {
  readonly index: number;
  readonly name: string;
  readonly response?: unknown;
  /** A failed entry: the sentence for the model, and its code (docs/errors.md). */
  readonly error?: string;
  readonly code?: string;
}

/** A batch result as the dispatcher returns it. */
export interface Batch {
  readonly results: readonly BatchEntry[];
  readonly success_count: number;
  readonly error_count: number;
  readonly total_count: number;
}

/**
 * Expects `result` to be a complete batch of `size` entries: indices 0…size-1 in order, each
 * with exactly one of `response` / `error` (an error with a code and a message), and counts
 * that add up. Returns it typed.
 */
export function expectCompleteBatch(result: unknown, size: number): Batch {
  const batch = result as Batch;
  expect(batch.results.map((entry) => entry.index)).toEqual(Array.from({ length: size }, (_, i) => i));
  for (const entry of batch.results) {
    expect("response" in entry !== "error" in entry, `entry ${entry.index} has exactly one of response / error`).toBe(
      true,
    );
    if (entry.error !== undefined) {
      expect(entry.code).toMatch(/^[A-Z_]+$/);
      expect(entry.error.length).toBeGreaterThan(0);
    }
  }
  const errors = batch.results.filter((entry) => entry.error !== undefined).length;
  expect({ success: batch.success_count, error: batch.error_count, total: batch.total_count }).toEqual({
    success: size - errors,
    error: errors,
    total: size,
  });
  return batch;
}

/** The error codes of a batch's entries (`ok` for a response), in order. */
export const entryCodes = (batch: Batch): string[] => batch.results.map((entry) => entry.code ?? "ok");
