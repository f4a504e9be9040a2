import { request } from "node:http";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { createFixtureServer } from "../testing/fixture-server.js";
import { fixturePair, nextListChanged, passthrough } from "../../test/pairs.js";
import { startMcpHub } from "../hub/mcp-hub.js";
import { serveHttp } from "./serve-http.js";
import { parseMcpServers } from "../config/server-config.js";

const SECRET = "SENTINEL-http-0d7c";

async function httpClient(url: string): Promise<Client> {
  const client = new Client({ name: "http-test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  return client;
}

function rawPost(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
  });
}

describe("serveHttp", () => {
  it("serves the front server on 127.0.0.1: list, call, list_changed, many sessions", async () => {
    const { client: downstream, fixture } = await fixturePair();
    const hub = await startMcpHub([{ name: "fx", client: downstream }], {
      listChangedDebounceMs: 5,
      toolNames: "raw-where-unique",
    });
    const served = await serveHttp(() => passthrough(hub));
    expect(served.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const one = await httpClient(served.url);
    const two = await httpClient(served.url);
    const listed = await one.listTools();
    expect(JSON.stringify(await two.listTools())).toBe(JSON.stringify(listed));
    expect(listed.tools.map((tool) => tool.name)).toContain("echo");
    expect(await one.callTool({ name: "echo", arguments: { text: "over http" } })).toEqual({
      content: [{ type: "text", text: "over http" }],
    });
    // The client opens its GET stream after initialize, at a moment it does not report: notify
    // again after each pause until the notification lands (however long that takes; the test
    // timeout is the hang guard). The pause paces retries; it decides nothing.
    const changed = nextListChanged(two);
    let landed = false;
    void changed.then(() => (landed = true));
    for (let i = 0; !landed; i += 1) {
      await fixture.addTool(`http_tool_${i}`);
      await Promise.race([changed, new Promise((resolve) => setTimeout(resolve, 50))]);
    }
    await changed;
    expect((await two.listTools()).tools.some((tool) => tool.name.startsWith("http_tool_"))).toBe(true);
    await one.close();
    await two.close();
    await served.close();
    await hub.close();
  });

  it("refuses foreign Host and Origin headers and unknown sessions", async () => {
    const served = await serveHttp(() => createFixtureServer().server);
    expect(await rawPost(served.url, { host: "evil.example:80" })).toBe(403);
    expect(await rawPost(served.url, { origin: "http://evil.example" })).toBe(403);
    expect(await rawPost(served.url, { "mcp-session-id": "no-such-session" })).toBe(404);
    await served.close();
  });

  it("with one Server instance, serves one session at a time", async () => {
    const served = await serveHttp(createFixtureServer().server);
    const first = await httpClient(served.url);
    await expect(httpClient(served.url)).rejects.toThrow();
    await first.close();
    await served.close();
  });

  it("is a downstream server for the hub (headers sent), and an unreachable URL fails without secrets", async () => {
    const served = await serveHttp(() => createFixtureServer().server);
    const dead = await serveHttp(() => createFixtureServer().server);
    const deadUrl = dead.url;
    await dead.close();
    const parsed = parseMcpServers({
      up: { url: served.url, headers: { Authorization: `Bearer ${SECRET}` } },
      down: { url: `${deadUrl}?token=${SECRET}`, headers: { "X-Api-Key": SECRET } },
    });
    const hub = await startMcpHub(parsed.servers, { startTimeoutMs: 60_000, restart: { maxRestarts: 0 } });
    expect(hub.servers().map((server) => [server.name, server.state, server.reason])).toEqual([
      ["up", "ready", undefined],
      ["down", "failed", "connection refused"],
    ]);
    expect(await hub.invoke("add", { a: 1, b: 2 })).toMatchObject({
      ok: true,
      result: { structuredContent: { sum: 3 } },
    });
    expect(await hub.invoke("header_get", { name: "Authorization" })).toMatchObject({
      ok: true,
      result: { content: [{ text: `Bearer ${SECRET}` }] },
    });
    expect(JSON.stringify([hub.toolsets().at(1), hub.servers()])).not.toContain(SECRET);
    await hub.close();
    await served.close();
  });
});
