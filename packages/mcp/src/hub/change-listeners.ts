import type { McpConnectionEvent } from "../connection/connection-types.js";
import { messageOf } from "../redact/redact.js";

/**
 * Sends one frozen change event to every listener (a copy of the set, so a listener may
 * unsubscribe while it runs); a listener that throws is reported to `warn` and the others still run.
 */
export function notifyListeners(
  listeners: ReadonlySet<(event: McpConnectionEvent) => void>,
  kind: McpConnectionEvent["kind"],
  server: string,
  warn: (message: string) => void,
): void {
  const event = Object.freeze({ kind, server });
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (error) {
      warn(`an MCP change listener threw: ${messageOf(error)}`);
    }
  }
}
