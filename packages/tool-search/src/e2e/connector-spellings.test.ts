// Regression (issue "call integrity"): an approval that denied connectors__gmail__SEND_EMAIL
// was bypassed by connectors__gmail__GMAIL_SEND_EMAIL — the executor's slug retry ran the same
// vendor tool GMAIL_SEND_EMAIL. Now every spelling reaches hooks and approval under one name.
import { afterEach, describe, expect, it } from "vitest";
import { createConnectors } from "@hermes/connectors";
import { startGateway, TEST_TOKEN, type TestGateway } from "@hermes/connectors/testing";
import type { ActivityEvent, ToolInvocation } from "@hermes/dispatch";
import { createToolSearch } from "../create-tool-search.js";

let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

const SPELLINGS = [
  "connectors__gmail__SEND_EMAIL",
  "connectors__gmail__GMAIL_SEND_EMAIL",
  "connectors__gmail__GMAIL_GMAIL_SEND_EMAIL",
  "connectors__gmail__gmail_SEND_EMAIL",
];
const ARGS = { to: "a@b.c", subject: "Hi" };

describe("one name per connector tool", () => {
  it("a denial of a vendor tool denies every spelling of it, by tool_call and directly", async () => {
    gateway = await startGateway();
    const asked: ToolInvocation[] = [];
    const events: ActivityEvent[] = [];
    const search = createToolSearch({
      connectors: createConnectors({ origin: gateway.origin, getToken: () => TEST_TOKEN }),
      approve: (call) => (asked.push(call), Promise.resolve(call.name !== "connectors__gmail__SEND_EMAIL")),
      events: (event) => void events.push(event),
    });
    const assembly = search.assemble([{ tools: [{ name: "read_file", inputSchema: { type: "object" } }] }]);
    for (const name of SPELLINGS) {
      const bridged = await search.handle(
        { id: `b-${name}`, name: "tool_call", arguments: { calls: [{ name, arguments: ARGS }] } },
        { assembly },
      );
      expect(bridged.result, name).toMatchObject({ error_count: 1, results: [{ code: "DENIED" }] });
      const direct = await search.handle({ id: `d-${name}`, name, arguments: ARGS }, { assembly });
      expect(direct, name).toMatchObject({ isError: true, result: { code: "DENIED" } });
    }
    expect(gateway.executions).toEqual([]);
    expect(new Set(asked.map((call) => call.name))).toEqual(new Set(["connectors__gmail__SEND_EMAIL"]));
    const named = events
      .filter((event) => event.type !== "started" || event.name !== "tool_call")
      .map((event) => event.name);
    expect(new Set(named)).toEqual(new Set(["connectors__gmail__SEND_EMAIL"]));
  });

  it("an allowed call under any spelling runs the one vendor tool", async () => {
    gateway = await startGateway();
    const search = createToolSearch({
      connectors: createConnectors({ origin: gateway.origin, getToken: () => TEST_TOKEN }),
    });
    const assembly = search.assemble([]);
    for (const name of SPELLINGS) await search.handle({ id: name, name, arguments: ARGS }, { assembly });
    expect(gateway.executions.map((execution) => execution.tool)).toEqual(SPELLINGS.map(() => "GMAIL_SEND_EMAIL"));
  });
});
