import { readFileSync } from "node:fs";
import { parseSessionKey, type ServeHttpOptions } from "@hermes/mcp";
import type { ServeHttpFlags } from "../serve-http-args.js";

/** What the replica and OAuth flags of `serve --http` turn into. */
export interface ScaleOut {
  /** `serveHttp` options besides the port and a per-start token. */
  readonly options: Pick<ServeHttpOptions, "sessionKey" | "oauth" | "allowedHosts" | "host">;
  /** The token read from `--shared-token-file`, when given. */
  readonly bearerToken: string | undefined;
  /** Set when OAuth is on. */
  readonly oauth: ServeHttpOptions["oauth"];
}

function readText(file: string, flag: string): string {
  try {
    return readFileSync(file, "utf8");
  } catch (error) {
    throw new Error(`${flag} ${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

/**
 * Reads the files the flags name (the session key, a shared token) and builds the options, or
 * returns the problem: an unreadable file, a key that is not 64 hex characters, a token shorter
 * than 32 characters.
 */
export function readScaleOut(flags: ServeHttpFlags): ScaleOut | string {
  let sessionKey: Buffer | undefined;
  let bearerToken: string | undefined;
  try {
    if (flags.sessionKeyFile !== undefined) {
      sessionKey = parseSessionKey(readText(flags.sessionKeyFile, "--session-key-file"));
      if (sessionKey === undefined)
        return `--session-key-file ${flags.sessionKeyFile} must hold 64 hex characters (make one with: openssl rand -hex 32)`;
    }
    if (flags.sharedTokenFile !== undefined) {
      bearerToken = readText(flags.sharedTokenFile, "--shared-token-file").trim();
      if (bearerToken.length < 32 || /\s/.test(bearerToken))
        return `--shared-token-file ${flags.sharedTokenFile} must hold one token of 32 or more characters without spaces (make one with: openssl rand -base64 32)`;
    }
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  const oauth =
    flags.oauth === undefined
      ? undefined
      : {
          issuer: flags.oauth.issuer,
          audience: flags.oauth.audience,
          scopes: flags.oauth.scopes,
          ...(flags.oauth.jwksUrl === undefined ? {} : { jwksUrl: flags.oauth.jwksUrl }),
        };
  return {
    bearerToken,
    oauth,
    options: {
      ...(sessionKey === undefined ? {} : { sessionKey }),
      ...(oauth === undefined ? {} : { oauth }),
      ...(flags.allowedHosts.length === 0 ? {} : { allowedHosts: flags.allowedHosts }),
      ...(flags.bind === undefined ? {} : { host: flags.bind }),
    },
  };
}
