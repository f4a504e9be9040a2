import { maskSecrets, secretForms } from "@hermes/catalog/internal";
import type { McpServerConfig } from "../config/server-config-types.js";

const MAX_REASON_LENGTH = 240;
/** A header value of the form `<auth-scheme> <credentials>` (RFC 9110), capturing the credentials. */
const AUTH_SCHEME = /^[A-Za-z][A-Za-z0-9!#$%&'*+.^_`|~-]*\s+(\S.*)$/;
const BASIC = /^basic\s+(\S+)$/i;

/** The `user:password` of a Basic credential and its password, when it decodes to one. */
function basicParts(value: string): string[] {
  const encoded = BASIC.exec(value)?.[1];
  if (encoded === undefined) return [];
  const pair = Buffer.from(encoded, "base64").toString("utf8");
  const colon = pair.indexOf(":");
  return colon < 0 ? [] : [pair, pair.slice(colon + 1)];
}

/**
 * The secret values of a server entry: env values, header values (and the credentials of an
 * `<auth-scheme> <credentials>` value on their own, and the decoded user:password of a Basic
 * one), and the URL's query values, username and password — each in every form it may be
 * echoed in (see {@link secretForms}). Used to mask text that might echo them.
 */
export function secretsOf(config: McpServerConfig): readonly string[] {
  const values: string[] = [];
  if (config.transport === "stdio") values.push(...Object.values(config.env));
  else {
    for (const value of Object.values(config.headers)) {
      values.push(value, ...basicParts(value));
      // `Bearer <token>`, `Basic <credentials>`: a server may echo the credential without its scheme.
      const credential = AUTH_SCHEME.exec(value)?.[1];
      if (credential !== undefined) values.push(credential);
    }
    if (URL.canParse(config.url)) {
      const url = new URL(config.url);
      values.push(...url.searchParams.values(), url.username, url.password, url.search.slice(1));
    }
  }
  return secretForms(values);
}

/**
 * `text` with every secret masked (every form, and long fragments: see {@link maskSecrets}),
 * whitespace collapsed and cut to a short line — masked before it is cut, so a cut never
 * leaves part of a secret. Safe to show in a status, an error or a log.
 */
export function redact(text: string, secrets: readonly string[]): string {
  const out = maskSecrets(text, secrets).replace(/\s+/g, " ").trim();
  return out.length > MAX_REASON_LENGTH ? `${out.slice(0, MAX_REASON_LENGTH - 1)}…` : out;
}

/** The message of any thrown value. */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === "string" ? error : "unknown error";
}
