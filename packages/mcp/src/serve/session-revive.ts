import { WebStandardStreamableHTTPServerTransport, type Server } from "@modelcontextprotocol/server";
import { sealSession, type SealedSession, type UnsealFailure } from "./session-seal.js";

/** How 2025-era sessions are sealed: the key shared by the replicas and how long an id stays valid. */
export interface SessionSealing {
  readonly key: Uint8Array;
  readonly ttlMs: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === "string" ? value : "");

/**
 * The sealed session id for a POST body that is an `initialize` request, or `undefined` for
 * any other body. The protocol version sealed is the one the client asked for: replaying the
 * same `initialize` on another replica negotiates the same version.
 */
export function sealedIdForInitialize(body: unknown, sealing: SessionSealing, now: number): string | undefined {
  if (!isRecord(body) || body["method"] !== "initialize" || !isRecord(body["params"])) return undefined;
  const { protocolVersion, capabilities, clientInfo } = body["params"];
  if (typeof protocolVersion !== "string" || !isRecord(clientInfo)) return undefined;
  const session: SealedSession = {
    protocolVersion,
    capabilities: isRecord(capabilities) ? capabilities : {},
    clientInfo: { name: text(clientInfo["name"]), version: text(clientInfo["version"]) },
    expiresAt: now + sealing.ttlMs,
  };
  return sealSession(session, sealing.key);
}

/** The message of the 404 a refused session id gets: the client should start a new session. */
export function refusedSessionMessage(reason: UnsealFailure): string {
  if (reason === "expired") return "session expired: start a new session (send initialize without Mcp-Session-Id)";
  return "session not found: this Mcp-Session-Id was not issued by this deployment (altered, or sealed under another session key); start a new session";
}

const SYNTHETIC_HEADERS = { "content-type": "application/json", accept: "application/json, text/event-stream" };

/**
 * A transport for session `id` on a replica that did not create it: `server` is connected to
 * it and given the session's `initialize` (and `notifications/initialized`) again, so it knows
 * the client's version and capabilities, and the transport accepts requests carrying `id`.
 * Throws when the replayed `initialize` is refused (then `server` is closed).
 */
export async function reviveSession(
  server: Server,
  id: string,
  session: SealedSession,
  url: string,
): Promise<WebStandardStreamableHTTPServerTransport> {
  const transport = new WebStandardStreamableHTTPServerTransport({ sessionIdGenerator: () => id });
  await server.connect(transport);
  const post = (message: Record<string, unknown>): Promise<Response> =>
    transport.handleRequest(
      new Request(url, { method: "POST", headers: SYNTHETIC_HEADERS, body: JSON.stringify(message) }),
      {
        parsedBody: message,
      },
    );
  const initialized = await post({
    jsonrpc: "2.0",
    id: "hermes-revive",
    method: "initialize",
    params: {
      protocolVersion: session.protocolVersion,
      capabilities: session.capabilities,
      clientInfo: session.clientInfo,
    },
  });
  const answer = await initialized.text();
  if (initialized.status !== 200 || !answer.includes('"result"')) {
    await server.close().catch(() => undefined);
    throw new Error(`the session's initialize was refused on replay (HTTP ${initialized.status})`);
  }
  await post({ jsonrpc: "2.0", method: "notifications/initialized" });
  return transport;
}
