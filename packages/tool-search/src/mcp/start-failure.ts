import { basename } from "node:path";
import { existsSync } from "node:fs";
import { ErrorCode, McpError } from "@modelcontextprotocol/sdk/types.js";
import { messageOf, redact } from "./redact.js";
import type { McpServerConfig } from "./server-config-types.js";

/** Thrown when a server does not become ready within the start timeout. */
export class StartTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`did not start within ${timeoutMs} ms`);
  }
}

const causeCode = (error: unknown): string | undefined => {
  const cause: unknown = error instanceof Error ? error.cause : undefined;
  const code: unknown = typeof cause === "object" && cause !== null && "code" in cause ? cause.code : undefined;
  return typeof code === "string" ? code : undefined;
};

function baseReason(error: unknown, config: McpServerConfig | undefined): string {
  if (error instanceof StartTimeoutError) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (config?.transport === "stdio") {
    if (code === "ENOENT") {
      return config.cwd !== undefined && !existsSync(config.cwd) ? "working directory not found" : `command not found: ${basename(config.command)}`;
    }
    if (code === "EACCES") return `command is not executable: ${basename(config.command)}`;
  }
  if (error instanceof McpError && error.code === (ErrorCode.ConnectionClosed as number)) {
    return config?.transport === "stdio" ? "the server process exited during startup" : "the connection closed during startup";
  }
  if (error instanceof McpError && error.code === (ErrorCode.RequestTimeout as number)) return "the server did not answer in time";
  const cause = causeCode(error);
  if (cause === "ECONNREFUSED") return "connection refused";
  if (cause === "ENOTFOUND" || cause === "EAI_AGAIN") return "host not found";
  return messageOf(error);
}

/**
 * A short reason for a failed start, safe to show: known causes in plain words, the last
 * stderr line of a stdio child appended, every secret masked.
 */
export function startFailureReason(
  error: unknown,
  config: McpServerConfig | undefined,
  stderrLine: string | undefined,
  secrets: readonly string[],
): string {
  const base = baseReason(error, config);
  const detail = stderrLine === undefined || error instanceof StartTimeoutError ? "" : `: ${stderrLine}`;
  return redact(`${base}${detail}`, secrets);
}
