// Downstream HTTP responses are capped (one pushed the process to 1.3 GB): a JSON body over
// the cap, or one SSE event over it, stops with a reason that says so; a long stream of
// small events is fine.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { cappedFetch, MAX_RESPONSE_BYTES, ResponseTooLargeError } from "./capped-fetch.js";
import { McpConnection } from "./mcp-connection.js";
import { parseMcpServers } from "../config/server-config.js";

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server === undefined ? resolve() : server.close(() => resolve())));
  server?.closeAllConnections();
  server = undefined;
});

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
}

describe("cappedFetch", () => {
  it("a server answering initialize with more than 10 MB fails with that reason", async () => {
    const url = await serve((req, res) => {
      req.resume();
      res.writeHead(200, { "content-type": "application/json" });
      res.end(`{"jsonrpc":"2.0","id":0,"result":"${"x".repeat(MAX_RESPONSE_BYTES + 10)}"}`);
    });
    const [config] = parseMcpServers({ big: { url } }).servers;
    if (config === undefined) throw new Error("bad config");
    const connection = await McpConnection.start(config, { closeGraceMs: 200 });
    expect(connection.status.state).toBe("failed");
    expect(connection.status.reason).toContain("larger than 10 MB");
    await connection.close();
  });

  it("counts an event stream per event: one big event fails, many small ones pass", async () => {
    const url = await serve((req, res) => {
      res.writeHead(200, { "content-type": "text/event-stream" });
      const big = req.url?.includes("big") === true;
      if (big) res.end(`data: ${"y".repeat(2_000)}\n\n`);
      else res.end(Array.from({ length: 50 }, (_, i) => `data: ${i}${"z".repeat(100)}\r\n\r\n`).join(""));
    });
    const fetchCapped = cappedFetch(1_000);
    const small = await fetchCapped(url);
    expect((await small.text()).length).toBeGreaterThan(5_000);
    const big = await fetchCapped(`${url}?big`);
    await expect(big.text()).rejects.toBeInstanceOf(ResponseTooLargeError);
  });
});
