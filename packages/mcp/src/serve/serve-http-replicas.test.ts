// Two serveHttp replicas sharing a session key serve one client whose requests alternate
// between them (as behind a round-robin balancer): a 2026-07-28 client holds no session at all,
// a 2025-era session is sealed into its id and revived by the replica that did not create it.
// When one replica is gone the other finishes the session; every call reaches the downstream
// server exactly once. Altered, foreign and expired session ids get a 404 that says why.
import { randomBytes } from "node:crypto";
import { request } from "node:http";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startMcpHub, type McpHub } from "../hub/mcp-hub.js";
import { createFixtureServer, type FixtureServer } from "../testing/fixture-server.js";
import { passthroughServer } from "../testing/passthrough-server.js";
import { exercise, newClient, VERSIONS, type Version } from "../../test/front-clients.js";
import { serveHttp } from "./serve-http.js";
import { type ServedHttp, type ServeHttpOptions } from "./serve-http-options.js";

let fixture: FixtureServer;
let hub: McpHub;
beforeAll(async () => {
  fixture = createFixtureServer();
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await fixture.server.connect(serverSide);
  const downstream = new Client({ name: "hub", version: "1.0.0" });
  await downstream.connect(clientSide);
  hub = await startMcpHub([{ name: "fx", client: downstream }], {
    toolNames: "raw-where-unique",
    listChangedDebounceMs: 5,
  });
});
afterAll(() => hub.close());

const replica = (options: ServeHttpOptions): Promise<ServedHttp> =>
  serveHttp(() => passthroughServer(hub), { onToolsChanged: (notify) => hub.onChange(() => notify()), ...options });

/**
 * A fetch that sends each request to the next live replica in turn, counting what each one got
 * and noting which replicas answered a GET (a 2025-era session's notification stream) with 200.
 */
function roundRobin(replicas: ServedHttp[]): {
  fetch: typeof fetch;
  served: Map<string, number>;
  streams: Set<string>;
  drop: (r: ServedHttp) => void;
} {
  let live = [...replicas];
  let next = 0;
  const served = new Map<string, number>(replicas.map((r) => [r.url, 0]));
  const streams = new Set<string>();
  return {
    served,
    streams,
    drop: (gone) => (live = live.filter((r) => r !== gone)),
    fetch: (input, init) => {
      const target = live[next++ % live.length];
      if (target === undefined) throw new Error("no live replica");
      served.set(target.url, (served.get(target.url) ?? 0) + 1);
      const original = new URL(input instanceof Request ? input.url : String(input));
      const answer = fetch(new URL(original.search, target.url), init);
      if (init?.method === "GET")
        void answer.then((response) => response.status === 200 && streams.add(target.url)).catch(() => undefined);
      return answer;
    },
  };
}

const echoed = async (client: Client, text: string): Promise<unknown> =>
  (await client.callTool({ name: "echo", arguments: { text } })).content;

describe.each(Object.keys(VERSIONS) as Version[])("a %s client across two replicas with one session key", (version) => {
  it("is served by both, and finishes on one when the other is gone, each call made once", async () => {
    const key = randomBytes(32);
    const a = await replica({ sessionKey: key });
    const b = await replica({ sessionKey: key });
    const balancer = roundRobin([a, b]);
    const client = newClient(version);
    await client.connect(new StreamableHTTPClientTransport(new URL(a.url), { fetch: balancer.fetch }));
    expect(client.getNegotiatedProtocolVersion()).toBe(version);
    const before = fixture.stats.calls.length;
    const texts = [0, 1, 2, 3].map((i) => `${version} call ${i}`);
    for (const text of texts.slice(0, 2)) expect(await echoed(client, text)).toEqual([{ type: "text", text }]);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain("echo");
    expect([...balancer.served.values()].every((count) => count > 0)).toBe(true);
    // A 2026-07-28 client leaves nothing in either process; a 2025-era session is held by both.
    expect([a.sessionCount(), b.sessionCount()]).toEqual(version === "2026-07-28" ? [0, 0] : [1, 1]);
    await a.close();
    balancer.drop(a);
    for (const text of texts.slice(2)) expect(await echoed(client, text)).toEqual([{ type: "text", text }]);
    expect(fixture.stats.calls.slice(before)).toEqual(["echo", "echo", "echo", "echo"]);
    // The survivor also carries the session's notifications: once the client's 2025-era GET
    // stream is open there (reconnected after the other replica went, or there from the start).
    // A notification sent while no stream is open is lost, as on a single server without resumability.
    if (version !== "2026-07-28")
      await vi.waitFor(() => expect(balancer.streams.has(b.url)).toBe(true), { timeout: 10_000 });
    await exercise(client, version, fixture);
    await client.close();
    await b.close();
  });
});

/** POSTs a `tools/list` with `sessionId` and returns the status and error message. */
function postWithSession(url: string, sessionId: string): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          "mcp-session-id": sessionId,
          "mcp-protocol-version": "2025-11-25",
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => {
          const status = res.statusCode ?? 0;
          if (status === 200) return resolve({ status, message: "" }); // an SSE stream with the result
          try {
            resolve({ status, message: (JSON.parse(text) as { error: { message: string } }).error.message });
          } catch (error) {
            reject(error instanceof Error ? error : new Error(String(error)));
          }
        });
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
  });
}

/** Opens a 2025-11-25 session on `served` and returns its id. */
async function openSession(served: ServedHttp): Promise<{ id: string; client: Client }> {
  const client = newClient("2025-11-25");
  const transport = new StreamableHTTPClientTransport(new URL(served.url));
  await client.connect(transport);
  const id = transport.sessionId;
  if (id === undefined) throw new Error("no session id");
  return { id, client };
}

describe("a session id another replica refuses", () => {
  let served: ServedHttp[] = [];
  afterAll(() => Promise.all(served.map((s) => s.close())));

  it("gets 404 naming the cause: altered, sealed under another key, or expired", async () => {
    const key = randomBytes(32);
    const [a, b, other, shortLived] = await Promise.all([
      replica({ sessionKey: key }),
      replica({ sessionKey: key }),
      replica({ sessionKey: randomBytes(32) }),
      replica({ sessionKey: key, sessionTtlMs: 0 }),
    ]);
    served = [a, b, other, shortLived];
    const { id, client } = await openSession(a);
    expect(id).toMatch(/^h1\.[A-Za-z0-9_-]+$/);
    expect((await postWithSession(b.url, id)).status).toBe(200);

    const flipped = id[20] === "A" ? "B" : "A";
    for (const forged of [`${id.slice(0, 20)}${flipped}${id.slice(21)}`, `${id.slice(0, 10)}${id.slice(11)}`]) {
      const refused = await postWithSession(b.url, forged);
      expect(refused.status).toBe(404);
      expect(refused.message).toMatch(/^session not found: .*not issued by this deployment/);
    }
    const foreign = await postWithSession(other.url, id);
    expect(foreign.status).toBe(404);
    expect(foreign.message).toContain("another session key");
    expect(await postWithSession(b.url, "not-a-sealed-id")).toMatchObject({ status: 404 });

    const expiring = await openSession(shortLived);
    expect(await postWithSession(b.url, expiring.id)).toEqual({
      status: 404,
      message: "session expired: start a new session (send initialize without Mcp-Session-Id)",
    });
    await Promise.all([client.close(), expiring.client.close()]);
  });

  it("without a session key, a session lives on its own replica only", async () => {
    const [a, b] = await Promise.all([replica({}), replica({})]);
    served.push(a, b);
    const { id, client } = await openSession(a);
    expect(await postWithSession(b.url, id)).toEqual({ status: 404, message: "session not found" });
    await client.close();
  });

  it("at its session cap, a replica evicts the least recently used copy and revives it again when asked", async () => {
    const key = randomBytes(32);
    const [a, b] = await Promise.all([replica({ sessionKey: key }), replica({ sessionKey: key, maxSessions: 1 })]);
    served.push(a, b);
    const first = await openSession(a);
    const second = await openSession(a);
    for (const id of [first.id, second.id, first.id, second.id]) {
      expect((await postWithSession(b.url, id)).status).toBe(200);
      expect(b.sessionCount()).toBe(1);
    }
    await Promise.all([first.client.close(), second.client.close()]);
  });

  it("refuses a key that is not 32 bytes", async () => {
    await expect(replica({ sessionKey: randomBytes(16) })).rejects.toThrow(RangeError);
  });
});
