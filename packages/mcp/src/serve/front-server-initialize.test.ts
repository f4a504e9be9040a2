// Reported: stdio serve wrote notifications/tools/list_changed as soon as a downstream server
// came up, before the client's initialize (MCP allows no notification before it). This pins
// that a change announced before initialize writes nothing, and one after it is sent.
import { Client, InMemoryTransport, type JSONRPCMessage } from "@modelcontextprotocol/client";
import { describe, expect, it, vi } from "vitest";
import { createFrontServer } from "./front-server.js";
import { serveStdio } from "./serve-stdio.js";

describe("a front server before the client's initialize", () => {
  it("sends no tools/list_changed until the client has initialized, then sends it on change", async () => {
    const listeners = new Set<() => void>();
    const changed = (): void => {
      for (const listener of listeners) listener();
    };
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const seenBeforeInitialize: JSONRPCMessage[] = [];
    clientSide.onmessage = (message) => void seenBeforeInitialize.push(message);
    await clientSide.start();
    const served = await serveStdio(
      () =>
        createFrontServer({
          name: "front",
          version: "1.0.0",
          listTools: () => [],
          callTool: () => Promise.resolve({ content: [] }),
          onToolsChanged: (notify) => {
            listeners.add(notify);
            return () => listeners.delete(notify);
          },
        }),
      { transport: serverSide },
    );
    changed();
    changed();
    // A request the server must answer, so the wait ends on an observed reply, not on time.
    await clientSide.send({ jsonrpc: "2.0", id: "probe", method: "ping" });
    await vi.waitFor(() => expect(seenBeforeInitialize.some((message) => "id" in message)).toBe(true));
    // A second round trip: a notification debounced to a later tick has been written by then.
    await clientSide.send({ jsonrpc: "2.0", id: "probe-2", method: "ping" });
    await vi.waitFor(() =>
      expect(seenBeforeInitialize.some((message) => "id" in message && message.id === "probe-2")).toBe(true),
    );
    expect(seenBeforeInitialize.filter((message) => "method" in message)).toEqual([]);

    // A real client on the same link: after its initialize, a change is announced.
    const client = new Client({ name: "client", version: "1.0.0" });
    const announced = vi.fn();
    client.setNotificationHandler("notifications/tools/list_changed", announced);
    await client.connect(clientSide);
    changed();
    await vi.waitFor(() => expect(announced).toHaveBeenCalled());
    await client.close();
    await served.close();
  });
});
