import { searchTools } from "@hermes/bridge";
import { describe, expect, it } from "vitest";
import { createConnectors } from "./create-connectors.js";
import { TEST_TIMEOUTS, TOKEN, memoryLogger, useGateway } from "../test/gateway.js";
import { CONFIG, sessionPlan } from "../test/session.js";
import { DEFAULT_CONNECTORS, type GatewayFault } from "./testing/index.js";
import type { GatewayRoute } from "./gateway/routes.js";

const echo = `Bearer ${TOKEN}`;
const leaky = [
  ...DEFAULT_CONNECTORS,
  {
    name: "leaky",
    description: `echoes ${TOKEN}`,
    accounts: [{ alias: "default", connected: true }],
    tools: [
      {
        slug: "LEAKY_ECHO_HEADERS",
        description: `Echo the request headers (${echo}).`,
        inputSchema: { type: "object", description: TOKEN },
        run: () => ({ authorization: echo, [TOKEN]: [TOKEN] }),
      },
    ],
  },
];

const FAULTS: [GatewayRoute, GatewayFault][] = [
  [
    "search",
    { kind: "status", status: 500, body: { error: { code: TOKEN, message: `bad token ${TOKEN}` }, requestId: TOKEN } },
  ],
  ["search", { kind: "status", status: 401, body: { code: "EXPIRED", message: echo } }],
  ["search", { kind: "status", status: 400, body: { error: TOKEN } }],
  ["search", { kind: "rate-limit", retryAfterSeconds: 1 }],
  ["search", { kind: "malformed" }],
  ["search", { kind: "truncated" }],
  ["search", { kind: "hang" }],
  ["search", { kind: "mismatched-echo" }],
  ["schemas", { kind: "status", status: 503, body: { message: echo } }],
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
              message: echo,
              connectUrl: `https://x.example/?t=${TOKEN}`,
              hint: TOKEN,
            },
          },
        ],
      }),
    },
  ],
  ["execute", { kind: "status", status: 409, body: { error: { code: "IDEMPOTENCY_CONFLICT", message: echo } } }],
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
  ["list", { kind: "status", status: 500, body: { error: { code: "X", message: echo } } }],
];

describe("the token never appears in any output", () => {
  const gateway = useGateway({ connectors: leaky });

  it("through every fault, in errors, logs, events and results", async () => {
    const outputs: unknown[] = [];
    const logger = memoryLogger();
    const connectors = createConnectors({
      origin: gateway().origin,
      getToken: () => TOKEN,
      timeoutsMs: { ...TEST_TIMEOUTS, search: 100 },
      retryDelayMs: 1,
      logger,
      onEvent: (event) => outputs.push(event),
    });
    const scope = { plan: sessionPlan() };
    const exercise = async (): Promise<void> => {
      outputs.push(
        await searchTools(
          { queries: ["send an email", "echo headers leaky"] },
          { scope, config: CONFIG, remote: connectors.source },
        ),
      );
      outputs.push(
        await connectors.source.describe(["connectors__leaky__ECHO_HEADERS", "connectors__gmail__SEND_EMAIL"]),
      );
      outputs.push(await connectors.execute("connectors__leaky__ECHO_HEADERS", {}));
      outputs.push(await connectors.manageConnections.handle({ action: "connect", targets: ["notion"] }));
      outputs.push(await connectors.manageConnections.handle({ action: "status" }));
      for (const run of [
        () => connectors.client.search(["x"]),
        () => connectors.client.schemas(["A"]),
        () => connectors.client.list(),
      ]) {
        try {
          outputs.push(await run());
        } catch (error) {
          const fields =
            error instanceof Error
              ? { message: error.message, stack: error.stack, text: String(error), own: { ...error } }
              : error;
          outputs.push(fields);
        }
      }
    };
    await exercise();
    for (const [route, fault] of FAULTS) {
      gateway().clearFaults();
      gateway().setFault(route, fault);
      await exercise();
    }
    const text =
      JSON.stringify(outputs, (_key, value: unknown) =>
        value instanceof Map ? (Object.fromEntries(value) as unknown) : value,
      ) + logger.lines.join("\n");
    expect(text.length).toBeGreaterThan(10_000);
    expect(text).toContain("[redacted]");
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(TOKEN.slice(8));
    expect(gateway().requests.every((request) => request.auth === "valid")).toBe(true);
  });
});
