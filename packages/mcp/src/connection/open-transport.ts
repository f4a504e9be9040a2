import { StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import type { Transport } from "@modelcontextprotocol/client";
import { getDefaultEnvironment, StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import type { McpServerConfig } from "../config/server-config-types.js";
import { cappedFetch } from "./capped-fetch.js";
import { StderrTail } from "./stderr-tail.js";

/** A client transport for one configured server, before `connect`. */
export interface OpenedTransport {
  readonly transport: Transport;
  /** The pid the child was spawned with (stdio only); kept after it exits. */
  readonly pid: () => number | undefined;
  /** The child's recent stderr (stdio only); raw, redact before showing. */
  readonly stderr: StderrTail | undefined;
}

/**
 * Creates the transport for `config`: a child process over stdio (stderr piped and kept,
 * never inherited; env = the SDK's minimal safe default env — HOME, LOGNAME, PATH, SHELL,
 * TERM, USER — plus the configured env; stderr masked with `secrets`, each whole line also to
 * `onStderrLine`), or Streamable HTTP with
 * the configured headers and responses capped (see {@link cappedFetch}).
 */
export function openTransport(
  config: McpServerConfig,
  secrets: readonly string[] = [],
  onStderrLine?: (line: string) => void,
): OpenedTransport {
  if (config.transport === "http") {
    const transport = new StreamableHTTPClientTransport(new URL(config.url), {
      requestInit: { headers: { ...config.headers } },
      fetch: cappedFetch(),
    });
    return { transport, pid: () => undefined, stderr: undefined };
  }
  const transport = new StdioClientTransport({
    command: config.command,
    args: [...config.args],
    env: { ...getDefaultEnvironment(), ...config.env },
    stderr: "pipe",
    ...(config.cwd === undefined ? {} : { cwd: config.cwd }),
  });
  // The SDK forgets the child as soon as it starts closing; remember its pid to make sure it is gone.
  let spawned: number | undefined;
  return {
    transport,
    pid: () => (spawned ??= transport.pid ?? undefined),
    stderr: new StderrTail(transport.stderr, secrets, onStderrLine),
  };
}
