// Protocol versions × transports, with real SDK v2 clients and servers: a front client of each
// version (2026-07-28 stateless, 2025-11-25, 2025-06-18) reaches the gateway in memory and over
// HTTP (over stdio: protocol-matrix-stdio.dist.test.ts), and lists, calls and hears of tool-list
// changes; downstream servers that speak only 2026-07-28 or only the 2025 handshake both work
// behind the hub.
import { Client, InMemoryTransport as ClientMemory, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { serveStdio as sdkServeStdio } from "@modelcontextprotocol/server/stdio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startMcpHub, type McpHub } from "../hub/mcp-hub.js";
import { createFixtureServer, type FixtureServer } from "../testing/fixture-server.js";
import { passthroughServer } from "../testing/passthrough-server.js";
import { parseMcpServers } from "../config/server-config.js";
import { McpConnection } from "../connection/mcp-connection.js";
import { serveHttp } from "./serve-http.js";
import { type ServedHttp } from "./serve-http-options.js";
import { serveStdio } from "./serve-stdio.js";
import { exercise, newClient, VERSIONS, type Version } from "../../test/front-clients.js";

let fixture: FixtureServer;
let hub: McpHub;
beforeAll(async () => {
  fixture = createFixtureServer();
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await fixture.server.connect(serverSide);
  const downstream = new Client({ name: "hub", version: "1.0.0" });
  await downstream.connect(clientSide);
  hub = await startMcpHub([{ name: "fx", client: downstream }], {
    listChangedDebounceMs: 5,
    toolNames: "raw-where-unique",
  });
});
afterAll(async () => {
  await hub.close();
});

describe.each(Object.keys(VERSIONS) as Version[])("a %s front client", (version) => {
  it("works in memory", async () => {
    const [clientSide, serverSide] = ClientMemory.createLinkedPair();
    const served = await serveStdio(() => passthroughServer(hub), { transport: serverSide });
    const client = newClient(version);
    await client.connect(clientSide);
    await exercise(client, version, fixture);
    await client.close();
    await served.close();
  });

  it("works over HTTP", async () => {
    const served: ServedHttp = await serveHttp(() => passthroughServer(hub), {
      onToolsChanged: (notify) => hub.onChange(() => notify()),
    });
    const client = newClient(version);
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
    await exercise(client, version, fixture);
    // A 2026-07-28 client holds no session; a 2025-era one holds exactly one.
    expect(served.sessionCount()).toBe(version === "2026-07-28" ? 0 : 1);
    await client.close();
    await served.close();
  });
});

describe("downstream servers of either version behind the hub", () => {
  it("a 2026-07-28-only server and a 2025-only server both list and answer", async () => {
    const modern = createFixtureServer({ name: "modern" });
    const [modernClient, modernServer] = ClientMemory.createLinkedPair();
    const modernServed = sdkServeStdio(() => modern.server, {
      legacy: "reject",
      transport: modernServer as unknown as InMemoryTransport,
    });
    const toModern = new Client({ name: "hub", version: "1.0.0" }, VERSIONS["2026-07-28"]);
    await toModern.connect(modernClient);
    const legacy = createFixtureServer({ name: "legacy" });
    const [legacyClient, legacyServer] = InMemoryTransport.createLinkedPair();
    await legacy.server.connect(legacyServer);
    const toLegacy = new Client({ name: "hub", version: "1.0.0" });
    await toLegacy.connect(legacyClient);
    const both = await startMcpHub([
      { name: "modern", client: toModern },
      { name: "legacy", client: toLegacy },
    ]);
    expect(toModern.getNegotiatedProtocolVersion()).toBe("2026-07-28");
    expect(toLegacy.getNegotiatedProtocolVersion()).toBe("2025-11-25");
    for (const name of ["mcp__modern__echo", "mcp__legacy__echo"]) {
      const outcome = await both.invoke(name, { text: name });
      expect(outcome).toEqual({ ok: true, result: { content: [{ type: "text", text: name }] } });
    }
    await both.close();
    await modernServed.close();
  });

  it("a configured HTTP server is asked server/discover and spoken to in 2026-07-28", async () => {
    const served = await serveHttp(() => createFixtureServer({ name: "web" }).server);
    const parsed = parseMcpServers({ mcpServers: { web: { type: "http", url: served.url } } });
    const connection = await McpConnection.start(parsed.servers[0]!);
    expect(connection.status.state).toBe("ready");
    expect(connection.protocolVersion).toBe("2026-07-28");
    expect(served.sessionCount()).toBe(0);
    const outcome = await connection.callTool("echo", { text: "over 2026-07-28" });
    expect(outcome).toEqual({ ok: true, result: { content: [{ type: "text", text: "over 2026-07-28" }] } });
    await connection.close();
    await served.close();
  });
});
