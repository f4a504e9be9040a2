// A server that sends its progress notifications and its result back to back (as a stdio server
// does when they arrive in one chunk): every notification still reaches the call's onProgress.
import { Client, InMemoryTransport, type JSONRPCMessage } from "@modelcontextprotocol/client";
import { describe, expect, it } from "vitest";
import { McpConnection } from "./mcp-connection.js";

/** A scripted server on the raw transport: it answers each request at once, in the same tick as its notifications. */
function scriptedServer(transport: InMemoryTransport): void {
  const send = (message: JSONRPCMessage): void => void transport.send(message);
  transport.onmessage = (message) => {
    if (!("method" in message) || !("id" in message)) return;
    const { id, method } = message;
    if (method === "initialize")
      send({
        jsonrpc: "2.0",
        id,
        result: { protocolVersion: "2025-11-25", capabilities: { tools: {} }, serverInfo: { name: "s", version: "1" } },
      });
    else if (method === "tools/list")
      send({ jsonrpc: "2.0", id, result: { tools: [{ name: "steps", inputSchema: { type: "object" } }] } });
    else if (method === "tools/call") {
      const token = (message.params?._meta as { progressToken?: string | number } | undefined)?.progressToken ?? 0;
      for (const progress of [1, 2, 3])
        send({
          jsonrpc: "2.0",
          method: "notifications/progress",
          params: { progressToken: token, progress, total: 3 },
        });
      send({ jsonrpc: "2.0", id, result: { content: [{ type: "text", text: "done" }] } });
    }
  };
}

describe("a call's progress notifications sent right before its result", () => {
  it("all reach onProgress, in order", async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    scriptedServer(serverSide);
    await serverSide.start();
    const client = new Client({ name: "hub", version: "1.0.0" });
    await client.connect(clientSide);
    const connection = await McpConnection.attach("scripted", client);
    const seen: number[] = [];
    const outcome = await connection.callTool("steps", {}, { onProgress: (progress) => seen.push(progress.progress) });
    expect(outcome).toEqual({ ok: true, result: { content: [{ type: "text", text: "done" }] } });
    expect(seen).toEqual([1, 2, 3]);
    await connection.close();
  });
});
