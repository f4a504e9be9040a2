// Remote connector tools through the umbrella, against the real loopback gateway.
import { afterEach, describe, expect, it } from "vitest";
import { createConnectors } from "@hermes/connectors";
import { startGateway, TEST_TOKEN, type TestGateway } from "@hermes/connectors/testing";
import { createToolSearch } from "../create-tool-search.js";

const core = { tools: [{ name: "read_file", description: "Read a file.", inputSchema: { type: "object" } }] };
let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

async function setup({ signedIn = true } = {}): Promise<{
  gateway: TestGateway;
  search: ReturnType<typeof createToolSearch>;
}> {
  gateway = await startGateway();
  const connectors = createConnectors({ origin: gateway.origin, getToken: () => (signedIn ? TEST_TOKEN : undefined) });
  return { gateway, search: createToolSearch({ connectors, invoke: () => Promise.resolve("local") }) };
}

describe("connectors through the umbrella", () => {
  it("adds manage_connections, finds remote tools in the same search, and runs them on the gateway", async () => {
    const { gateway: live, search } = await setup();
    const assembly = search.assemble([core]);
    expect(assembly.report).toMatchObject({ tier: 2, deferredCount: 0, visible: ["manage_connections", "read_file"] });
    const found = await search.handle(
      { id: "1", name: "tool_search", arguments: { queries: ["gmail send email"] } },
      { assembly },
    );
    expect(found.result).toMatchObject({
      results: [{ matches: expect.arrayContaining(["connectors__gmail__SEND_EMAIL"]) as string[] }],
    });
    expect(live.requestsTo("search")).toHaveLength(1);
    const sent = await search.handle(
      {
        id: "2",
        name: "tool_call",
        arguments: { calls: [{ name: "connectors__gmail__SEND_EMAIL", arguments: { to: "a@b.c", subject: "Hi" } }] },
      },
      { assembly },
    );
    expect(sent).toMatchObject({ isError: false, result: { success_count: 1, error_count: 0, total_count: 1 } });
    expect(live.executions.map((execution) => execution.tool)).toEqual(["GMAIL_SEND_EMAIL"]);
    const status = await search.handle(
      { id: "3", name: "manage_connections", arguments: { action: "status" } },
      { assembly },
    );
    expect(status.isError).toBe(false);
  });

  it("keeps local-only output when signed out, with nothing sent", async () => {
    const { gateway: live, search } = await setup({ signedIn: false });
    const assembly = search.assemble([
      core,
      {
        source: { kind: "mcp", name: "mail" },
        tools: [{ name: "send_mail", description: "Send an email.", inputSchema: { type: "object" } }],
      },
    ]);
    const found = await search.handle(
      { id: "1", name: "tool_search", arguments: { queries: ["send email"] } },
      { assembly },
    );
    expect(found.result).toMatchObject({ results: [{ matches: ["send_mail"] }] });
    expect(JSON.stringify(found.result)).not.toContain("connectors");
    expect(live.requests).toHaveLength(0);
  });

  it("leaves connectors out of a session that does not include them", async () => {
    const { gateway: live, search } = await setup();
    const assembly = search.assemble([core], { toolsets: [] });
    expect(assembly.report.visible).toEqual(["read_file"]);
    const call = await search.handle(
      {
        id: "1",
        name: "tool_call",
        arguments: { calls: [{ name: "connectors__gmail__SEND_EMAIL", arguments: { to: "x" } }] },
      },
      { assembly },
    );
    expect(call.isError).toBe(true);
    expect(live.executions).toHaveLength(0);
  });
});
