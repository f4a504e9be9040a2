import { randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createMcpHandler,
  isLegacyRequest,
  WebStandardStreamableHTTPServerTransport,
  type Server,
} from "@modelcontextprotocol/server";
import { messageOf } from "../redact/redact.js";
import { toWebRequest, writeWebResponse } from "./node-web.js";
import { refusedSessionMessage, reviveSession, sealedIdForInitialize, type SessionSealing } from "./session-revive.js";
import { SESSION_KEY_BYTES, unsealSession } from "./session-seal.js";
import { httpAuth } from "./http-auth.js";
import { SERVE_HTTP_LIMITS, type ServedHttp, type ServeHttpOptions } from "./serve-http-options.js";

interface Session {
  readonly transport: WebStandardStreamableHTTPServerTransport;
  readonly server: Server;
  timer: NodeJS.Timeout | undefined;
}

/** What a POST carried: its bytes and their JSON; `undefined` once an error answer was sent. */
interface Body {
  readonly bytes: Buffer;
  readonly json: unknown;
}

/** The request body, or `undefined` (and a 413 or 400 sent) when it is too large or not JSON. */
async function readBody(req: IncomingMessage, res: ServerResponse, max: number): Promise<Body | undefined> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > max) return tooLarge(req, res, max);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.byteLength;
    if (size > max) return tooLarge(req, res, max);
    chunks.push(buffer);
  }
  const bytes = Buffer.concat(chunks);
  try {
    return { bytes, json: JSON.parse(bytes.toString("utf8")) as unknown };
  } catch {
    reply(res, 400, "the request body is not valid JSON");
    return undefined;
  }
}

function tooLarge(req: IncomingMessage, res: ServerResponse, max: number): undefined {
  reply(res, 413, `the request body is larger than ${max} bytes`);
  req.resume(); // drain the rest without keeping it
  return undefined;
}

function reply(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  if (res.headersSent) return;
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }));
}

/**
 * Serves an MCP server over Streamable HTTP, bound to 127.0.0.1 (see `host`), for clients of both
 * protocol eras:
 * - a 2026-07-28 client (a per-request `_meta` envelope) is served statelessly: each
 *   request gets a fresh `Server` from the factory and nothing is kept between requests;
 *   tool-list changes reach its `subscriptions/listen` stream (see `onToolsChanged`);
 * - a 2025-era client (`initialize`, 2025-11-25 or 2025-06-18) gets a session with an
 *   `Mcp-Session-Id`; its GET stream carries `tools/list_changed`; DELETE ends it.
 * Pass a factory to serve many clients at once (one `Server` per session or modern request),
 * or one `Server` to serve one session or request at a time (others get 503).
 * Requests whose `Host` or `Origin` is not this loopback address or one of `allowedHosts`
 * (compared without case) are refused with 403 (DNS-rebinding protection); with `bearerToken`
 * or `oauth`, a request without a valid token gets 401 (see {@link ServeHttpOptions.bearerToken},
 * {@link ServeHttpOptions.oauth}). With `sessionKey`, replicas behind a load balancer share
 * 2025-era sessions (see {@link ServeHttpOptions.sessionKey}). Limits (see docs/security.md): at most
 * `maxSessions` sessions (503 beyond), a session idle for `sessionIdleMs` is closed, and a
 * body over `maxBodyBytes` gets 413.
 *
 * @example
 * ```ts
 * const served = await serveHttp(() => createFrontServer(options), { port: 8931 });
 * console.error(`listening on ${served.url}`);
 * ```
 */
export async function serveHttp(server: Server | (() => Server), options: ServeHttpOptions = {}): Promise<ServedHttp> {
  const path = options.path ?? "/mcp";
  const sessions = new Map<string, Session>();
  const take = (): Server | undefined => {
    if (typeof server === "function") return server();
    return server.transport === undefined ? server : undefined;
  };
  let port = 0;
  const maxSessions = options.maxSessions ?? SERVE_HTTP_LIMITS.maxSessions;
  const idleMs = options.sessionIdleMs ?? SERVE_HTTP_LIMITS.sessionIdleMs;
  const maxBody = options.maxBodyBytes ?? SERVE_HTTP_LIMITS.maxBodyBytes;
  if (options.sessionKey !== undefined && options.sessionKey.byteLength !== SESSION_KEY_BYTES)
    throw new RangeError(`sessionKey must be ${SESSION_KEY_BYTES} bytes, got ${options.sessionKey.byteLength}`);
  const sealing: SessionSealing | undefined =
    options.sessionKey === undefined
      ? undefined
      : { key: options.sessionKey, ttlMs: options.sessionTtlMs ?? SERVE_HTTP_LIMITS.sessionTtlMs };
  const warn = (error: Error): void => options.logger?.warn(`MCP HTTP request failed: ${messageOf(error)}`);
  const modern = createMcpHandler(
    () => {
      const target = take();
      if (target === undefined) throw new Error("this endpoint serves one session or request at a time");
      return target;
    },
    { legacy: "reject", onerror: warn, maxRequestBodySize: maxBody },
  );
  const unwatch = options.onToolsChanged?.(() => modern.notify.toolsChanged());
  const host = options.host ?? "127.0.0.1";
  const auth = httpAuth(host, options.bearerToken, options.oauth);
  const extraHosts = [...(options.allowedHosts ?? []), ...auth.hosts].map((name) => name.toLowerCase());
  const allowedHosts = (): Set<string> => new Set([`127.0.0.1:${port}`, `localhost:${port}`, ...extraHosts]);
  const endSession = (id: string): void => {
    const session = sessions.get(id);
    if (session === undefined) return;
    sessions.delete(id);
    clearTimeout(session.timer);
    session.server.close().catch(() => undefined);
  };
  const touch = (id: string, session: Session): void => {
    sessions.delete(id); // re-inserted last: the map's order is least recently used first
    sessions.set(id, session);
    clearTimeout(session.timer);
    session.timer = setTimeout(() => endSession(id), idleMs);
    session.timer.unref();
  };

  /** A local copy of sealed session `id` (made from the id), or the error response for an id it refuses. */
  async function revive(id: string): Promise<Session | Response> {
    if (sealing === undefined) return jsonError(404, "session not found");
    const opened = unsealSession(id, sealing.key, Date.now());
    if (!opened.ok) return jsonError(404, refusedSessionMessage(opened.reason));
    if (sessions.size >= maxSessions) endSession(sessions.keys().next().value ?? ""); // a local copy only: it can be revived again
    const target = take();
    if (target === undefined) return jsonError(503, "this endpoint serves one session at a time");
    const transport = await reviveSession(target, id, opened.session, `http://127.0.0.1:${port}${path}`);
    const session: Session = { transport, server: target, timer: undefined };
    sessions.set(id, session);
    transport.onclose = () => endSession(id);
    return session;
  }

  const reviving = new Map<string, Promise<Session | Response>>();
  /** {@link revive}, once per id at a time: concurrent requests of one session share one copy. */
  function reviveOnce(id: string): Promise<Session | Response> {
    const pending = reviving.get(id) ?? revive(id).finally(() => reviving.delete(id));
    reviving.set(id, pending);
    return pending;
  }

  async function legacy(req: IncomingMessage, request: Request, body: Body | undefined): Promise<Response | undefined> {
    const parsed = body === undefined ? {} : { parsedBody: body.json };
    const sessionId = req.headers["mcp-session-id"];
    if (typeof sessionId === "string") {
      const session = sessions.get(sessionId) ?? (await reviveOnce(sessionId));
      if (!("transport" in session)) return session;
      touch(sessionId, session);
      return session.transport.handleRequest(request, parsed);
    }
    if (req.method !== "POST") return jsonError(400, "an Mcp-Session-Id header is required");
    if (sessions.size >= maxSessions)
      return jsonError(
        503,
        `too many sessions (at most ${maxSessions}); close one (DELETE) or wait for an idle one to expire`,
      );
    const target = take();
    if (target === undefined) return jsonError(503, "this endpoint serves one session at a time");
    const sealedId = sealing === undefined ? undefined : sealedIdForInitialize(body?.json, sealing, Date.now());
    const transport: WebStandardStreamableHTTPServerTransport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: sealedId === undefined ? randomUUID : () => sealedId,
      onsessioninitialized: (id) => {
        const session: Session = { transport, server: target, timer: undefined };
        sessions.set(id, session);
        touch(id, session);
      },
    });
    transport.onclose = () => {
      if (transport.sessionId !== undefined) endSession(transport.sessionId);
    };
    await target.connect(transport);
    const response = await transport.handleRequest(request, parsed);
    if (transport.sessionId === undefined) await target.close(); // not an initialize request
    return response;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const hosts = allowedHosts();
    const origin = req.headers.origin?.toLowerCase();
    if (
      !hosts.has((req.headers.host ?? "").toLowerCase()) ||
      (origin !== undefined && !hosts.has(origin.replace(/^http:\/\//, "")))
    ) {
      return reply(res, 403, "forbidden host or origin");
    }
    const pathname = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    if (auth.metadata?.paths.includes(pathname) === true && req.method === "GET") {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(auth.metadata.document));
      return;
    }
    if (pathname !== path) return reply(res, 404, "not found");
    const rejection = await auth.check(req.headers.authorization);
    if (rejection !== undefined) {
      req.resume(); // the body is not read
      return reply(
        res,
        rejection.status,
        rejection.message,
        rejection.challenge === undefined ? {} : { "www-authenticate": rejection.challenge },
      );
    }
    const body = req.method === "POST" ? await readBody(req, res, maxBody) : undefined;
    if (req.method === "POST" && body === undefined) return; // answered: too large or not JSON
    const gone = new AbortController();
    res.once("close", () => gone.abort());
    const request = toWebRequest(req, body?.bytes, gone.signal);
    const response = (await isLegacyRequest(request, body?.json, { maxRequestBodySize: maxBody }))
      ? await legacy(req, request, body)
      : await modern.fetch(request, body === undefined ? {} : { parsedBody: body.json });
    if (response !== undefined) await writeWebResponse(res, response);
  }

  const http = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      options.logger?.warn(`MCP HTTP request failed: ${messageOf(error)}`);
      reply(res, 500, "internal error");
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(options.port ?? 0, host, () => {
      http.off("error", reject);
      resolve();
    });
  });
  port = (http.address() as AddressInfo).port;

  const shown = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${shown}:${port}${path}`,
    port,
    sessionCount: () => sessions.size,
    async close() {
      unwatch?.();
      const open = [...sessions.values()];
      sessions.clear();
      for (const session of open) clearTimeout(session.timer);
      await Promise.all(open.map((session) => session.server.close().catch(() => undefined)));
      await modern.close().catch(() => undefined);
      await new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      });
    },
  };
}

function jsonError(status: number, message: string): Response {
  return new Response(JSON.stringify({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }), {
    status,
    headers: { "content-type": "application/json" },
  });
}
