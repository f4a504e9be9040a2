import type { McpServerConfig } from "./server-config-types.js";

/** Shortest value treated as a secret; shorter values ("1", "on") would garble text when masked. */
const MIN_SECRET_LENGTH = 3;
const MAX_REASON_LENGTH = 240;
/** A header value of the form `<auth-scheme> <credentials>` (RFC 9110), capturing the credentials. */
const AUTH_SCHEME = /^[A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*\s+(\S.*)$/;

/**
 * The secret values of a server entry: env values, header values (and the credentials of an
 * `<auth-scheme> <credentials>` value on their own), and the URL's query values, username and
 * password. Used to mask text that might echo them.
 */
export function secretsOf(config: McpServerConfig): readonly string[] {
  const values: string[] = [];
  if (config.transport === "stdio") values.push(...Object.values(config.env));
  else {
    for (const value of Object.values(config.headers)) {
      values.push(value);
      // `Bearer <token>`, `Basic <credentials>`: a server may echo the credential without its scheme.
      const credential = AUTH_SCHEME.exec(value)?.[1];
      if (credential !== undefined) values.push(credential);
    }
    if (URL.canParse(config.url)) {
      const url = new URL(config.url);
      values.push(...url.searchParams.values(), decodeURIComponent(url.username), decodeURIComponent(url.password));
      values.push(url.search.slice(1));
    }
  }
  // Longest first, so a secret containing another is masked whole.
  return [...new Set(values.filter((value) => value.length >= MIN_SECRET_LENGTH))].sort((a, b) => b.length - a.length);
}

/**
 * `text` with every occurrence of every secret replaced by `***`, whitespace collapsed and
 * cut to a short line — safe to show in a status, an error or a log.
 */
export function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join("***");
  out = out.replace(/\s+/g, " ").trim();
  return out.length > MAX_REASON_LENGTH ? `${out.slice(0, MAX_REASON_LENGTH - 1)}…` : out;
}

/** The message of any thrown value. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "unknown error";
}
