// serve --http as an OAuth 2.1 resource server: a real issuer on 127.0.0.1 (its metadata and JWKS
// served by node:http, keys made here with jose) signs the tokens; each kind of bad token gets the
// exact status and WWW-Authenticate a client sees, a good one lets real SDK clients of both
// protocol eras in, and the RFC 9728 metadata is served without a token.
import { createServer, request, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Client } from "@modelcontextprotocol/client";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureServer, type FixtureServer } from "../testing/fixture-server.js";
import { newClient, type Version } from "../../test/front-clients.js";
import { serveHttp } from "./serve-http.js";
import { type ServedHttp } from "./serve-http-options.js";

const AUDIENCE = "https://mcp.example.test/mcp";
const METADATA_URL = "https://mcp.example.test/.well-known/oauth-protected-resource/mcp";
const SCOPE = "mcp:tools";
let issuer: string;
let issuerServer: HttpServer;
let signing: CryptoKey;
let stranger: CryptoKey;
let served: ServedHttp;
let jwksRequests = 0;
const fixtures: FixtureServer[] = [];

beforeAll(async () => {
  const pair = await generateKeyPair("ES256");
  signing = pair.privateKey;
  stranger = (await generateKeyPair("ES256")).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: "k1", alg: "ES256", use: "sig" };
  issuerServer = createServer((req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url === "/.well-known/oauth-authorization-server")
      return res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
    if (req.url === "/jwks") {
      jwksRequests += 1;
      return res.end(JSON.stringify({ keys: [jwk] }));
    }
    res.statusCode = 404;
    res.end("{}");
  });
  await new Promise<void>((resolve) => issuerServer.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(issuerServer.address() as AddressInfo).port}`;
  served = await serveHttp(
    () => {
      const fixture = createFixtureServer();
      fixtures.push(fixture);
      return fixture.server;
    },
    { oauth: { issuer, audience: AUDIENCE, scopes: [SCOPE] } },
  );
});
afterAll(async () => {
  await served.close();
  await new Promise<void>((resolve) => issuerServer.close(() => resolve()));
});

interface TokenShape {
  readonly key?: CryptoKey;
  readonly audience?: string;
  readonly scope?: string;
  readonly expiresAt?: number;
  readonly issuer?: string;
}

const now = (): number => Math.floor(Date.now() / 1000);

function token(shape: TokenShape = {}): Promise<string> {
  return new SignJWT({ scope: shape.scope ?? `${SCOPE} other` })
    .setProtectedHeader({ alg: "ES256", kid: "k1" })
    .setIssuer(shape.issuer ?? issuer)
    .setAudience(shape.audience ?? AUDIENCE)
    .setSubject("user-1")
    .setIssuedAt()
    .setExpirationTime(shape.expiresAt ?? now() + 600)
    .sign(shape.key ?? signing);
}

function send(
  method: string,
  path: string,
  authorization?: string,
): Promise<{ status: number; challenge: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(path, served.url),
      {
        method,
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          ...(authorization === undefined ? {} : { authorization }),
        },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, challenge: res.headers["www-authenticate"], body }));
      },
    );
    req.on("error", reject);
    req.end(method === "POST" ? JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }) : undefined);
  });
}

const invalid = (description: string): string =>
  `Bearer error="invalid_token", error_description="${description}", resource_metadata="${METADATA_URL}", scope="${SCOPE}"`;

describe("serveHttp as an OAuth resource server", () => {
  it("serves its protected-resource metadata without a token, at both well-known paths", async () => {
    for (const path of ["/.well-known/oauth-protected-resource/mcp", "/.well-known/oauth-protected-resource"]) {
      const answer = await send("GET", path);
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({
        resource: AUDIENCE,
        authorization_servers: [issuer],
        scopes_supported: [SCOPE],
        bearer_methods_supported: ["header"],
      });
    }
  });

  it("answers each bad token with its status and challenge, and never reaches the MCP server", async () => {
    const cases: [string, string | undefined, number, string][] = [
      ["missing", undefined, 401, `Bearer resource_metadata="${METADATA_URL}", scope="${SCOPE}"`],
      ["not a JWT", "Bearer not-a-jwt", 401, invalid("the access token is malformed")],
      [
        "wrong signature",
        `Bearer ${await token({ key: stranger })}`,
        401,
        invalid("the access token's signature does not verify against the issuer's keys"),
      ],
      ["expired", `Bearer ${await token({ expiresAt: now() - 3600 })}`, 401, invalid("the access token has expired")],
      [
        "wrong audience",
        `Bearer ${await token({ audience: "https://other.example.test/mcp" })}`,
        401,
        invalid("the access token is not for this resource (wrong audience)"),
      ],
      [
        "another issuer",
        `Bearer ${await token({ issuer: "https://elsewhere.example.test" })}`,
        401,
        invalid("the access token is from another issuer"),
      ],
      [
        "insufficient scope",
        `Bearer ${await token({ scope: "other" })}`,
        403,
        `Bearer error="insufficient_scope", error_description="the access token lacks the scope ${SCOPE}", resource_metadata="${METADATA_URL}", scope="${SCOPE}"`,
      ],
    ];
    for (const [what, authorization, status, challenge] of cases) {
      const answer = await send("POST", "/mcp", authorization);
      expect({ what, status: answer.status, challenge: answer.challenge }).toEqual({ what, status, challenge });
    }
    expect(fixtures.every((fixture) => fixture.stats.listRequests === 0)).toBe(true);
  });

  it.each(["2026-07-28", "2025-11-25"] as Version[])("lets a %s SDK client with a good token in", async (version) => {
    const client: Client = newClient(version);
    const headers = { authorization: `Bearer ${await token()}` };
    await client.connect(new StreamableHTTPClientTransport(new URL(served.url), { requestInit: { headers } }));
    expect(client.getNegotiatedProtocolVersion()).toBe(version);
    expect((await client.callTool({ name: "echo", arguments: { text: "hi" } })).content).toEqual([
      { type: "text", text: "hi" },
    ]);
    await client.close();
    expect(jwksRequests).toBe(1); // the keys are fetched once and kept
  });

  it("answers 503 while the issuer's keys cannot be fetched", async () => {
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer();
      probe.listen(0, "127.0.0.1", () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const unreachable = await serveHttp(() => createFixtureServer().server, {
      oauth: { issuer, audience: AUDIENCE, jwksUrl: `http://127.0.0.1:${closed}/jwks` },
    });
    const answer = await fetch(unreachable.url, {
      method: "POST",
      headers: { authorization: `Bearer ${await token()}`, "content-type": "application/json" },
      body: "{}",
    });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("www-authenticate")).toBeNull();
    expect(await answer.text()).toContain("signing keys cannot be fetched");
    await unreachable.close();
  });

  it("listens beyond loopback only with a token or OAuth", async () => {
    await expect(serveHttp(() => createFixtureServer().server, { host: "0.0.0.0" })).rejects.toThrow(
      "listening on 0.0.0.0 (beyond loopback) needs bearerToken or oauth",
    );
    const open = await serveHttp(() => createFixtureServer().server, { host: "0.0.0.0", bearerToken: "t".repeat(32) });
    expect(open.url).toBe(`http://127.0.0.1:${open.port}/mcp`);
    await open.close();
  });

  it("refuses a bearer token together with OAuth", async () => {
    await expect(
      serveHttp(() => createFixtureServer().server, { bearerToken: "t", oauth: { issuer, audience: AUDIENCE } }),
    ).rejects.toThrow(RangeError);
  });
});
