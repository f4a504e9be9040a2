import { redact } from "../redact/redact.js";

/** The levels of `serve --log-level`, most verbose first. */
export type GatewayLogLevel = "debug" | "info" | "warn" | "error";

/** Every level, most verbose first. */
export const GATEWAY_LOG_LEVELS: readonly GatewayLogLevel[] = Object.freeze(["debug", "info", "warn", "error"]);

/** One thing the gateway did: what (`msg`), for which server, tool and request, and how long it took. */
export interface GatewayLogRecord {
  readonly level: GatewayLogLevel;
  readonly msg: string;
  readonly server?: string | undefined;
  readonly tool?: string | undefined;
  readonly requestId?: string | number | undefined;
  readonly durationMs?: number | undefined;
}

/** Where the gateway writes what it does (`serve --log-level`). */
export interface GatewayLog {
  write(record: GatewayLogRecord): void;
}

/**
 * A {@link GatewayLog} writing one JSON object per line (`time`, `level`, `msg`, then `server`,
 * `tool`, `requestId`, `durationMs` where known) for records at or above `level`; `write`
 * defaults to standard error. A message passes through the redactor (one short line); records
 * never carry arguments, results, headers or environment values.
 *
 * @example
 * ```ts
 * const log = jsonLineLog("info");
 * log.write({ level: "info", msg: "tools/call", tool: "tool_search", requestId: 3, durationMs: 1.2 });
 * // {"time":"2026-12-04T20:00:00.000Z","level":"info","msg":"tools/call","tool":"tool_search","requestId":3,"durationMs":1.2}
 * ```
 */
export function jsonLineLog(
  level: GatewayLogLevel,
  write: (line: string) => void = (line) => void process.stderr.write(line),
  now: () => Date = () => new Date(),
): GatewayLog {
  const floor = GATEWAY_LOG_LEVELS.indexOf(level);
  return {
    write(record) {
      if (GATEWAY_LOG_LEVELS.indexOf(record.level) < floor) return;
      const line = {
        time: now().toISOString(),
        level: record.level,
        msg: redact(record.msg, []),
        ...(record.server === undefined ? {} : { server: record.server }),
        ...(record.tool === undefined ? {} : { tool: record.tool }),
        ...(record.requestId === undefined ? {} : { requestId: record.requestId }),
        ...(record.durationMs === undefined ? {} : { durationMs: Math.round(record.durationMs * 1000) / 1000 }),
      };
      write(`${JSON.stringify(line)}\n`);
    },
  };
}
