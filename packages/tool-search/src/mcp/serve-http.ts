import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { messageOf } from "./redact.js";

/** Options of {@link serveHttp}. */
export interface ServeHttpOptions {
  /** Port on 127.0.0.1; `0` (default) picks a free one. */
  readonly port?: number;
  /** Endpoint path. Default `/mcp`. */
  readonly path?: string;
  /** Receives request-handling failures. */
  readonly logger?: { warn(message: string): void };
}

/** A running HTTP endpoint. */
export interface ServedHttp {
  /** The endpoint, e.g. `http://127.0.0.1:53123/mcp`. */
  readonly url: string;
  readonly port: number;
  /** Closes every session and the listener. */
  close(): Promise<void>;
}

interface Session {
  readonly transport: StreamableHTTPServerTransport;
  readonly server: Server;
}

function reply(res: ServerResponse, status: number, message: string): void {
  if (res.headersSent) return;
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }));
}

/**
 * Serves an MCP server over Streamable HTTP, bound to 127.0.0.1 only, session-based (each
 * `initialize` opens a session with an `Mcp-Session-Id`; the client's GET stream carries
 * `tools/list_changed`; DELETE ends it). Pass a factory to serve many clients at once (one
 * `Server` per session), or one `Server` to serve one session at a time (others get 503).
 * Requests whose `Host` or `Origin` is not this loopback address are refused with 403
 * (DNS-rebinding protection).
 */
export async function serveHttp(server: Server | (() => Server), options: ServeHttpOptions = {}): Promise<ServedHttp> {
  const path = options.path ?? "/mcp";
  const sessions = new Map<string, Session>();
  const take = (): Server | undefined => {
    if (typeof server === "function") return server();
    return server.transport === undefined ? server : undefined;
  };
  let port = 0;
  const allowedHosts = (): Set<string> => new Set([`127.0.0.1:${port}`, `localhost:${port}`]);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const hosts = allowedHosts();
    const origin = req.headers.origin;
    if (!hosts.has(req.headers.host ?? "") || (origin !== undefined && !hosts.has(origin.replace(/^http:\/\//, "")))) {
      return reply(res, 403, "forbidden host or origin");
    }
    if (new URL(req.url ?? "/", "http://127.0.0.1").pathname !== path) return reply(res, 404, "not found");
    const sessionId = req.headers["mcp-session-id"];
    if (typeof sessionId === "string") {
      const session = sessions.get(sessionId);
      if (session === undefined) return reply(res, 404, "session not found");
      return session.transport.handleRequest(req, res);
    }
    if (req.method !== "POST") return reply(res, 400, "an Mcp-Session-Id header is required");
    const target = take();
    if (target === undefined) return reply(res, 503, "this endpoint serves one session at a time");
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (id) => {
        sessions.set(id, { transport, server: target });
      },
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) sessions.delete(transport.sessionId);
    };
    await target.connect(transport);
    await transport.handleRequest(req, res);
    if (transport.sessionId === undefined) await target.close(); // not an initialize request
  }

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      options.logger?.warn(`MCP HTTP request failed: ${messageOf(error)}`);
      reply(res, 500, "internal error");
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port ?? 0, "127.0.0.1", () => {
      http.off("error", reject);
      resolve();
    });
  });
  port = (http.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}${path}`,
    port,
    async close() {
      const open = [...sessions.values()];
      sessions.clear();
      await Promise.all(open.map((session) => session.server.close().catch(() => undefined)));
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}
