// serve --http with a bearer token: a client without it, or with another one, gets 401 and a
// WWW-Authenticate challenge (nothing reaches the MCP server); a real SDK client that sends it
// works in both protocol eras.
import { request } from "node:http";
import { Client, SdkHttpError, StreamableHTTPClientTransport, type ClientOptions } from "@modelcontextprotocol/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureServer, type FixtureServer } from "../testing/fixture-server.js";
import { serveHttp } from "./serve-http.js";
import { type ServedHttp } from "./serve-http-options.js";

const TOKEN = "test-token-4b1f0c";
let served: ServedHttp;
const fixtures: FixtureServer[] = [];
beforeAll(async () => {
  served = await serveHttp(
    () => {
      const fixture = createFixtureServer();
      fixtures.push(fixture);
      return fixture.server;
    },
    { bearerToken: TOKEN },
  );
});
afterAll(() => served.close());

function post(headers: Record<string, string>): Promise<{ status: number; challenge: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request(
      served.url,
      {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, challenge: res.headers["www-authenticate"] });
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }));
  });
}

describe("serveHttp with a bearer token", () => {
  it("answers a missing token with 401 and a Bearer challenge", async () => {
    expect(await post({})).toEqual({ status: 401, challenge: 'Bearer realm="hermes-tool-search"' });
    expect(await post({ authorization: `Basic ${Buffer.from(`u:${TOKEN}`).toString("base64")}` })).toEqual({
      status: 401,
      challenge: 'Bearer realm="hermes-tool-search"',
    });
  });

  it("answers a wrong token with 401 and error=invalid_token", async () => {
    for (const wrong of ["nope", `${TOKEN}x`, TOKEN.slice(0, -1)]) {
      const answer = await post({ authorization: `Bearer ${wrong}` });
      expect(answer.status).toBe(401);
      expect(answer.challenge).toMatch(/^Bearer realm="hermes-tool-search", error="invalid_token"/);
    }
    expect(fixtures.every((fixture) => fixture.stats.listRequests === 0)).toBe(true);
  });

  it("a real SDK client without the token fails with the SDK's 401 error", async () => {
    const client = new Client({ name: "no-token", version: "1.0.0" });
    const failure = await client
      .connect(new StreamableHTTPClientTransport(new URL(served.url)))
      .catch((error: unknown) => error);
    // What a 2025-era client without an auth provider reports: the HTTP status and the server's message.
    expect(failure).toBeInstanceOf(SdkHttpError);
    expect((failure as SdkHttpError).data).toMatchObject({ status: 401 });
    expect((failure as SdkHttpError).message).toMatch(/a valid bearer token is required/);
  });

  it.each<[string, ClientOptions]>([
    ["2025-11-25", {}],
    ["2026-07-28", { versionNegotiation: { mode: { pin: "2026-07-28" } } }],
  ])("a %s client that sends the token lists and calls", async (version, options) => {
    const client = new Client({ name: "with-token", version: "1.0.0" }, options);
    await client.connect(
      new StreamableHTTPClientTransport(new URL(served.url), {
        requestInit: { headers: { Authorization: `Bearer ${TOKEN}` } },
      }),
    );
    expect(client.getNegotiatedProtocolVersion()).toBe(version);
    expect((await client.listTools()).tools.map((tool) => tool.name)).toContain("echo");
    expect(await client.callTool({ name: "echo", arguments: { text: "authorized" } })).toMatchObject({
      content: [{ type: "text", text: "authorized" }],
    });
    await client.close();
  });
});
