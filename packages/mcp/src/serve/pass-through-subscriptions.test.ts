// Resource subscriptions and downstream log messages outside a call, through the gateway with
// real SDK v2 pairs; and the `raw-where-unique` names of resources and prompts, which let the
// gateway answer with a server's own URIs and prompt names where no other server has them.
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import { McpServer, ResourceTemplate } from "@modelcontextprotocol/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { callOutcomeToResult } from "../connection/call-outcome.js";
import { hubPassThrough, type McpPassThrough, type McpPassThroughOptions } from "../hub/hub-pass-through.js";
import { startMcpHub, type McpHub } from "../hub/mcp-hub.js";
import { createFrontServer } from "./front-server.js";
import { serveStdio } from "./serve-stdio.js";

interface Watched {
  readonly name: string;
  readonly server: McpServer;
  readonly subscribed: string[];
}

function watchedServer(name: string): Watched {
  const server = new McpServer(
    { name, version: "1.0.0" },
    { capabilities: { resources: { subscribe: true }, prompts: {}, logging: {} } },
  );
  const subscribed: string[] = [];
  server.registerTool("noop", { description: "does nothing" }, () => ({ content: [] }));
  server.registerResource("watched", "test://watched", { mimeType: "text/plain" }, (uri) => ({
    contents: [{ uri: uri.href, text: `${name} watched` }],
  }));
  server.registerResource(
    "item",
    new ResourceTemplate(`test://${name}/{id}`, { list: undefined }),
    { mimeType: "text/plain" },
    (uri, variables) => ({ contents: [{ uri: uri.href, text: `${name} item ${String(variables["id"])}` }] }),
  );
  server.registerPrompt(`${name}_prompt`, { description: "a prompt" }, () => ({
    messages: [{ role: "user", content: { type: "text", text: `${name} prompt` } }],
  }));
  server.server.setRequestHandler("resources/subscribe", (request) => {
    subscribed.push(`+${request.params.uri}`);
    return {};
  });
  server.server.setRequestHandler("resources/unsubscribe", (request) => {
    subscribed.push(`-${request.params.uri}`);
    return {};
  });
  return { name, server, subscribed };
}

const open: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const item of open.splice(0).reverse()) await item.close();
});

async function hubOf(servers: readonly Watched[]): Promise<McpHub> {
  const clients = [];
  for (const watched of servers) {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await watched.server.connect(serverSide);
    const client = new Client({ name: "hub", version: "1.0.0" });
    await client.connect(clientSide);
    clients.push({ name: watched.name, client });
  }
  const hub = await startMcpHub(clients);
  open.push(hub);
  return hub;
}

interface Front {
  readonly client: Client;
  readonly updated: string[];
  readonly logs: { level: string; logger?: string | undefined }[];
}

// One pass-through per hub, as `serve` has: every front connection shares it.
const passThroughs = new WeakMap<McpHub, McpPassThrough>();

async function front(hub: McpHub, options: McpPassThroughOptions = {}): Promise<Front> {
  const passThrough = passThroughs.get(hub) ?? hubPassThrough(hub, options);
  passThroughs.set(hub, passThrough);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const served = await serveStdio(
    () =>
      createFrontServer({
        name: "front",
        version: "1.0.0",
        listTools: () => hub.tools(),
        callTool: async (tool, args) => callOutcomeToResult(await hub.invoke(tool, args)),
        passThrough,
      }),
    { transport: serverSide },
  );
  open.push(served);
  const client = new Client({ name: "front", version: "1.0.0" });
  const updated: string[] = [];
  const logs: Front["logs"] = [];
  client.setNotificationHandler("notifications/resources/updated", (notification) => {
    updated.push(notification.params.uri);
  });
  client.setNotificationHandler("notifications/message", (notification) => {
    logs.push({ level: notification.params.level, logger: notification.params.logger });
  });
  await client.connect(clientSide);
  open.push(client);
  return { client, updated, logs };
}

describe("resource subscriptions through the gateway", () => {
  it("subscribe and unsubscribe reach the owning server; its updates reach the subscribed client only", async () => {
    const alpha = watchedServer("alpha");
    const hub = await hubOf([alpha]);
    const one = await front(hub);
    const other = await front(hub);
    expect(one.client.getServerCapabilities()?.resources?.subscribe).toBe(true);
    await one.client.subscribeResource({ uri: "hermes-mcp://alpha/test://watched" });
    expect(alpha.subscribed).toEqual(["+test://watched"]);
    await alpha.server.server.sendResourceUpdated({ uri: "test://watched" });
    await vi.waitFor(() => expect(one.updated).toEqual(["hermes-mcp://alpha/test://watched"]));
    expect(other.updated).toEqual([]);
    await one.client.unsubscribeResource({ uri: "hermes-mcp://alpha/test://watched" });
    expect(alpha.subscribed).toEqual(["+test://watched", "-test://watched"]);
  });

  it("two clients subscribed to one resource: the server is subscribed once and unsubscribed with the last", async () => {
    const alpha = watchedServer("alpha");
    const hub = await hubOf([alpha]);
    const one = await front(hub);
    const two = await front(hub);
    const uri = "hermes-mcp://alpha/test://watched";
    await one.client.subscribeResource({ uri });
    await two.client.subscribeResource({ uri });
    await one.client.unsubscribeResource({ uri });
    expect(alpha.subscribed).toEqual(["+test://watched"]);
    await two.client.unsubscribeResource({ uri });
    expect(alpha.subscribed).toEqual(["+test://watched", "-test://watched"]);
  });
});

describe("downstream log messages outside a call", () => {
  it("reach every connected client at or above its level, tagged with the server name", async () => {
    const alpha = watchedServer("alpha");
    const hub = await hubOf([alpha]);
    const quiet = await front(hub);
    const loud = await front(hub);
    // The servers send at the last level any client set; each client gets what its own level lets through.
    await quiet.client.setLoggingLevel("error");
    await loud.client.setLoggingLevel("debug");
    await alpha.server.server.sendLoggingMessage({ level: "info", data: "started", logger: "boot" });
    await alpha.server.server.sendLoggingMessage({ level: "error", data: "broke" });
    await vi.waitFor(() => expect(loud.logs).toHaveLength(2));
    expect(loud.logs).toEqual([
      { level: "info", logger: "alpha/boot" },
      { level: "error", logger: "alpha" },
    ]);
    expect(quiet.logs).toEqual([{ level: "error", logger: "alpha" }]);
  });
});

describe("raw-where-unique names of resources and prompts", () => {
  it("keeps a server's own URI and prompt name where no other server has it, namespaces the shared ones", async () => {
    const hub = await hubOf([watchedServer("alpha"), watchedServer("beta")]);
    const { client } = await front(hub, { names: "raw-where-unique" });
    expect((await client.listResources()).resources.map((resource) => resource.uri)).toEqual([
      "hermes-mcp://alpha/test://watched",
      "hermes-mcp://beta/test://watched",
    ]);
    expect((await client.listResourceTemplates()).resourceTemplates.map((t) => t.uriTemplate)).toEqual([
      "test://alpha/{id}",
      "test://beta/{id}",
    ]);
    expect((await client.listPrompts()).prompts.map((prompt) => prompt.name)).toEqual(["alpha_prompt", "beta_prompt"]);
    expect(await client.readResource({ uri: "test://beta/7" })).toEqual({
      contents: [{ uri: "test://beta/7", text: "beta item 7" }],
    });
    expect((await client.getPrompt({ name: "alpha_prompt" })).messages[0]?.content).toEqual({
      type: "text",
      text: "alpha prompt",
    });
    // A URI two servers list is not guessed.
    await expect(client.readResource({ uri: "test://watched" })).rejects.toThrow(/several do/);
  });

  it("namespaces everything by default", async () => {
    const hub = await hubOf([watchedServer("alpha")]);
    const { client } = await front(hub);
    expect((await client.listPrompts()).prompts.map((prompt) => prompt.name)).toEqual(["mcp__alpha__alpha_prompt"]);
    await expect(client.readResource({ uri: "test://alpha/1" })).rejects.toThrow(/hermes-mcp:\/\/<server>/);
  });
});
