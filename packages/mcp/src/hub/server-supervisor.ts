import type { Client } from "@modelcontextprotocol/client";
import { callFailure, type McpCallOptions, type McpCallOutcome } from "../connection/call-outcome.js";
import {
  resolveConnectionOptions,
  type McpConnectionEvent,
  type McpConnectionOptions,
  type McpConnectionStatus,
} from "../connection/connection-types.js";
import type { McpTool } from "../connection/list-tools.js";
import { McpConnection } from "../connection/mcp-connection.js";
import { notifyListeners } from "./change-listeners.js";
import { messageOf } from "../redact/redact.js";
import type { McpServerConfig } from "../config/server-config-types.js";
import type { McpForwardKind } from "../connection/server-requests.js";

/** When and how often a crashed or failed server is started again. */
export interface RestartPolicy {
  /** Restarts before giving up (a server's `max_restarts` overrides it). Default 3; 0 never restarts. */
  readonly maxRestarts?: number;
  /** Wait before the first restart; doubled for each next one. Default 1 000 ms. */
  readonly initialDelayMs?: number;
  /** Longest wait between restarts. Default 30 000 ms. */
  readonly maxDelayMs?: number;
}

/** One attempt settled: for a progress line. */
export interface AttemptOutcome {
  readonly state: "starting" | "ready" | "failed";
  readonly reason?: string;
  readonly toolCount?: number;
  /** For a `starting` of a restart: which restart it is (1 = the first). */
  readonly restart?: number;
}

const wholeOr = (value: number | undefined, fallback: number): number =>
  value !== undefined && Number.isFinite(value) && value >= 0 ? Math.floor(value) : fallback;

/**
 * Keeps one downstream server running: starts it, and after a crash (or a start failure a
 * retry can fix) starts it again after a backoff (1 s, 2 s, 4 s… up to 30 s) until
 * `maxRestarts` restarts were spent; a start that timed out is retried with twice the
 * timeout. Between attempts it reports `failed` with the reason and the next step, and keeps
 * the tools it last listed, so a call to one of them says which server is down and why.
 * Never throws. See docs/architecture.md (downstream server lifecycle).
 */
export class ServerSupervisor {
  readonly name: string;
  #current: McpConnection | undefined;
  #status: McpConnectionStatus = Object.freeze({ state: "starting" });
  #known: readonly McpTool[] = Object.freeze([]);
  #restarts = 0;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  #startTimeoutMs: number;
  #settled: Promise<void> | undefined;
  readonly #listeners = new Set<(event: McpConnectionEvent) => void>();
  readonly #maxRestarts: number;
  readonly #initialDelayMs: number;
  readonly #maxDelayMs: number;

  constructor(
    private readonly source:
      | { readonly config: McpServerConfig }
      | { readonly name: string; readonly client: Client; readonly forward?: readonly McpForwardKind[] },
    private readonly options: McpConnectionOptions,
    policy: RestartPolicy,
    private readonly onAttempt: (outcome: AttemptOutcome) => void,
  ) {
    this.name = "config" in source ? source.config.name : source.name;
    // An attached client cannot be started again.
    this.#maxRestarts = "config" in source ? wholeOr(source.config.maxRestarts ?? policy.maxRestarts, 3) : 0;
    this.#initialDelayMs = Math.max(1, wholeOr(policy.initialDelayMs, 1_000));
    this.#maxDelayMs = Math.max(this.#initialDelayMs, wholeOr(policy.maxDelayMs, 30_000));
    const configured = "config" in source ? source.config.startTimeoutMs : undefined;
    this.#startTimeoutMs = configured ?? resolveConnectionOptions(options).startTimeoutMs;
  }

  /** Starts the first attempt; resolves when it is ready or failed (later restarts do not delay it). */
  start(): Promise<void> {
    this.#settled ??= this.#attempt();
    return this.#settled;
  }

  /** The state: the running attempt's, or `failed` with why and what comes next while waiting to restart. */
  get status(): McpConnectionStatus {
    return this.#status;
  }

  /** The tools of the running attempt; while down, the tools last listed (so calls to them name this server). */
  get tools(): readonly McpTool[] {
    return this.#current?.status.state === "ready" ? this.#current.tools : this.#known;
  }

  /** Restarts done so far. */
  get restarts(): number {
    return this.#restarts;
  }

  /** The pid of the current stdio child, if any. */
  get pid(): number | undefined {
    return this.#current?.pid;
  }

  /** The connection of the current attempt. */
  get connection(): McpConnection | undefined {
    return this.#current;
  }

  /** Subscribes to tool-list and state changes; returns the unsubscribe function. */
  onChange(listener: (event: McpConnectionEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Re-lists the tools of the running attempt. */
  refresh(): Promise<void> {
    return this.#current?.refresh() ?? Promise.resolve();
  }

  /** Calls a tool on the running attempt; while down, `unavailable` naming this server and why. Never rejects. */
  callTool(name: string, args: unknown, options: McpCallOptions = {}): Promise<McpCallOutcome> {
    const current = this.#current;
    if (current !== undefined && current.status.state === "ready") return current.callTool(name, args, options);
    const why = this.#status.reason ?? this.#status.state;
    return Promise.resolve(
      callFailure(
        "UNAVAILABLE",
        `'${name}' belongs to MCP server "${this.name}", which is unavailable: ${why}`,
        name,
        this.name,
      ),
    );
  }

  /** Stops restarting and closes the current attempt (the child is stopped). */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    this.#setStatus({ state: "closed", reason: "closed" });
    this.#listeners.clear();
    await this.#current?.close();
  }

  async #attempt(): Promise<void> {
    if (this.#closed) return;
    if (this.#restarts > 0)
      this.#setStatus({ state: "starting", reason: `restart ${this.#restarts} of ${this.#maxRestarts}` });
    this.onAttempt(this.#restarts > 0 ? { state: "starting", restart: this.#restarts } : { state: "starting" });
    let connection: McpConnection;
    if ("config" in this.source) {
      const launched = McpConnection.launch(this.source.config, this.#attemptOptions());
      connection = launched.connection;
      this.#current = connection; // closable while it starts
      await launched.settled;
    } else {
      connection = await McpConnection.attach(this.source.name, this.source.client, this.options, this.source.forward);
      this.#current = connection;
    }
    if (this.#closed) {
      await connection.close();
      return;
    }
    connection.onChange((event) => this.#onConnectionChange(connection, event));
    this.#afterSettle(connection);
  }

  #attemptOptions(): McpConnectionOptions {
    const config = "config" in this.source ? this.source.config : undefined;
    const callTimeoutMs = config?.callTimeoutMs ?? this.options.callTimeoutMs;
    return {
      ...this.options,
      startTimeoutMs: this.#startTimeoutMs,
      ...(callTimeoutMs === undefined ? {} : { callTimeoutMs }),
    };
  }

  #afterSettle(connection: McpConnection): void {
    const { state, reason } = connection.status;
    if (state === "ready") {
      this.#known = connection.tools;
      this.#setStatus({ state: "ready" });
      this.onAttempt({ state: "ready", toolCount: connection.tools.length });
      return;
    }
    const why = reason ?? state;
    this.onAttempt({ state: "failed", reason: why });
    this.#failed(connection, why);
  }

  #onConnectionChange(connection: McpConnection, event: McpConnectionEvent): void {
    if (connection !== this.#current || this.#closed) return;
    if (event.kind === "tools") {
      this.#known = connection.tools;
      this.#emit("tools");
      return;
    }
    if (connection.status.state === "failed" && this.#status.state === "ready") {
      const why = connection.status.reason ?? "failed";
      this.onAttempt({ state: "failed", reason: why });
      this.#failed(connection, why);
    }
  }

  #failed(connection: McpConnection, why: string): void {
    if (connection.permanentFailure || this.#restarts >= this.#maxRestarts) {
      const end =
        this.#maxRestarts === 0 || connection.permanentFailure
          ? ""
          : ` (gave up after ${this.#restarts} restart${this.#restarts === 1 ? "" : "s"})`;
      this.#setStatus({ state: "failed", reason: `${why}${end}` });
      return;
    }
    const delay = Math.min(this.#maxDelayMs, this.#initialDelayMs * 2 ** this.#restarts);
    this.#restarts += 1;
    if (connection.startTimedOut) this.#startTimeoutMs *= 2; // a slow first start (a download): give the next attempt longer
    const seconds = delay >= 1_000 ? `${Math.round(delay / 1_000)} s` : `${delay} ms`;
    this.#setStatus({
      state: "failed",
      reason: `${why}; restarting in ${seconds} (restart ${this.#restarts} of ${this.#maxRestarts})`,
    });
    this.#timer = setTimeout(() => {
      this.#attempt().catch((error: unknown) =>
        this.options.logger?.warn(`restarting MCP server "${this.name}" failed: ${messageOf(error)}`),
      );
    }, delay);
  }

  #setStatus(status: McpConnectionStatus): void {
    this.#status = Object.freeze(status);
    this.#emit("status");
  }

  #emit(kind: McpConnectionEvent["kind"]): void {
    notifyListeners(this.#listeners, kind, this.name, (message) =>
      this.options.logger?.warn(message, { server: this.name }),
    );
  }
}
