import type { Logger } from "@hermes/catalog";
import type { Implementation } from "@modelcontextprotocol/server";

/** Options of one downstream connection (all optional). */
export interface McpConnectionOptions {
  /** Sent in `initialize`. Default `{ name: "hermes-tool-search", version: "0.0.0" }`. */
  readonly clientInfo?: Implementation;
  /** Receives warnings (re-list failures, truncated listings); messages never hold secrets. */
  readonly logger?: Logger;
  /** Connect + first full listing must finish within this. Default 30 000 ms. */
  readonly startTimeoutMs?: number;
  /** Default per-call timeout (and re-list timeout). Default 60 000 ms. */
  readonly callTimeoutMs?: number;
  /** Quiet period before re-listing after `list_changed`. Default 50 ms. */
  readonly listChangedDebounceMs?: number;
  /** Most `tools/list` pages followed. Default 100. */
  readonly maxListPages?: number;
  /** Wait between stdin close, SIGTERM and SIGKILL when stopping a child. Default 2 000 ms. */
  readonly closeGraceMs?: number;
  /**
   * Receives each whole line a stdio server writes to stderr (without its line break), with the
   * server's secrets masked, e.g. for a `--verbose` view or a log file. Default: none (only the
   * last lines are kept, to explain a failure).
   */
  readonly onStderr?: (server: string, line: string) => void;
}

/** {@link McpConnectionOptions} with defaults filled in. */
export interface ResolvedConnectionOptions {
  readonly clientInfo: Implementation;
  readonly logger: Logger | undefined;
  readonly startTimeoutMs: number;
  readonly callTimeoutMs: number;
  readonly listChangedDebounceMs: number;
  readonly maxListPages: number;
  readonly closeGraceMs: number;
}

/** Lifecycle of a connection: `failed` and `closed` are final for one `McpConnection`; a hub's `ServerSupervisor` may go from `failed` back to `starting` (a restart). */
export type McpConnectionState = "starting" | "ready" | "failed" | "closed";

/** The state and, for `failed` and `closed` (and a restart's `starting`: `restart 1 of 3`), a short reason without secrets. */
export interface McpConnectionStatus {
  readonly state: McpConnectionState;
  readonly reason?: string;
}

/** Emitted when the tool list changed (`tools`) or the state changed (`status`). */
export interface McpConnectionEvent {
  readonly kind: "tools" | "status";
  readonly server: string;
}

const positive = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : fallback;

/** Fills in defaults; non-positive or non-finite numbers fall back to the default. */
export function resolveConnectionOptions(options: McpConnectionOptions): ResolvedConnectionOptions {
  return {
    clientInfo: options.clientInfo ?? { name: "hermes-tool-search", version: "0.0.0" },
    logger: options.logger,
    startTimeoutMs: positive(options.startTimeoutMs, 30_000),
    callTimeoutMs: positive(options.callTimeoutMs, 60_000),
    listChangedDebounceMs: positive(options.listChangedDebounceMs, 50),
    maxListPages: Math.floor(positive(options.maxListPages, 100)),
    closeGraceMs: positive(options.closeGraceMs, 2_000),
  };
}
