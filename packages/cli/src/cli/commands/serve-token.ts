import { randomBytes } from "node:crypto";
import { chmodSync, mkdirSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";

/**
 * Where `serve --http` writes its bearer token unless `--token-file` says otherwise:
 * `$XDG_STATE_HOME/hermes-tool-search/serve-token` (`~/.local/state/…` without it).
 */
export function defaultTokenFile(env: NodeJS.ProcessEnv = process.env): string {
  const state = env["XDG_STATE_HOME"] ?? join(homedir(), ".local", "state");
  return join(state, "hermes-tool-search", "serve-token");
}

/**
 * A new random bearer token (32 bytes, base64url), written to `file` (its folder created)
 * readable and writable by the user only (mode 0600, also when the file was there before).
 */
export function issueToken(file: string): string {
  const token = randomBytes(32).toString("base64url");
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}
