import { basename } from "node:path";
import { existsSync } from "node:fs";
import { SdkError, SdkErrorCode } from "@modelcontextprotocol/client";
import { errorGuard, HermesError } from "@hermes/catalog";
import { messageOf, redact } from "../redact/redact.js";
import type { McpServerConfig } from "../config/server-config-types.js";

/**
 * Codes of the errors a downstream connection throws while it starts:
 * - `START_TIMEOUT`: the server did not become ready within the start timeout;
 * - `OVERSIZED_MESSAGE`: the server sent one stdio message larger than the SDK's read buffer.
 */
export type McpStartErrorCode = "START_TIMEOUT" | "OVERSIZED_MESSAGE";

/** Thrown when a server does not become ready within the start timeout (docs/errors.md, "Thrown errors"). */
export class StartTimeoutError extends HermesError<Extract<McpStartErrorCode, "START_TIMEOUT">> {
  /** The start timeout that passed, in milliseconds. */
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super("START_TIMEOUT", `did not start within ${timeoutMs} ms`, "StartTimeoutError");
    this.timeoutMs = timeoutMs;
  }
}

/** Whether `value` is a {@link StartTimeoutError}, also one from another installed copy of this package. */
export const isStartTimeoutError: (value: unknown) => value is StartTimeoutError =
  errorGuard<StartTimeoutError>("StartTimeoutError");

/** Most bytes of one stdio message the SDK buffers (its `STDIO_DEFAULT_MAX_BUFFER_SIZE`). */
const STDIO_MESSAGE_LIMIT_MB = 10;

/** The server sent one message larger than the stdio buffer; the SDK then closes the connection. */
export class OversizedMessageError extends HermesError<Extract<McpStartErrorCode, "OVERSIZED_MESSAGE">> {
  constructor() {
    super(
      "OVERSIZED_MESSAGE",
      `the server sent a message larger than ${STDIO_MESSAGE_LIMIT_MB} MB (the most one stdio message may hold)`,
      "OversizedMessageError",
    );
  }
}

/** Whether `value` is an {@link OversizedMessageError}, also one from another installed copy of this package. */
const isOversizedMessageError: (value: unknown) => value is OversizedMessageError =
  errorGuard<OversizedMessageError>("OversizedMessageError");

/**
 * Whether a transport error is the SDK's stdio read-buffer overflow. The SDK gives it no
 * code, so its message is the only mark (sdk/shared/stdio.js `ReadBuffer`).
 */
export function isOversizedMessage(error: unknown): boolean {
  return error instanceof Error && /^ReadBuffer exceeded maximum size/.test(error.message);
}

/** The first string `code` on the error's `cause` chain (a fetch failure's socket error sits below the SDK's own error). */
const causeCode = (error: unknown): string | undefined => {
  let cause: unknown = error instanceof Error ? error.cause : undefined;
  for (let depth = 0; depth < 5 && typeof cause === "object" && cause !== null; depth += 1) {
    const code: unknown = "code" in cause ? cause.code : undefined;
    if (typeof code === "string") return code;
    cause = cause instanceof Error ? cause.cause : undefined;
  }
  return undefined;
};

/** Start failures a retry cannot fix. */
class PermanentReason {
  constructor(readonly text: string) {}
}

function baseReason(error: unknown, config: McpServerConfig | undefined): string | PermanentReason {
  if (isStartTimeoutError(error) || isOversizedMessageError(error)) return error.message;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (config?.transport === "stdio") {
    if (code === "ENOENT") {
      return new PermanentReason(
        config.cwd !== undefined && !existsSync(config.cwd)
          ? "working directory not found"
          : `command not found: ${basename(config.command)}`,
      );
    }
    if (code === "EACCES") return new PermanentReason(`command is not executable: ${basename(config.command)}`);
  }
  if (error instanceof SdkError && error.code === SdkErrorCode.ConnectionClosed) {
    return config?.transport === "stdio"
      ? "the server process exited during startup"
      : "the connection closed during startup";
  }
  if (error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout)
    return "the server did not answer in time";
  const cause = causeCode(error);
  if (cause === "ECONNREFUSED") return "connection refused";
  if (cause === "ENOTFOUND" || cause === "EAI_AGAIN") return "host not found";
  return messageOf(error);
}

/**
 * A short reason for a failed start, safe to show: known causes in plain words, the last
 * stderr line of a stdio child appended, every secret masked; `permanent` when a retry
 * cannot help (command not found, not executable, no such working directory).
 */
export function startFailureReason(
  error: unknown,
  config: McpServerConfig | undefined,
  stderrLine: string | undefined,
  secrets: readonly string[],
): { readonly reason: string; readonly permanent: boolean } {
  const base = baseReason(error, config);
  const permanent = base instanceof PermanentReason;
  const text = base instanceof PermanentReason ? base.text : base;
  const detail = stderrLine === undefined || isStartTimeoutError(error) ? "" : `: ${stderrLine}`;
  return { reason: redact(`${text}${detail}`, secrets), permanent };
}
