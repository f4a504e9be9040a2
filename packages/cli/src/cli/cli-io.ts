/** Where a command writes: stdout for results, stderr for progress and errors. */
export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/**
 * Exit codes: 0 done, 1 the command ran but failed (e.g. a tool error, or `inspect` with every
 * server unavailable), 2 bad usage or config, 3 `inspect` done with some servers unavailable.
 */
export const EXIT = Object.freeze({ ok: 0, failed: 1, usage: 2, someUnavailable: 3 });

/** Pads cells into aligned columns. */
export function columns(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((row) => row.map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0))).join("  "))
    .join("\n");
}

/** 12345 → "12,345". */
export const count = (n: number): string => n.toLocaleString("en-US");

/** The `code` of a CLI problem report (`--json`). */
export type CliErrorCode =
  | "USAGE" // the command line is wrong (unknown command or option, missing query)
  | "CONFIG" // the config file is missing or has problems (listed in `problems`)
  | "PINS" // the pin file (`--pins`, or next to the config) is missing or invalid
  | "PINS_UNAVAILABLE" // `pin` refused: a configured server is not ready, its tools would be left out
  | "FAILED"; // the command itself failed

/**
 * Reports a usage or config problem: with `--json`, one JSON object `{error, code, problems?}`
 * on stdout (a script reads one channel); otherwise the message on stderr.
 */
export function reportProblem(
  io: CliIo,
  json: boolean,
  code: CliErrorCode,
  message: string,
  problems?: readonly string[],
  help?: string,
): void {
  if (json) {
    io.out(`${JSON.stringify({ error: message, code, ...(problems === undefined ? {} : { problems }) })}\n`);
    return;
  }
  const list = problems === undefined ? "" : `\n${problems.map((problem) => `  - ${problem}`).join("\n")}`;
  io.err(`hermes-tool-search: ${message}${list}\n${help === undefined ? "" : `\n${help}\n`}`);
}
