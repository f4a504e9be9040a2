import type { Readable, Writable } from "node:stream";
import type { Server, Transport } from "@modelcontextprotocol/server";
import { serveStdio as sdkServeStdio, StdioServerTransport } from "@modelcontextprotocol/server/stdio";

/** A running server; `close()` disconnects it. */
export interface ServedServer {
  close(): Promise<void>;
}

/**
 * Serves MCP over stdio (this process's stdin/stdout unless streams are given), for clients of
 * either protocol era: a 2025-era client (`initialize`, 2025-11-25 or 2025-06-18) and a
 * 2026-07-28 client (per-request `_meta` envelope, `server/discover`) both work; the SDK's
 * `serveStdio` entry decides the era from the connection's opening message. Pass a factory
 * (called once per connection, and once more for a discarded `server/discover` probe) or one
 * `Server`. Nothing else may write to stdout while it runs — log to stderr. `streams.transport`
 * serves another transport instead (an in-memory pair in tests, a socket).
 *
 * @example
 * ```ts
 * const served = await serveStdio(() => createFrontServer(options));
 * process.on("SIGTERM", () => void served.close());
 * ```
 */
export function serveStdio(
  server: Server | (() => Server),
  streams: { readonly stdin?: Readable; readonly stdout?: Writable; readonly transport?: Transport } = {},
): Promise<ServedServer> {
  const factory = typeof server === "function" ? server : () => server;
  const transport = streams.transport ?? new StdioServerTransport(streams.stdin, streams.stdout);
  const handle = sdkServeStdio(factory, { transport });
  return Promise.resolve({ close: () => handle.close() });
}
