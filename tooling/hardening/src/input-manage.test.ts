// Bad input into manage_connections: its argument reader and its handler on a real test gateway.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createGatewayClient,
  createManageConnections,
  type ManageConnections,
  type McpConnections,
} from "@hermes/connectors";
import { HOSTED_ACTIONS, MAX_TARGETS, MCP_ACTIONS, readManageArgs } from "@hermes/connectors/internal";
import { startGateway, TEST_TOKEN, type TestGateway } from "@hermes/connectors/testing";
import {
  adversarialInput,
  deepValue,
  fieldValue,
  heavyInput,
  hugeString,
  nestedArrays,
  weirdText,
} from "./test-input-arbitraries.js";
import { assertMessage, assertStructuredError, CaseTally, jsonSize } from "./test-input-guards.js";
import { checkProperty } from "./test-input-property.js";

const tally = new CaseTally("input-manage");
afterAll(() => console.log(tally.summary()));

const KEYS = ["action", "targets", "to"];
const ACTIONS = [...HOSTED_ACTIONS, ...MCP_ACTIONS];
const MCP_NAME = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

const target = fc.oneof(
  fc.constantFrom("gmail", "Notion", "linear", "slack", "github", "GMAIL "),
  weirdText,
  fc.record(
    {
      name: fc.oneof(fc.constantFrom("gmail", "linear", "github"), weirdText, fieldValue),
      alias: fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,32}$/), fieldValue),
      mcp: fieldValue,
    },
    { requiredKeys: ["name"] },
  ),
  fieldValue,
);
const manageArgs = fc.oneof(
  adversarialInput(KEYS),
  fc.record(
    {
      action: fc.oneof(
        fc.constantFrom(...ACTIONS, "disconnect", "DELETE", " revoke ", "Status"),
        weirdText,
        fieldValue,
      ),
      targets: fc.oneof(fc.array(target, { maxLength: 12 }), fieldValue),
      to: fc.oneof(fc.stringMatching(/^[a-z0-9-]{1,32}$/), weirdText, fieldValue),
    },
    { requiredKeys: ["action"] },
  ),
);

/** Valid requests, so that the handler's gateway and MCP paths run too. */
const plausibleArgs = fc.oneof(
  fc.record({
    action: fc.constantFrom("status", "connect", "reconnect"),
    targets: fc.subarray(["gmail", "linear", "notion", "slack"]),
  }),
  fc.record({
    action: fc.constant("rename"),
    targets: fc.constantFrom(["gmail"], ["linear"]),
    to: fc.stringMatching(/^[a-z0-9-]{1,32}$/),
  }),
  fc.record({
    action: fc.constantFrom(...MCP_ACTIONS),
    targets: fc.subarray(
      [
        { name: "github", mcp: true },
        { name: "files.local", mcp: true },
      ],
      { minLength: 1 },
    ),
  }),
);

function checkRead(args: unknown): void {
  const request = readManageArgs(args);
  if (typeof request === "string") return assertMessage(request);
  expect(ACTIONS).toContain(request.action);
  expect(request.targets.length).toBeLessThanOrEqual(MAX_TARGETS);
  for (const one of request.targets)
    expect(
      one.mcp ? MCP_NAME.test(one.name) : /^[a-z0-9]+(?:[_-][a-z0-9]+)*$/.test(one.name) && one.name.length <= 64,
    ).toBe(true);
}

describe("manage_connections answers any arguments with a result or a structured error", () => {
  let gateway: TestGateway;
  let manage: ManageConnections;
  const mcpCalls: string[] = [];
  const mcp: McpConnections = {
    install: (name) => Promise.resolve({ status: "done", message: `installed ${mcpCalls.push(name)}` }),
    enable: (name) => Promise.resolve({ status: "done", message: `enabled ${mcpCalls.push(name)}` }),
    authorize: (name) => Promise.resolve({ status: "pending", url: `https://auth.example/${mcpCalls.push(name)}` }),
  };

  beforeAll(async () => {
    gateway = await startGateway();
    manage = createManageConnections({
      client: createGatewayClient({ origin: gateway.origin, getToken: () => TEST_TOKEN }),
      mcp,
    });
  });
  afterAll(async () => {
    await gateway.close();
  });

  async function checkHandle(args: unknown): Promise<void> {
    const requestsBefore = gateway.requests.length;
    const mcpBefore = mcpCalls.length;
    const result = await manage.handle(args);
    expect(typeof result === "object" && result !== null && !Array.isArray(result)).toBe(true);
    expect(jsonSize(result)).toBeLessThan(64_000);
    if ("error" in result) {
      // Every failure names its ManageConnectionsErrorCode (docs/errors.md).
      expect(result["code"]).toMatch(/^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/);
      assertStructuredError(result);
    } else expect(ACTIONS).toContain(result["action"]);
    if (typeof readManageArgs(args) === "string") {
      // Rejected arguments never reach the gateway or the runtime's MCP management.
      expect(gateway.requests.length).toBe(requestsBefore);
      expect(mcpCalls.length).toBe(mcpBefore);
    }
    expect(gateway.executions).toHaveLength(0);
    expect(mcpCalls.slice(mcpBefore).every((name) => MCP_NAME.test(name))).toBe(true);
  }

  it("readManageArgs: arbitrary and adversarial arguments", async () => {
    await checkProperty(tally, "readManageArgs", manageArgs, checkRead, { numRuns: 1_000 });
  });

  it("readManageArgs: deep nesting and multi-megabyte values", async () => {
    const heavy = fc.oneof(
      heavyInput(KEYS),
      heavyInput(["name", "alias", "mcp"]).map((one) => ({ action: "connect", targets: [one] })),
      heavyInput(["name", "alias", "mcp"]).map((one) => ({ action: "rename", targets: ["gmail"], to: one })),
      fc.oneof(deepValue, hugeString).map((alias) => ({ action: "connect", targets: [{ name: "gmail", alias }] })),
    );
    await checkProperty(tally, "readManageArgs heavy", heavy, checkRead, { numRuns: 30, shrink: false });
  });

  it("handle: on the real test gateway, never rejects; bad arguments send nothing", async () => {
    await checkProperty(tally, "manage_connections.handle", fc.oneof(manageArgs, plausibleArgs), checkHandle, {
      numRuns: 300,
    });
    expect(gateway.requests.length).toBeGreaterThan(20);
    expect(mcpCalls.length).toBeGreaterThan(20);
  });

  it("errors name the problem", () => {
    expect(readManageArgs({ action: "connect", targets: [{ name: "gmail", alias: nestedArrays(50_000) }] })).toMatch(
      /^targets\[0\]\.alias (?:\[{80}|\(an unprintable array\)) must be 1–32 of a-z, 0-9 and -$/,
    );
    expect(readManageArgs({ action: "connect", targets: [{ name: "gmail", alias: 7n }] })).toBe(
      "targets[0].alias (an unprintable bigint) must be 1–32 of a-z, 0-9 and -",
    );
    expect(readManageArgs({ action: "connect", targets: [`a${"b".repeat(100_000)}`] })).toBe(
      "targets[0].name is 100001 characters long; app names are at most 64",
    );
    expect(readManageArgs({ action: "connect", targets: Array.from({ length: 11 }, (_, i) => `app${i}`) })).toBe(
      "targets has 11 entries; at most 10 per call",
    );
  });
});
