// Limits of the HTTP server mode that hold and say what happened: a session cap, idle
// sessions closed, a 1 MB request body limit (as docs/security.md says), and the Host check
// without case (`LOCALHOST:port` is loopback too).
import { request } from "node:http";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createFixtureServer } from "../testing/fixture-server.js";
import { serveHttp } from "./serve-http.js";
import { SERVE_HTTP_LIMITS, type ServedHttp } from "./serve-http-options.js";

const INITIALIZE = {
  jsonrpc: "2.0",
  id: 1,
  method: "initialize",
  params: { protocolVersion: "2025-06-18", capabilities: {}, clientInfo: { name: "raw", version: "1" } },
};

let served: ServedHttp | undefined;
const clients: Client[] = [];
afterEach(async () => {
  for (const client of clients.splice(0)) await client.close();
  await served?.close();
  served = undefined;
});

async function connect(url: string): Promise<Client> {
  const client = new Client({ name: "limits", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  clients.push(client);
  return client;
}

function post(
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; text: string; session: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        const session = res.headers["mcp-session-id"];
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, text, session: typeof session === "string" ? session : undefined }),
        );
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

describe("serveHttp limits", () => {
  it("documents a 1 MB body limit and enforces it: a larger body is 413 with the limit named", async () => {
    expect(SERVE_HTTP_LIMITS.maxBodyBytes).toBe(1024 * 1024);
    served = await serveHttp(() => createFixtureServer().server);
    const padding = "x".repeat(SERVE_HTTP_LIMITS.maxBodyBytes);
    const big = await post(served.url, JSON.stringify({ ...INITIALIZE, padding }));
    expect(big.status).toBe(413);
    expect(big.text).toContain(`larger than ${SERVE_HTTP_LIMITS.maxBodyBytes} bytes`);
    const small = await post(served.url, JSON.stringify(INITIALIZE));
    expect(small.status).toBe(200);
    expect((await post(served.url, "{not json")).status).toBe(400);
  });

  it("caps open sessions (503 naming the cap) and frees a slot when a session ends", async () => {
    served = await serveHttp(() => createFixtureServer().server, { maxSessions: 2 });
    await connect(served.url);
    const second = await connect(served.url);
    expect(served.sessionCount()).toBe(2);
    const refused = await post(served.url, JSON.stringify(INITIALIZE));
    expect(refused).toMatchObject({
      status: 503,
      text: expect.stringContaining("too many sessions (at most 2)") as string,
    });
    const transport = second.transport as StreamableHTTPClientTransport;
    await transport.terminateSession();
    clients.splice(clients.indexOf(second), 1);
    await second.close();
    expect(served.sessionCount()).toBe(1);
    await connect(served.url);
    expect(served.sessionCount()).toBe(2);
  });

  it("closes a session nobody uses any more; its id is then unknown (404)", async () => {
    served = await serveHttp(() => createFixtureServer().server, { sessionIdleMs: 20 });
    const first = await post(served.url, JSON.stringify(INITIALIZE));
    expect(first.status).toBe(200);
    const live = served;
    await vi.waitFor(() => expect(live.sessionCount()).toBe(0), { timeout: 60_000, interval: 10 });
    const session = first.session ?? "";
    expect(session).not.toBe("");
    const late = await post(served.url, JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" }), {
      "mcp-session-id": session,
    });
    expect(late).toMatchObject({ status: 404, text: expect.stringContaining("session not found") as string });
  });

  it("accepts the Host header in any case (LOCALHOST:port is this loopback address)", async () => {
    served = await serveHttp(() => createFixtureServer().server);
    expect((await post(served.url, JSON.stringify(INITIALIZE), { host: `LOCALHOST:${served.port}` })).status).toBe(200);
    expect((await post(served.url, JSON.stringify(INITIALIZE), { host: `evil.example:${served.port}` })).status).toBe(
      403,
    );
  });
});
