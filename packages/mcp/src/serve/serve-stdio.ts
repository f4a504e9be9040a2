import type { Readable, Writable } from "node:stream";
import type { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";

/** A running server; `close()` disconnects it. */
export interface ServedServer {
  close(): Promise<void>;
}

/**
 * Serves `server` over stdio (this process's stdin/stdout unless streams are given).
 * Nothing else may write to stdout while it runs — log to stderr.
 */
export async function serveStdio(
  server: Server,
  streams: { readonly stdin?: Readable; readonly stdout?: Writable } = {},
): Promise<ServedServer> {
  await server.connect(new StdioServerTransport(streams.stdin, streams.stdout));
  return { close: () => server.close() };
}
