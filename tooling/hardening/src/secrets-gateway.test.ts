// The gateway token (a sentinel) through the umbrella: createToolSearch + createConnectors on
// the real loopback gateway, with a gateway that echoes the token everywhere it can — error
// bodies (plain, JSON-escaped, at the 300-character cut), tool results, descriptions, connect
// links — and through every fault. It never appears, whole or in part, in results, errors,
// logs, gateway events, activity events, the tools array, the listing or process output.
import { createConnectors, createToolSearch, type ActivityEvent, type Toolset } from "@hermes/tool-search";
import {
  DEFAULT_CONNECTORS,
  startGateway,
  type GatewayConnector,
  type GatewayFault,
  type TestGateway,
} from "@hermes/connectors/testing";
import type { GatewayRoute } from "@hermes/connectors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureProcessOutput, expectNoSecret, sentinel } from "./test-secrets-sentinels.js";

const TOKEN = sentinel("gwtoken");
const BEARER = `Bearer ${TOKEN}`;
const escaped = JSON.stringify(TOKEN)
  .slice(1, -1)
  .replace(/[0-9a-f]/, (char) => `\\u00${char.charCodeAt(0).toString(16)}`);

const LEAKY: GatewayConnector = {
  name: "leaky",
  description: `Echoes ${TOKEN}.`,
  accounts: [{ alias: "default", connected: true }],
  tools: [
    {
      slug: "LEAKY_ECHO_HEADERS",
      description: `Echo the request headers (${BEARER}).`,
      inputSchema: { type: "object", properties: { note: { type: "string", description: TOKEN } } },
      run: () => ({ authorization: BEARER, [TOKEN]: [TOKEN], nested: { deep: [{ token: TOKEN }] } }),
    },
  ],
};

const FAULTS: readonly (readonly [GatewayRoute, GatewayFault])[] = [
  [
    "search",
    { kind: "status", status: 500, body: { error: { code: TOKEN, message: `bad token ${TOKEN}` }, requestId: TOKEN } },
  ],
  ["search", { kind: "status", status: 401, body: { code: "EXPIRED", message: BEARER } }],
  ["search", { kind: "status", status: 400, body: { error: TOKEN } }],
  ["search", { kind: "status", status: 502, body: { error: { code: "CUT", message: `${"y".repeat(280)}${TOKEN}` } } }],
  ["search", { kind: "raw", status: 500, body: `{"error": {"code": "ESC", "message": "bad ${escaped}"}}` }],
  [
    "search",
    {
      kind: "raw",
      status: 200,
      body: JSON.stringify({
        results: [{ index: 0, useCase: TOKEN, tools: [TOKEN] }],
        schemas: { [TOKEN]: { connector: TOKEN, tool: TOKEN, description: TOKEN, inputSchema: {} } },
      }),
    },
  ],
  ["search", { kind: "rate-limit", retryAfterSeconds: 1 }],
  ["search", { kind: "malformed" }],
  ["search", { kind: "truncated" }],
  ["search", { kind: "hang" }],
  ["schemas", { kind: "status", status: 503, body: { message: BEARER } }],
  [
    "schemas",
    {
      kind: "raw",
      status: 200,
      body: `{"schemas": {"LEAKY_ECHO_HEADERS": {"connector": "leaky", "description": "${escaped}", "inputSchema": {"type": "object"}}}}`,
    },
  ],
  [
    "execute",
    {
      kind: "raw",
      status: 200,
      body: JSON.stringify({
        results: [
          {
            error: {
              code: "CONNECTION_REQUIRED",
              message: BEARER,
              connectUrl: `https://x.example/?t=${TOKEN}`,
              hint: TOKEN,
            },
          },
        ],
      }),
    },
  ],
  [
    "execute",
    {
      kind: "raw",
      status: 200,
      body: JSON.stringify({ results: [{ error: { code: TOKEN, message: TOKEN, connector: TOKEN } }] }),
    },
  ],
  ["execute", { kind: "status", status: 409, body: { error: { code: "IDEMPOTENCY_CONFLICT", message: BEARER } } }],
  [
    "execute",
    { kind: "status", status: 429, body: { code: "RATE", message: `${"z".repeat(284)}${TOKEN}`, retryAfterMs: 5 } },
  ],
  ["execute", { kind: "reset" }],
  [
    "connections",
    {
      kind: "raw",
      status: 200,
      body: JSON.stringify({
        connections: [{ connector: "notion", status: "initiated", connectUrl: `https://x.example/${TOKEN}` }],
      }),
    },
  ],
  ["list", { kind: "status", status: 500, body: { error: { code: "X", message: BEARER } } }],
  ["accounts", { kind: "status", status: 500, body: { error: { code: "X", message: BEARER } } }],
];

const LOCAL: readonly Toolset[] = [
  { tools: [{ name: "read_file", description: "Read a file.", inputSchema: { type: "object" } }] },
  {
    source: { kind: "mcp", name: "mail" },
    tools: [{ name: "send_mail", description: "Send an email.", inputSchema: { type: "object" } }],
  },
];

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway({ tokens: [TOKEN], connectors: [...DEFAULT_CONNECTORS, LEAKY] });
});
afterAll(async () => {
  await gateway.close();
});

describe("the gateway token never leaves the client", () => {
  it("in results, errors, logs, events, the tools array, the listing or process output — through every fault", async () => {
    const outputs: unknown[] = [];
    const activity: ActivityEvent[] = [];
    const logs: string[] = [];
    const logger = {
      warn: (message: string, data?: unknown): void => void logs.push(message, JSON.stringify(data) ?? ""),
    };
    const connectors = createConnectors({
      origin: gateway.origin,
      getToken: () => TOKEN,
      timeoutsMs: { search: 100, schemas: 500, execute: 500, connections: 500, list: 500, accounts: 500 },
      retryDelayMs: 1,
      logger,
      onEvent: (event) => void outputs.push(event),
      connectWaitMs: 50,
      pollIntervalMs: 10,
    });
    const search = createToolSearch({
      connectors,
      contextLength: 100_000,
      logger,
      events: (event) => void activity.push(event),
      invoke: () => Promise.resolve("local"),
    });
    const captured = captureProcessOutput();
    const exercise = async (): Promise<void> => {
      const assembly = search.assemble(LOCAL);
      outputs.push(assembly.tools, assembly.report, assembly.plan.listing);
      const calls = [
        {
          id: "s",
          name: "tool_search",
          arguments: { queries: ["send an email", "echo headers leaky", TOKEN.slice(0, 7)] },
        },
        {
          id: "d",
          name: "tool_describe",
          arguments: { names: ["connectors__leaky__ECHO_HEADERS", "connectors__gmail__SEND_EMAIL"] },
        },
        {
          id: "c",
          name: "tool_call",
          arguments: {
            calls: [
              { name: "connectors__leaky__ECHO_HEADERS", arguments: {} },
              { name: "connectors__gmail__SEND_EMAIL", arguments: { to: "a@b.c", subject: "x" } },
            ],
          },
        },
        { id: "x", name: "connectors__leaky__ECHO_HEADERS", arguments: {} },
        { id: "m1", name: "manage_connections", arguments: { action: "status" } },
        { id: "m2", name: "manage_connections", arguments: { action: "connect", targets: [{ name: "notion" }] } },
      ];
      for (const call of calls) outputs.push(await search.handle(call, { assembly }));
      for (const run of [
        () => connectors.client.search(["x"]),
        () => connectors.client.schemas(["LEAKY_ECHO_HEADERS"]),
        () => connectors.client.list(),
        () => connectors.client.accounts(),
      ]) {
        outputs.push(await run().catch((error: unknown) => error));
      }
    };
    try {
      await exercise();
      for (const [route, fault] of FAULTS) {
        gateway.clearFaults();
        gateway.setFault(route, fault);
        await exercise();
      }
    } finally {
      captured.restore();
      gateway.clearFaults();
    }
    const swept = expectNoSecret([outputs, activity, logs, captured.lines], [TOKEN]);
    expect(swept).toBeGreaterThan(100_000);
    // The channels were live: the gateway echoed the token and the client masked it.
    expect(JSON.stringify(outputs)).toContain("[redacted]");
    expect(activity.length).toBeGreaterThan(50);
    expect(logs.length).toBeGreaterThan(5);
    expect(gateway.requests.length).toBeGreaterThan(100);
    expect(gateway.requests.every((request) => request.auth === "valid")).toBe(true);
  });

  it("a token provider that fails or signs out sends nothing and says nothing about the token", async () => {
    const outputs: unknown[] = [];
    const before = gateway.requests.length;
    for (const getToken of [
      () => undefined,
      () => Promise.reject(new Error(`vault said ${TOKEN}`)),
      (): string => {
        throw new Error(`no ${TOKEN}`);
      },
    ]) {
      const connectors = createConnectors({ origin: gateway.origin, getToken });
      const search = createToolSearch({ connectors, invoke: () => Promise.resolve("local") });
      const assembly = search.assemble(LOCAL);
      outputs.push(
        await search.handle({ id: "s", name: "tool_search", arguments: { queries: ["send email"] } }, { assembly }),
      );
      outputs.push(
        await search.handle(
          {
            id: "c",
            name: "tool_call",
            arguments: { calls: [{ name: "connectors__gmail__SEND_EMAIL", arguments: {} }] },
          },
          { assembly },
        ),
      );
      outputs.push(await connectors.client.search(["x"]).catch((error: unknown) => error));
    }
    expectNoSecret(outputs, [TOKEN]);
    expect(gateway.requests.length).toBe(before);
  });
});
