// Server-initiated requests (sampling, elicitation, roots) and log messages of a downstream
// server reach the front client of the call that caused them, with real SDK v2 pairs: only for
// a server whose config allows them, only to a front client that declared the capability, and
// refused with a clear error otherwise. A 2026-07-28 downstream server asks with the
// multi-round `input_required` form and is answered through the same path.
import { Client, InMemoryTransport, type ClientOptions } from "@modelcontextprotocol/client";
import type { InMemoryTransport as ServerMemory } from "@modelcontextprotocol/server";
import { inputRequired, inputResponse, McpServer } from "@modelcontextprotocol/server";
import { serveStdio as sdkServeStdio } from "@modelcontextprotocol/server/stdio";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forwardCapabilities, type McpForwardKind } from "../connection/server-requests.js";
import { startMcpHub, type McpHub } from "../hub/mcp-hub.js";
import { passthroughServer } from "../testing/passthrough-server.js";
import { serveStdio, type ServedServer } from "./serve-stdio.js";

const PIN_2026: ClientOptions = { versionNegotiation: { mode: { pin: "2026-07-28" } } };

/** A downstream server whose tools ask the client for things and log while they run. */
function askingServer(): McpServer {
  const server = new McpServer({ name: "asker", version: "1.0.0" }, { capabilities: { tools: {}, logging: {} } });
  const text = (value: string) => ({ content: [{ type: "text" as const, text: value }] });
  server.registerTool("sample", { description: "asks for a completion" }, async (ctx) => {
    try {
      const result = await ctx.mcpReq.requestSampling({
        messages: [{ role: "user", content: { type: "text", text: "2+2?" } }],
        maxTokens: 5,
      });
      const content = Array.isArray(result.content) ? result.content[0] : result.content;
      return text(`sampled: ${content?.type === "text" ? content.text : "?"}`);
    } catch (error) {
      return text(`refused: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  server.registerTool("elicit", { description: "asks the user" }, async (ctx) => {
    const answers = ctx.mcpReq.inputResponses;
    if (ctx.mcpReq.envelope !== undefined) {
      // 2026-07-28: the multi-round form.
      const view = inputResponse(answers, "name");
      if (view.kind === "elicit") return text(`elicited: ${JSON.stringify(view.content)}`);
      return inputRequired({
        inputRequests: {
          name: inputRequired.elicit({
            message: "Your name?",
            requestedSchema: { type: "object", properties: { name: { type: "string" } } },
          }),
        },
      });
    }
    try {
      const result = await ctx.mcpReq.elicitInput({
        message: "Your name?",
        requestedSchema: { type: "object", properties: { name: { type: "string" } } },
      });
      return text(`elicited: ${JSON.stringify(result.content)}`);
    } catch (error) {
      return text(`refused: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  server.registerTool("roots", { description: "lists the client's roots" }, async (ctx) => {
    try {
      const result = await ctx.mcpReq.send({ method: "roots/list" });
      return text(`roots: ${result.roots.map((root) => root.uri).join(",")}`);
    } catch (error) {
      return text(`refused: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  server.registerTool("chatty", { description: "logs at two levels" }, async (ctx) => {
    await ctx.mcpReq.log("debug", "a debug line", "worker");
    await ctx.mcpReq.log("warning", "a warning line", "worker");
    return text("done");
  });
  return server;
}

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

async function gateway(forward: readonly McpForwardKind[], downstream: ClientOptions = {}): Promise<McpHub> {
  const server = askingServer();
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  if (downstream === PIN_2026) {
    // A server that speaks only 2026-07-28 (no `initialize`).
    const served = sdkServeStdio(() => server.server, {
      legacy: "reject",
      transport: serverSide as unknown as ServerMemory,
    });
    open.push(served);
  } else await server.connect(serverSide);
  const client = new Client(
    { name: "hub", version: "1.0.0" },
    { ...downstream, capabilities: forwardCapabilities(forward) },
  );
  await client.connect(clientSide);
  const hub = await startMcpHub([{ name: "asker", client, forward }]);
  open.push(hub);
  return hub;
}

interface Front {
  readonly client: Client;
  readonly logs: { level: string; logger?: string | undefined; data: unknown }[];
}

async function front(hub: McpHub, capabilities: ClientOptions["capabilities"]): Promise<Front> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const served: ServedServer = await serveStdio(() => passthroughServer(hub), { transport: serverSide });
  open.push(served);
  const client = new Client({ name: "front", version: "1.0.0" }, { capabilities: capabilities ?? {} });
  const logs: Front["logs"] = [];
  if (capabilities?.sampling !== undefined)
    client.setRequestHandler("sampling/createMessage", (request) => ({
      model: "front-model",
      role: "assistant",
      content: { type: "text", text: `4 (asked ${request.params.messages.length})` },
    }));
  if (capabilities?.elicitation !== undefined)
    client.setRequestHandler("elicitation/create", () => ({ action: "accept", content: { name: "Ada" } }));
  if (capabilities?.roots !== undefined)
    client.setRequestHandler("roots/list", () => ({ roots: [{ uri: "file:///project" }] }));
  client.setNotificationHandler("notifications/message", (notification) => {
    logs.push({ level: notification.params.level, logger: notification.params.logger, data: notification.params.data });
  });
  await client.connect(clientSide);
  open.push(client);
  return { client, logs };
}

const textOf = async (client: Client, name: string): Promise<string> => {
  const result = await client.callTool({ name, arguments: {} });
  const first = result.content[0];
  return first?.type === "text" ? first.text : JSON.stringify(result);
};

const ALL: readonly McpForwardKind[] = ["sampling", "elicitation", "roots"];
const FRONT_ALL = { sampling: {}, elicitation: { form: {} }, roots: {} };

describe("server-initiated requests through serve", () => {
  it("are forwarded to the front client when the server's config allows them and the client declared them", async () => {
    const { client } = await front(await gateway(ALL), FRONT_ALL);
    expect(await textOf(client, "sample")).toBe("sampled: 4 (asked 1)");
    expect(await textOf(client, "elicit")).toBe('elicited: {"name":"Ada"}');
    expect(await textOf(client, "roots")).toBe("roots: file:///project");
  });

  it("are refused by default: the downstream client declares no capability", async () => {
    const { client } = await front(await gateway([]), FRONT_ALL);
    for (const tool of ["sample", "elicit", "roots"]) expect(await textOf(client, tool)).toMatch(/^refused: /);
    expect(await textOf(client, "sample")).toContain(
      'sampling/createMessage from MCP server "asker" was refused: its config does not allow it (add "forward": ["sampling"] to its entry)',
    );
  });

  it("are refused with the reason when the front client did not declare the capability", async () => {
    const { client } = await front(await gateway(ALL), {});
    expect(await textOf(client, "sample")).toContain(
      'sampling/createMessage from MCP server "asker" was refused: the client did not declare the "sampling" capability',
    );
    expect(await textOf(client, "roots")).toContain('the client did not declare the "roots" capability');
  });

  it("a 2026-07-28 server's multi-round elicitation is answered by the front client", async () => {
    const { client } = await front(await gateway(["elicitation"], PIN_2026), FRONT_ALL);
    expect(await textOf(client, "elicit")).toBe('elicited: {"name":"Ada"}');
  });

  it("a 2026-07-28 server's multi-round elicitation is refused by default", async () => {
    const { client } = await front(await gateway([], PIN_2026), FRONT_ALL);
    const result = await client.callTool({ name: "elicit", arguments: {} });
    expect(result.isError).toBe(true);
  });
});

describe("downstream log messages through serve", () => {
  it("reach the calling front client tagged with the server name, filtered by its own logging/setLevel", async () => {
    const hub = await gateway([]);
    const quiet = await front(hub, {});
    const loud = await front(hub, {});
    await quiet.client.setLoggingLevel("warning");
    await quiet.client.callTool({ name: "chatty", arguments: {} });
    await vi.waitFor(() => expect(quiet.logs).toHaveLength(1));
    expect(quiet.logs).toEqual([{ level: "warning", logger: "asker/worker", data: "a warning line" }]);
    expect(loud.logs).toEqual([]); // another client's call is not this client's business
  });
});
