import { closeSync, openSync, writeSync } from "node:fs";
import type { CliArgs } from "./cli-args.js";

/** Where the servers' stderr lines go for `--verbose` / `--log-file`, and how to stop. */
export interface ServerStderr {
  /** The hub's `onStderr`, or `undefined` when neither flag is given. */
  readonly onStderr: ((server: string, line: string) => void) | undefined;
  close(): void;
}

/**
 * The sink of `--verbose` (each line on stderr as `[server] line`) and `--log-file <file>`
 * (appended as `<ISO time> [server] line`, the file created readable by the user only). Lines
 * arrive with the servers' secrets already masked. Throws when the log file cannot be opened
 * (the caller reports it before any server starts).
 */
export function serverStderr(
  args: Pick<CliArgs, "verbose" | "logFile">,
  err: (text: string) => void,
  now: () => Date = () => new Date(),
): ServerStderr {
  const fd = args.logFile === undefined ? undefined : openSync(args.logFile, "a", 0o600);
  if (!args.verbose && fd === undefined) return { onStderr: undefined, close: () => undefined };
  return {
    onStderr: (server, line) => {
      if (args.verbose) err(`[${server}] ${line}\n`);
      if (fd !== undefined) writeSync(fd, `${now().toISOString()} [${server}] ${line}\n`);
    },
    close: () => {
      if (fd !== undefined) closeSync(fd);
    },
  };
}
