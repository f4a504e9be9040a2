// The options and the handle of serveHttp, apart from the request handling in serve-http.ts.
import type { OAuthResourceOptions } from "./oauth-resource.js";

/** Options of {@link serveHttp}. */
export interface ServeHttpOptions {
  /** Port; `0` (default) picks a free one. */
  readonly port?: number;
  /**
   * Address to listen on. Default `127.0.0.1`. Another one (e.g. `0.0.0.0` in a container behind
   * a proxy) needs `bearerToken` or `oauth` (`RangeError` without); then list the `Host` the
   * proxy forwards in `allowedHosts`.
   */
  readonly host?: string;
  /** Endpoint path. Default `/mcp`. */
  readonly path?: string;
  /** Receives request-handling failures. */
  readonly logger?: { warn(message: string): void };
  /** Most open 2025-era sessions; an `initialize` beyond it gets 503 (until one ends or expires). Default 100. */
  readonly maxSessions?: number;
  /** A 2025-era session without any request for this long is closed. Default 30 minutes. */
  readonly sessionIdleMs?: number;
  /** Largest request body accepted; a larger one gets 413. Default 1 MB (1,048,576 bytes). */
  readonly maxBodyBytes?: number;
  /**
   * Subscribes `notify` to tool changes (returns the unsubscribe function). Each call sends
   * `notifications/tools/list_changed` on every open 2026-07-28 `subscriptions/listen`
   * stream (2025-era sessions get it from their own server instance).
   */
  readonly onToolsChanged?: (notify: () => void) => () => void;
  /**
   * When set, every request must carry `Authorization: Bearer <bearerToken>`; one without it
   * gets 401 with `WWW-Authenticate: Bearer realm="hermes-tool-search"`, one with another token
   * 401 with `error="invalid_token"` added. Compared in constant time. Default: no check.
   */
  readonly bearerToken?: string;
  /**
   * A 32-byte AES-256-GCM key shared by every replica behind one load balancer. With it, a
   * 2025-era session's id carries its state (requested protocol version, client capabilities
   * and info, expiry) sealed under the key, so any replica with the same key serves any request
   * of the session: one that does not hold the session revives it from the id. A session id that
   * was altered, sealed under another key or has expired gets 404 with a message saying so.
   * Without it, sessions live in this process only (random ids). Throws `RangeError` when the
   * key is not 32 bytes.
   */
  readonly sessionKey?: Uint8Array;
  /** How long a sealed session id stays valid after its `initialize`. Default 24 hours. */
  readonly sessionTtlMs?: number;
  /**
   * OAuth 2.1 resource-server mode: every request must carry a JWT access token from
   * `oauth.issuer` for `oauth.audience` with the required scopes (docs/security.md lists the
   * 401/403 answers), and `/.well-known/oauth-protected-resource` (also with the audience's
   * path appended) serves the RFC 9728 metadata without a token. The audience's `host[:port]`
   * is accepted as a `Host`. Excludes `bearerToken` (`RangeError` when both are set).
   */
  readonly oauth?: OAuthResourceOptions;
  /**
   * More `Host` values (`host[:port]`, compared without case) to accept besides this loopback
   * address, e.g. the public host a reverse proxy forwards. Default: none.
   */
  readonly allowedHosts?: readonly string[];
}

/** Defaults of {@link ServeHttpOptions}. */
export const SERVE_HTTP_LIMITS = Object.freeze({
  maxSessions: 100,
  sessionIdleMs: 30 * 60_000,
  maxBodyBytes: 1024 * 1024,
  sessionTtlMs: 24 * 60 * 60_000,
});

/** A running HTTP endpoint. */
export interface ServedHttp {
  /** The endpoint, e.g. `http://127.0.0.1:53123/mcp`. */
  readonly url: string;
  readonly port: number;
  /** Open 2025-era sessions right now (2026-07-28 clients hold none). */
  sessionCount(): number;
  /** Closes every session and the listener. */
  close(): Promise<void>;
}
