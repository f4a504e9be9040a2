import type { LoggingLevel } from "@modelcontextprotocol/server";

// The level each front connection asked for with `logging/setLevel`, kept per front server so
// one client's level never filters another's messages.
const ORDER: readonly LoggingLevel[] = [
  "debug",
  "info",
  "notice",
  "warning",
  "error",
  "critical",
  "alert",
  "emergency",
];
const levels = new WeakMap<object, LoggingLevel>();

/** Records the level the front client of `front` set. */
export function setFrontLogLevel(front: object, level: LoggingLevel): void {
  levels.set(front, level);
}

/** Whether a message at `level` goes to the front client of `front`: all do until it set a level. */
export function frontLogAllows(front: object, level: LoggingLevel): boolean {
  const floor = levels.get(front);
  return floor === undefined || ORDER.indexOf(level) >= ORDER.indexOf(floor);
}
