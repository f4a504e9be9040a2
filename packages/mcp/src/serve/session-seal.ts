import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * What a 2025-era session needs to be served by any replica: the state its `initialize`
 * settled, sealed into its `Mcp-Session-Id` so no replica has to remember it.
 */
export interface SealedSession {
  /** The negotiated protocol version, e.g. `2025-11-25`. */
  readonly protocolVersion: string;
  /** The client's `capabilities` from its `initialize`. */
  readonly capabilities: Readonly<Record<string, unknown>>;
  /** The client's `clientInfo` from its `initialize`. */
  readonly clientInfo: { readonly name: string; readonly version: string };
  /** When the session id stops being accepted, in epoch milliseconds. */
  readonly expiresAt: number;
}

/** Why a session id was refused: not ours in shape, altered or sealed under another key, or past its expiry. */
export type UnsealFailure = "malformed" | "forged" | "expired";

/** The answer of {@link unsealSession}. */
export type UnsealResult =
  { readonly ok: true; readonly session: SealedSession } | { readonly ok: false; readonly reason: UnsealFailure };

/** Prefix of a sealed id (the format's version), so a format change can be told apart. */
const PREFIX = "h1.";
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Binds the ciphertext to its use: a blob sealed for something else under the same key does not open. */
const AAD = Buffer.from("hermes-tool-search/mcp-session/v1", "utf8");
/** Longest id accepted (an HTTP header; the client capabilities are small). */
const MAX_ID_CHARS = 8192;

/** Length of a session key in bytes (AES-256). */
export const SESSION_KEY_BYTES = 32;

/**
 * Reads a session key (for `ServeHttpOptions.sessionKey`) written as 64 hex characters, e.g. by
 * `openssl rand -hex 32`; surrounding whitespace is ignored. Returns `undefined` (never throws)
 * when the text is anything else.
 *
 * @example
 * ```ts
 * const sessionKey = parseSessionKey(readFileSync("session.key", "utf8"));
 * if (sessionKey === undefined) throw new Error("session.key must hold 64 hex characters");
 * await serveHttp(make, { sessionKey });
 * ```
 */
export function parseSessionKey(text: string): Buffer | undefined {
  const hex = text.trim();
  return /^[0-9a-fA-F]{64}$/.test(hex) ? Buffer.from(hex, "hex") : undefined;
}

/**
 * Seals `session` into a session id: `h1.` then base64url of a random 96-bit nonce, the
 * AES-256-GCM ciphertext of its JSON and the 128-bit tag. Only a holder of `key` can read or
 * make one; any change to the id makes {@link unsealSession} refuse it.
 */
export function sealSession(session: SealedSession, key: Uint8Array): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(AAD);
  const body = Buffer.concat([cipher.update(JSON.stringify(session), "utf8"), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, body, cipher.getAuthTag()]).toString("base64url");
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function asSession(value: unknown): SealedSession | undefined {
  if (!isRecord(value)) return undefined;
  const { protocolVersion, capabilities, clientInfo, expiresAt } = value;
  if (typeof protocolVersion !== "string" || !isRecord(capabilities) || !isRecord(clientInfo)) return undefined;
  if (typeof clientInfo["name"] !== "string" || typeof clientInfo["version"] !== "string") return undefined;
  if (typeof expiresAt !== "number" || !Number.isFinite(expiresAt)) return undefined;
  return {
    protocolVersion,
    capabilities,
    clientInfo: { name: clientInfo["name"], version: clientInfo["version"] },
    expiresAt,
  };
}

/**
 * Opens a session id made by {@link sealSession} under `key`. Refuses (never throws) an id of
 * another shape (`malformed`), one altered or sealed under another key (`forged`) and one whose
 * `expiresAt` is not after `now` (`expired`).
 */
export function unsealSession(id: string, key: Uint8Array, now: number): UnsealResult {
  if (id.length > MAX_ID_CHARS || !id.startsWith(PREFIX)) return { ok: false, reason: "malformed" };
  const raw = id.slice(PREFIX.length);
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return { ok: false, reason: "malformed" };
  const bytes = Buffer.from(raw, "base64url");
  if (bytes.byteLength <= NONCE_BYTES + TAG_BYTES) return { ok: false, reason: "malformed" };
  let plain: Buffer;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, NONCE_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(AAD);
    decipher.setAuthTag(bytes.subarray(bytes.byteLength - TAG_BYTES));
    plain = Buffer.concat([
      decipher.update(bytes.subarray(NONCE_BYTES, bytes.byteLength - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return { ok: false, reason: "forged" };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(plain.toString("utf8"));
  } catch {
    return { ok: false, reason: "forged" };
  }
  const session = asSession(parsed);
  if (session === undefined) return { ok: false, reason: "forged" };
  if (session.expiresAt <= now) return { ok: false, reason: "expired" };
  return { ok: true, session };
}
