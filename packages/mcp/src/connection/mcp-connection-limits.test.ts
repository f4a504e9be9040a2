// Misleading reasons, fixed: a stdio message over the SDK's 10 MB buffer said "exited during
// startup"; a listing page of 150k+ tools said "Maximum call stack size exceeded".
import { InMemoryTransport, Server } from "@modelcontextprotocol/server";
import { Client } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { McpConnection } from "./mcp-connection.js";
import { parseMcpServers } from "../config/server-config.js";

describe("McpConnection limits say what happened", () => {
  it("a stdio message larger than 10 MB is named as such, not as an exit", async () => {
    const script = `process.stdin.once("data", () => process.stdout.write('{"jsonrpc":"2.0","id":0,"result":"' + "x".repeat(11 * 1024 * 1024) + '"}\\n')); setInterval(() => {}, 1000);`;
    const parsed = parseMcpServers({ huge: { command: process.execPath, args: ["-e", script] } });
    const [config] = parsed.servers;
    if (config === undefined) throw new Error("bad config");
    const connection = await McpConnection.start(config, { closeGraceMs: 200 });
    expect(connection.status).toEqual({
      state: "failed",
      reason: "the server sent a message larger than 10 MB (the most one stdio message may hold)",
    });
    await connection.close();
  });

  it("a listing page of 200,000 tools is kept whole, without overflowing the stack", async () => {
    const tools = Array.from({ length: 200_000 }, (_, i) => ({
      name: `t${i}`,
      inputSchema: { type: "object" as const },
    }));
    const server = new Server({ name: "wide", version: "1" }, { capabilities: { tools: {} } });
    server.setRequestHandler("tools/list", () => ({ tools }));
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    await server.connect(serverSide);
    const client = new Client({ name: "t", version: "1" });
    await client.connect(clientSide);
    const connection = await McpConnection.attach("wide", client, { startTimeoutMs: 120_000 });
    expect(connection.status).toEqual({ state: "ready" });
    expect(connection.tools).toHaveLength(200_000);
    await connection.close();
  }, 120_000);
});
