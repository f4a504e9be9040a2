// The real tool is legible downstream: a `tool_call` with one call reaches an HTTP downstream
// server with `Mcp-Method: tools/call` and `Mcp-Name: <the tool's own name>` (2026-07-28), and the
// front result names the real tool in `_meta`.
import { createServer, type IncomingHttpHeaders, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/client";
import { parseMcpServers, serveHttp, startMcpHub, type McpHub, type ServedHttp } from "@hermes/mcp";
import { createFixtureServer } from "@hermes/mcp/testing";
import { createToolSearch } from "../create-tool-search.js";
import { mcpInvoke } from "../mcp-runtime.js";
import { REAL_TOOL_META_KEY } from "../real-tool-meta.js";
import { createToolSearchServer } from "../tool-search-server.js";
import { connectInMemory } from "../../../mcp/test/pairs.js";

let hub: McpHub | undefined;
let front: Client | undefined;
let downstream: ServedHttp | undefined;
let recorder: HttpServer | undefined;
afterEach(async () => {
  await front?.close();
  await hub?.close();
  await downstream?.close();
  await new Promise<void>((resolve) => (recorder === undefined ? resolve() : recorder.close(() => resolve())));
  front = hub = downstream = recorder = undefined;
});

/** A loopback HTTP server in front of `target` that records the headers of every POST. */
async function recordingProxy(target: string): Promise<{ url: string; posts: IncomingHttpHeaders[] }> {
  const posts: IncomingHttpHeaders[] = [];
  recorder = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      if (req.method === "POST") posts.push(req.headers);
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers))
        if (typeof value === "string" && key !== "host" && key !== "content-length") headers.set(key, value);
      const method = req.method ?? "POST";
      const body = method === "GET" || method === "HEAD" ? {} : { body: Buffer.concat(chunks) };
      fetch(target, { method, headers, ...body })
        .then(async (answer) => {
          res.writeHead(answer.status, Object.fromEntries(answer.headers));
          if (answer.body === null) return void res.end();
          for await (const part of answer.body) res.write(part);
          res.end();
        })
        .catch(() => res.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => recorder?.listen(0, "127.0.0.1", () => resolve()));
  const { port } = recorder.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/mcp`, posts };
}

it("a one-call tool_call reaches the HTTP downstream with Mcp-Name set to the real tool's own name", async () => {
  downstream = await serveHttp(() => createFixtureServer({ name: "web" }).server);
  const proxy = await recordingProxy(downstream.url);
  const parsed = parseMcpServers({ mcpServers: { web: { url: proxy.url } } });
  if (!parsed.ok) throw new Error(parsed.errors.map((issue) => issue.message).join("; "));
  hub = await startMcpHub(parsed.servers);
  const live = hub;
  const search = createToolSearch({ invoke: mcpInvoke(live), contextLength: 200_000 });
  front = await connectInMemory(createToolSearchServer({ search, toolsets: () => live.toolsets() }));

  const result = await front.callTool({
    name: "tool_call",
    arguments: { calls: [{ name: "mcp__web__echo", arguments: { text: "hi" } }] },
  });
  expect(result.content).toEqual([{ type: "text", text: "hi" }]);
  expect(result._meta?.[REAL_TOOL_META_KEY]).toEqual({ server: "web", tool: "echo" });

  // A lookup runs no downstream tool: nothing is named.
  const lookup = await front.callTool({ name: "tool_search", arguments: { queries: ["echo"] } });
  expect(lookup._meta?.[REAL_TOOL_META_KEY]).toBeUndefined();

  const call = proxy.posts.find((headers) => headers["mcp-method"] === "tools/call");
  expect(call?.["mcp-protocol-version"]).toBe("2026-07-28");
  expect(call?.["mcp-name"]).toBe("echo");
});
