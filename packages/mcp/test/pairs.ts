// Test helper (not built): SDK client/server pairs over in-memory transports.
import { InMemoryTransport } from "@modelcontextprotocol/server";
import type { Server } from "@modelcontextprotocol/server";
import { Client } from "@modelcontextprotocol/client";
import type { McpHub } from "../src/hub/mcp-hub.js";
import { passthroughServer } from "../src/testing/passthrough-server.js";
import { createFixtureServer, type FixtureServer, type FixtureServerOptions } from "../src/testing/fixture-server.js";

/** Connects a fresh SDK client to `server` over an in-memory pair. */
export async function connectInMemory(server: Server, name = "test-client"): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name, version: "1.0.0" });
  await client.connect(clientSide);
  return client;
}

/** A fixture server and a client connected to it in memory. */
export async function fixturePair(
  options: FixtureServerOptions = {},
): Promise<{ fixture: FixtureServer; client: Client }> {
  const fixture = createFixtureServer(options);
  return { fixture, client: await connectInMemory(fixture.server) };
}

/** Anything with an `onChange(listener) → unsubscribe` method: a hub, a connection. */
export interface ChangeSource<E> {
  onChange(listener: (event: E) => void): () => void;
}

/**
 * Resolves when `source` delivers an event matching `accept`, or rejects after `ms`. Pass
 * the hub or connection itself (`nextEvent(hub, (c) => c.kind === "tools")`) so the event
 * type is inferred; a subscribe function needs the type argument (`nextEvent<McpHubChange>(…)`).
 */
export function nextEvent<E>(
  source: ChangeSource<E> | ((listener: (event: E) => void) => () => void),
  accept: (event: E) => boolean = () => true,
  ms = 60_000,
): Promise<E> {
  const subscribe = typeof source === "function" ? source : (listener: (event: E) => void) => source.onChange(listener);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no matching event within ${ms} ms`));
    }, ms);
    const stop = subscribe((event) => {
      if (!accept(event)) return;
      clearTimeout(timer);
      stop();
      resolve(event);
    });
  });
}

/** A front server passing the hub's tools through (the umbrella puts its bridge tools there instead). */
export const passthrough = (hub: McpHub): Server => passthroughServer(hub);

/** Resolves on the next `tools/list_changed` the client receives. */
export function nextListChanged(client: Client): Promise<void> {
  return new Promise((resolve) => client.setNotificationHandler("notifications/tools/list_changed", () => resolve()));
}
