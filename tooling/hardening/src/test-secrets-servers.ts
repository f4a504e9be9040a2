// Test helper (not a test): downstream MCP servers that hold or echo sentinel secrets — the
// built fixture over stdio with secret env, stdio programs that print their env to stderr
// (at start, on a crash, while hanging), the fixture over Streamable HTTP, and a plain HTTP
// endpoint that refuses every request by echoing the credentials it was sent.
import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { serveHttp, type ServedHttp } from "@hermes/tool-search";
import { createFixtureServer } from "@hermes/tool-search/testing";
import { fixtureEntry, fixtureMain } from "./test-faults-fixture.js";

/** The sentinel values the servers are configured with. */
export interface Secrets {
  readonly env: string;
  readonly header: string;
  readonly apiKey: string;
  readonly query: string;
  readonly password: string;
}

/** Running HTTP endpoints: the fixture over Streamable HTTP, and the echoing refuser. */
export interface SecretEndpoints {
  readonly fixture: ServedHttp;
  readonly refuserUrl: string;
  close(): Promise<void>;
}

/** Starts the fixture over Streamable HTTP and an endpoint that answers 403 echoing the bare credentials. */
export async function startSecretEndpoints(): Promise<SecretEndpoints> {
  const fixture = await serveHttp(() => createFixtureServer({ name: "web" }).server);
  const refuser: HttpServer = createServer((request, response) => {
    const bare = String(request.headers.authorization ?? "").replace(/^Bearer\s+/i, "");
    const query = new URL(request.url ?? "/", "http://localhost").searchParams.get("token") ?? "";
    response.writeHead(403, { "content-type": "text/plain" });
    response.end(`invalid credentials ${bare} / ${String(request.headers["x-api-key"])} / ${query}`);
  });
  await new Promise<void>((resolve) => refuser.listen(0, "127.0.0.1", resolve));
  const refuserUrl = `http://127.0.0.1:${(refuser.address() as AddressInfo).port}/mcp`;
  return {
    fixture,
    refuserUrl,
    async close() {
      await fixture.close();
      await new Promise<void>((resolve) => {
        refuser.close(() => resolve());
        refuser.closeAllConnections();
      });
    },
  };
}

const ECHO_ENV = "process.stderr.write('auth failed for key ' + process.env.API_KEY + '\\n');";

/** The built fixture, started so that it prints its env to stderr when it exits (`crash`). */
function leakyCrash(secrets: Secrets): Record<string, unknown> {
  return {
    command: process.execPath,
    args: [
      "--input-type=module",
      "-e",
      `process.on('exit', () => { ${ECHO_ENV} }); await import(process.argv[1]);`,
      fixtureMain(),
    ],
    env: { API_KEY: secrets.env },
  };
}

/** The names of {@link secretServers}' entries. */
export type SecretServerName =
  "good" | "leaky-start" | "leaky-crash" | "leaky-mute" | "web" | "refuser" | "url-password";

/** An `mcpServers` document of the servers named in `only` (default all) holding `secrets`; `endpoints` for the HTTP ones. */
export function secretServers(
  secrets: Secrets,
  endpoints: SecretEndpoints,
  only?: readonly SecretServerName[],
): Record<string, unknown> {
  const all = allServers(secrets, endpoints);
  return only === undefined ? all : Object.fromEntries(only.map((name) => [name, all[name]]));
}

function allServers(secrets: Secrets, endpoints: SecretEndpoints): Record<SecretServerName, unknown> {
  const withQuery = (url: string): string => `${url}?token=${secrets.query}`;
  const headers = { Authorization: `Bearer ${secrets.header}`, "X-Api-Key": secrets.apiKey };
  return {
    // A working server with a secret env value (env_get proves it arrived).
    good: fixtureEntry([], { FIXTURE_TOKEN: secrets.env, API_KEY: secrets.env }),
    // Prints its env to stderr and exits before answering initialize.
    "leaky-start": {
      command: process.execPath,
      args: ["-e", `${ECHO_ENV} process.exit(3)`],
      env: { API_KEY: secrets.env },
    },
    // Starts fine (the real fixture), and prints its env to stderr when it dies (`crash`).
    "leaky-crash": leakyCrash(secrets),
    // Prints its env to stderr and never answers (start timeout).
    "leaky-mute": {
      command: process.execPath,
      args: ["-e", `${ECHO_ENV} setInterval(() => {}, 1000)`],
      env: { API_KEY: secrets.env },
    },
    // The fixture over Streamable HTTP, with secret headers and a secret query value.
    web: { url: withQuery(endpoints.fixture.url), headers },
    // An endpoint that refuses, echoing the bare bearer credential, the API key and the query value.
    refuser: { url: withQuery(endpoints.refuserUrl), headers },
    // A URL with a password (fetch refuses credentials in URLs; its message names the URL).
    "url-password": { url: `http://agent:${secrets.password}@127.0.0.1:9/mcp` },
  };
}
