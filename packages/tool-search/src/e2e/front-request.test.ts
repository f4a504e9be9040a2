// Each front request's context travels down explicitly (front server → tool-search → dispatch →
// policy guard → mcpInvoke → hub → downstream connection): two front clients whose `tool_call`s
// run at the same time, each on its own downstream server, get their own call's policy question,
// progress, log messages and elicitation, and nothing of the other's. Real SDK v2 pairs, no mocks.
import { afterEach, describe, expect, it, vi } from "vitest";
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import { McpServer } from "@modelcontextprotocol/server";
import { compilePolicy, forwardCapabilities, hubPassThrough, serveStdio, startMcpHub, type McpHub } from "@hermes/mcp";
import { createToolSearch } from "../create-tool-search.js";
import { mcpInvoke } from "../mcp-runtime.js";
import { createPolicyGuard } from "../policy-guard.js";
import { createToolSearchServer } from "../tool-search-server.js";

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

/** Resolves once `count` calls arrived: the downstream tools wait for each other, so both calls overlap. */
function barrier(count: number): () => Promise<void> {
  let arrived = 0;
  let release: () => void = () => undefined;
  const all = new Promise<void>((resolve) => (release = resolve));
  return async () => {
    arrived += 1;
    if (arrived === count) release();
    await all;
  };
}

/** A downstream server whose `report` waits for the other call, then reports progress, logs and asks the user. */
function reportingServer(name: string, meet: () => Promise<void>): McpServer {
  const server = new McpServer({ name, version: "1.0.0" }, { capabilities: { tools: {}, logging: {} } });
  server.registerTool("report", { description: `Reports on ${name}.` }, async (ctx) => {
    await meet();
    const token = ctx.mcpReq._meta?.progressToken;
    if (token !== undefined)
      await ctx.mcpReq.notify({
        method: "notifications/progress",
        params: { progressToken: token, progress: 1, total: 1, message: `${name} step` },
      });
    await ctx.mcpReq.log("info", `${name} working`);
    const answer = await ctx.mcpReq.elicitInput({
      message: `${name}: who asks?`,
      requestedSchema: { type: "object", properties: { who: { type: "string" } } },
    });
    return { content: [{ type: "text", text: `${name} answered ${JSON.stringify(answer.content)}` }] };
  });
  return server;
}

async function downstreamHub(): Promise<McpHub> {
  const meet = barrier(2);
  const servers = [];
  for (const name of ["alpha", "beta"]) {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await reportingServer(name, meet).connect(serverSide);
    const client = new Client(
      { name: "hub", version: "1.0.0" },
      { capabilities: forwardCapabilities(["elicitation"]) },
    );
    await client.connect(clientSide);
    servers.push({ name, client, forward: ["elicitation" as const] });
  }
  const hub = await startMcpHub(servers);
  open.push(hub);
  return hub;
}

/** What one front client saw: progress messages, log data, the questions it was asked. */
interface Front {
  readonly client: Client;
  readonly progress: string[];
  readonly logs: unknown[];
  readonly asked: string[];
}

async function front(hub: McpHub, who: string): Promise<Front> {
  // alpha's `report` asks first: the policy's question goes to the client of the call that asks.
  const guard = createPolicyGuard(compilePolicy({ allow: [], ask: ["mcp__alpha__report"], deny: [] }, []));
  const search = createToolSearch({ invoke: mcpInvoke(hub), gates: [guard.gate], contextLength: 200_000 });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  open.push(
    await serveStdio(
      () =>
        createToolSearchServer({
          search,
          toolsets: () => guard.toolsets(hub.toolsets()),
          policy: { guard, toolsets: () => hub.toolsets() },
          // As `serve` does: the front server then declares logging, so downstream log messages reach it.
          passThrough: hubPassThrough(hub),
        }),
      { transport: serverSide },
    ),
  );
  const client = new Client({ name: who, version: "1.0.0" }, { capabilities: { elicitation: { form: {} } } });
  const seen: Front = { client, progress: [], logs: [], asked: [] };
  client.setNotificationHandler(
    "notifications/message",
    (notification) => void seen.logs.push(notification.params.data),
  );
  client.setRequestHandler("elicitation/create", (request) => {
    seen.asked.push(request.params.message);
    return { action: "accept", content: { who } };
  });
  await client.connect(clientSide);
  open.push(client);
  return seen;
}

const report = (seen: Front, server: string) =>
  seen.client.callTool(
    { name: "tool_call", arguments: { calls: [{ name: `mcp__${server}__report`, arguments: {} }] } },
    { onprogress: (progress) => void seen.progress.push(progress.message ?? "") },
  );

describe("the front request travels down with the call", () => {
  it("two concurrent front calls each get their own policy question, progress, log messages and elicitation", async () => {
    const hub = await downstreamHub();
    const ada = await front(hub, "ada");
    const grace = await front(hub, "grace");
    const [forAda, forGrace] = await Promise.all([report(ada, "alpha"), report(grace, "beta")]);
    expect(forAda.content).toEqual([{ type: "text", text: 'alpha answered {"who":"ada"}' }]);
    expect(forGrace.content).toEqual([{ type: "text", text: 'beta answered {"who":"grace"}' }]);
    expect(ada.progress).toEqual(["alpha step"]);
    expect(grace.progress).toEqual(["beta step"]);
    expect(ada.asked).toEqual([
      'Run the tool "report" of the MCP server "alpha" with {}? The config\'s policy asks first (policy.ask[0]).',
      "alpha: who asks?",
    ]);
    expect(grace.asked).toEqual(["beta: who asks?"]);
    await vi.waitFor(() => expect([ada.logs, grace.logs]).toEqual([["alpha working"], ["beta working"]]));
  });
});
