// The gateway passes on more than tools: resources (list, templates, read), prompts (list, get),
// completion, the log level, progress and cancellation — with real SDK v2 pairs, for a
// 2025-11-25 and a 2026-07-28 front client. Two downstream servers list the same URIs and the
// same prompt name: the front client sees both, namespaced, in one deterministic order.
import {
  Client,
  InMemoryTransport,
  ProtocolError,
  ProtocolErrorCode,
  type ClientOptions,
} from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { richServer, type RichServer } from "../../test/rich-server.js";
import { startMcpHub, type McpHub } from "../hub/mcp-hub.js";
import { passthroughServer } from "../testing/passthrough-server.js";
import { serveStdio, type ServedServer } from "./serve-stdio.js";

const ERAS: Readonly<Record<string, ClientOptions>> = {
  "2025-11-25": {},
  "2026-07-28": { versionNegotiation: { mode: { pin: "2026-07-28" } } },
};

let alpha: RichServer;
let beta: RichServer;
let hub: McpHub;
beforeAll(async () => {
  alpha = richServer("alpha", ["alice", "albert"]);
  beta = richServer("beta", ["bob"]);
  const clients = [];
  // beta first: the lists must not depend on which server was configured or started first.
  for (const rich of [beta, alpha]) {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await rich.server.connect(serverSide);
    const client = new Client({ name: "hub", version: "1.0.0" });
    await client.connect(clientSide);
    clients.push({ name: rich === alpha ? "alpha" : "beta", client });
  }
  hub = await startMcpHub(clients);
});
afterAll(async () => {
  await hub.close();
});

async function front(era: string): Promise<{ client: Client; served: ServedServer }> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  const served = await serveStdio(() => passthroughServer(hub), { transport: serverSide });
  const client = new Client({ name: `front-${era}`, version: "1.0.0" }, ERAS[era]);
  await client.connect(clientSide);
  expect(client.getNegotiatedProtocolVersion()).toBe(era);
  return { client, served };
}

describe.each(Object.keys(ERAS))("a %s front client", (era) => {
  it("lists and reads both servers' resources under namespaced URIs, sorted", async () => {
    const { client, served } = await front(era);
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri)).toEqual([
      "hermes-mcp://alpha/note://1",
      "hermes-mcp://alpha/note://2",
      "hermes-mcp://beta/note://1",
      "hermes-mcp://beta/note://2",
    ]);
    const read = await client.readResource({ uri: "hermes-mcp://beta/note://1" });
    expect(read.contents).toEqual([{ uri: "hermes-mcp://beta/note://1", text: "beta note 1" }]);
    const { resourceTemplates } = await client.listResourceTemplates();
    expect(resourceTemplates.map((template) => template.uriTemplate)).toEqual([
      "hermes-mcp://alpha/note://{id}",
      "hermes-mcp://beta/note://{id}",
    ]);
    const templated = await client.readResource({ uri: "hermes-mcp://alpha/note://7" });
    expect(templated.contents).toEqual([{ uri: "hermes-mcp://alpha/note://7", text: "alpha note 7" }]);
    const unknown = await client.readResource({ uri: "note://1" }).catch((error: unknown) => error);
    expect(unknown).toBeInstanceOf(ProtocolError);
    expect((unknown as ProtocolError).code).toBe(ProtocolErrorCode.InvalidParams);
    await client.close();
    await served.close();
  });

  it("lists and gets both servers' prompts under namespaced names, and completes their arguments", async () => {
    const { client, served } = await front(era);
    const { prompts } = await client.listPrompts();
    expect(prompts.map((prompt) => prompt.name)).toEqual(["mcp__alpha__greet", "mcp__beta__greet"]);
    const got = await client.getPrompt({ name: "mcp__beta__greet", arguments: { who: "you" } });
    expect(got.messages).toEqual([{ role: "user", content: { type: "text", text: "beta greets you" } }]);
    const completed = await client.complete({
      ref: { type: "ref/prompt", name: "mcp__alpha__greet" },
      argument: { name: "who", value: "al" },
    });
    expect(completed.completion.values).toEqual(["alice", "albert"]);
    const byUri = await client.complete({
      ref: { type: "ref/resource", uri: "hermes-mcp://beta/note://{id}" },
      argument: { name: "id", value: "2" },
    });
    expect(byUri.completion.values).toEqual(["2"]);
    const unknown = await client.getPrompt({ name: "greet" }).catch((error: unknown) => error);
    expect((unknown as ProtocolError).code).toBe(ProtocolErrorCode.InvalidParams);
    await client.close();
    await served.close();
  });

  it("forwards progress, the front request's trace context, and a distinct request id per call", async () => {
    const { client, served } = await front(era);
    const before = alpha.calls.length;
    const progress: unknown[] = [];
    const traceparent = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    for (let i = 0; i < 2; i += 1) {
      const result = await client.callTool(
        { name: "mcp__alpha__work", arguments: {}, _meta: { traceparent } },
        { onprogress: (event) => progress.push(event) },
      );
      expect(result.content).toEqual([{ type: "text", text: "alpha worked" }]);
    }
    expect(progress).toEqual([
      { progress: 1, total: 2, message: "step 1" },
      { progress: 2, total: 2, message: "step 2" },
      { progress: 1, total: 2, message: "step 1" },
      { progress: 2, total: 2, message: "step 2" },
    ]);
    const calls = alpha.calls.slice(before);
    expect(calls.map((call) => call.traceparent)).toEqual([traceparent, traceparent]);
    expect(new Set(calls.map((call) => call.id)).size).toBe(2);
    await client.close();
    await served.close();
  });
});

describe("the log level and cancellation", () => {
  it("logging/setLevel reaches every server; a cancelled call is cancelled downstream", async () => {
    const { client, served } = await front("2025-11-25");
    await client.setLoggingLevel("warning");
    expect(alpha.levels.at(-1)).toBe("warning");
    expect(beta.levels.at(-1)).toBe("warning");
    const stop = new AbortController();
    const call = client.callTool({ name: "mcp__beta__wait", arguments: {} }, { signal: stop.signal });
    await beta.waitStarted;
    stop.abort();
    await expect(call).rejects.toThrow();
    await beta.cancelled; // the downstream handler's own signal fired: the cancellation went through
    await client.close();
    await served.close();
  });
});
