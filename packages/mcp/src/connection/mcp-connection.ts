import { Client } from "@modelcontextprotocol/client";
import {
  normalizeCallAnswer,
  callFailure,
  classifyCallError,
  type McpCallOptions,
  type McpCallOutcome,
} from "./call-outcome.js";
import { closeClient } from "./close-client.js";
import {
  resolveConnectionOptions,
  type McpConnectionEvent,
  type McpConnectionOptions,
  type McpConnectionStatus,
  type ResolvedConnectionOptions,
} from "./connection-types.js";
import { listAllTools, reuseUnchanged, type McpTool, type ToolListing } from "./list-tools.js";
import { openTransport, type OpenedTransport } from "./open-transport.js";
import { observedCall } from "../observe/observed-call.js";
import { orderResponsesAfterNotifications } from "./ordered-responses.js";
import {
  forwardCapabilities,
  InFlightCalls,
  registerServerRequests,
  taggedLog,
  type McpDownstreamNotice,
  type McpForwardKind,
} from "./server-requests.js";
import { isRecord } from "../config/config-reader.js";
import { notifyListeners } from "../hub/change-listeners.js";
import { messageOf, redact, secretsOf } from "../redact/redact.js";
import { RefreshScheduler } from "../hub/refresh-scheduler.js";
import type { McpServerConfig } from "../config/server-config-types.js";
import {
  isOversizedMessage,
  isStartTimeoutError,
  OversizedMessageError,
  startFailureReason,
  StartTimeoutError,
} from "./start-failure.js";

export type {
  McpConnectionEvent,
  McpConnectionOptions,
  McpConnectionState,
  McpConnectionStatus,
} from "./connection-types.js";

/**
 * One downstream MCP server: started from a config entry ({@link McpConnection.start}) or
 * wrapping a connected SDK `Client` ({@link McpConnection.attach}). Never throws and never
 * rejects: failures become the `failed` state with a reason, and call errors become
 * structured outcomes. Follows `notifications/tools/list_changed` (debounced re-list);
 * unchanged tools keep their object identity.
 */
export class McpConnection {
  readonly name: string;
  #status: McpConnectionStatus = { state: "starting" };
  #tools: readonly McpTool[] = Object.freeze([]);
  #client: Client | undefined;
  #opened: OpenedTransport | undefined;
  #releasing: Promise<void> | undefined;
  readonly #listeners = new Set<(event: McpConnectionEvent) => void>();
  readonly #options: ResolvedConnectionOptions;
  readonly #secrets: readonly string[];
  readonly #config: McpServerConfig | undefined;
  readonly #refresh: RefreshScheduler;
  readonly #forward: readonly McpForwardKind[];
  readonly #calls = new InFlightCalls();
  readonly #notices = new Set<(notice: McpDownstreamNotice) => void>();
  /** A transport error that explains a close better than "exited" (an oversized message). */
  #transportError: Error | undefined;
  #permanent = false;
  #timedOut = false;
  #crashed = false;

  private constructor(
    name: string,
    options: McpConnectionOptions,
    config?: McpServerConfig,
    forward: readonly McpForwardKind[] = config?.forward ?? [],
  ) {
    this.name = name;
    this.#config = config;
    this.#forward = forward;
    this.#options = resolveConnectionOptions(options);
    this.#secrets = config === undefined ? [] : secretsOf(config);
    this.#refresh = new RefreshScheduler(this.#options.listChangedDebounceMs, () => this.#relist());
  }

  /** Starts a configured server (stdio child or Streamable HTTP); resolves once it is `ready` or `failed`. */
  static async start(config: McpServerConfig, options: McpConnectionOptions = {}): Promise<McpConnection> {
    const { connection, settled } = McpConnection.launch(config, options);
    await settled;
    return connection;
  }

  /**
   * Like {@link McpConnection.start}, but hands the connection over at once (state
   * `starting`), so it can be closed while it starts; `settled` resolves once it is `ready`
   * or `failed`.
   */
  static launch(
    config: McpServerConfig,
    options: McpConnectionOptions = {},
  ): { readonly connection: McpConnection; readonly settled: Promise<void> } {
    const connection = new McpConnection(config.name, options, config);
    const settled = connection.#boot(async (client) => {
      const { onStderr } = options;
      const opened = openTransport(
        config,
        connection.#secrets,
        onStderr === undefined ? undefined : (line) => onStderr(config.name, line),
      );
      connection.#opened = opened;
      const connecting = client.connect(opened.transport, { timeout: connection.#options.startTimeoutMs });
      opened.pid(); // spawn is synchronous: record the pid now
      await connecting;
    });
    return { connection, settled };
  }

  /**
   * Wraps an already connected `Client` (an in-memory pair, an embedder's client). Closing the
   * connection closes it. With `forward`, the client must have declared `forwardCapabilities(forward)`.
   */
  static async attach(
    name: string,
    client: Client,
    options: McpConnectionOptions = {},
    forward: readonly McpForwardKind[] = [],
  ): Promise<McpConnection> {
    const connection = new McpConnection(name, options, undefined, forward);
    await connection.#boot(() => Promise.resolve(), client);
    return connection;
  }

  /** The current state and reason. */
  get status(): McpConnectionStatus {
    return this.#status;
  }

  /** The tools as last listed (frozen; same array and objects while unchanged). Kept after a failure. */
  get tools(): readonly McpTool[] {
    return this.#tools;
  }

  /** Whether the start failed in a way a retry cannot fix (command not found, not executable, no such working directory). */
  get permanentFailure(): boolean {
    return this.#permanent;
  }

  /** Whether the start failed because it took longer than `startTimeoutMs`. */
  get startTimedOut(): boolean {
    return this.#timedOut;
  }

  /** Whether the connection failed after it was ready (the server crashed or the connection dropped). */
  get crashed(): boolean {
    return this.#crashed;
  }

  /**
   * The protocol version agreed with the server (`2026-07-28`, `2025-11-25`, `2025-06-18`, …),
   * once it is connected; `undefined` before.
   */
  get protocolVersion(): string | undefined {
    return this.#client?.getNegotiatedProtocolVersion();
  }

  /**
   * The connected SDK client while the connection is `ready`, `undefined` otherwise: what the
   * gateway's pass-through of resources, prompts, completion and logging sends requests on.
   */
  get readyClient(): Client | undefined {
    return this.#status.state === "ready" ? this.#client : undefined;
  }

  /** The pid of the stdio child (kept after it exits, so a caller can check it is gone). */
  get pid(): number | undefined {
    return this.#opened?.pid();
  }

  /** Subscribes to tool-list and state changes; returns the unsubscribe function. */
  onChange(listener: (event: McpConnectionEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Subscribes to downstream log messages no running call claims and to resource updates; returns the unsubscribe function. */
  onNotice(listener: (notice: McpDownstreamNotice) => void): () => void {
    this.#notices.add(listener);
    return () => this.#notices.delete(listener);
  }

  /** Re-lists the tools now (also done automatically on `list_changed`). */
  refresh(): Promise<void> {
    return this.#refresh.runNow();
  }

  /**
   * Calls a tool; resolves to the server's `CallToolResult` or a structured error. Never rejects.
   * With `options.request` (the front request the call runs for), the call's progress and trace
   * context come from it and the server's log messages and requests during the call go back to
   * its client.
   */
  async callTool(name: string, args: unknown, options: McpCallOptions = {}): Promise<McpCallOutcome> {
    const client = this.#client;
    if (this.#status.state !== "ready" || client === undefined) {
      const why = this.#status.reason ?? this.#status.state;
      return callFailure("UNAVAILABLE", `MCP server "${this.name}" is unavailable: ${why}`, name, this.name);
    }
    const input: unknown = args ?? {};
    if (!isRecord(input)) {
      return callFailure("INVALID_ARGUMENTS", `arguments of tool "${name}" must be a JSON object`, name, this.name);
    }
    const timeoutMs = options.timeoutMs ?? this.#options.callTimeoutMs;
    const { signal } = options;
    if (signal?.aborted === true)
      return callFailure("ABORTED", `tool "${name}" on MCP server "${this.name}" was cancelled`, name, this.name);
    // The front request this call runs for: its progress and trace context travel down, and the
    // server's log messages and requests during the call go back to its client.
    const scope = options.request;
    const release = scope === undefined ? () => undefined : this.#calls.add(scope);
    const onProgress = options.onProgress ?? scope?.onProgress;
    try {
      return await observedCall(this.name, name, scope, options.meta ?? scope?.meta, async (meta) => {
        try {
          const result = await client.callTool(
            { name, arguments: { ...input }, ...(meta === undefined ? {} : { _meta: { ...meta } }) },
            {
              timeout: timeoutMs,
              ...(signal === undefined ? {} : { signal }),
              // Progress keeps a long call alive: each notification restarts its timeout.
              ...(onProgress === undefined ? {} : { onprogress: onProgress, resetTimeoutOnProgress: true }),
            },
          );
          return { ok: true, result: normalizeCallAnswer(result) };
        } catch (error) {
          return classifyCallError(error, { tool: name, server: this.name, timeoutMs, signal, secrets: this.#secrets });
        }
      });
    } finally {
      release();
    }
  }

  /** Closes the connection: stops the child (stdin close, then SIGTERM, then SIGKILL), clears timers, drops listeners. */
  async close(): Promise<void> {
    if (this.#status.state !== "closed") this.#setStatus({ state: "closed", reason: "closed" });
    this.#listeners.clear();
    this.#notices.clear();
    await this.#release();
  }

  async #boot(connect: (client: Client) => Promise<void>, attached?: Client): Promise<void> {
    // Over HTTP the client asks `server/discover` first and speaks 2026-07-28 where the server
    // does, 2025-11-25 otherwise. A stdio server keeps the 2025 handshake: a probe would spawn a
    // second child per start, and stdio servers in use today all answer `initialize`.
    const negotiation = this.#config?.transport === "http" ? { versionNegotiation: { mode: "auto" as const } } : {};
    const client =
      attached ??
      new Client(this.#options.clientInfo, { capabilities: forwardCapabilities(this.#forward), ...negotiation });
    this.#client = client;
    this.#wire(client);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new StartTimeoutError(this.#options.startTimeoutMs)),
        this.#options.startTimeoutMs,
      );
    });
    const work = (async (): Promise<ToolListing> => {
      await connect(client);
      orderResponsesAfterNotifications(client);
      return listAllTools(client, { maxPages: this.#options.maxListPages, timeoutMs: this.#options.startTimeoutMs });
    })();
    work.catch(() => undefined);
    try {
      const listing = await Promise.race([work, deadline]);
      if (this.#status.state !== "starting") return;
      this.#tools = Object.freeze(listing.tools.slice());
      this.#warnTruncated(listing);
      this.#opened?.stderr?.mark(); // a later failure is explained by what follows, not the startup banner
      this.#setStatus({ state: "ready" });
    } catch (error) {
      if (this.#status.state !== "starting") return;
      await new Promise((resolve) => setImmediate(resolve)); // let the child's last stderr arrive
      if (this.#status.state !== "starting") return; // closed meanwhile
      const failure = startFailureReason(
        this.#transportError ?? error,
        this.#config,
        this.#opened?.stderr?.lastLine(),
        this.#secrets,
      );
      this.#permanent = failure.permanent;
      this.#timedOut = isStartTimeoutError(error);
      this.#setStatus({ state: "failed", reason: failure.reason });
      await this.#release();
    } finally {
      clearTimeout(timer);
    }
  }

  #wire(client: Client): void {
    client.setNotificationHandler("notifications/tools/list_changed", () => {
      if (this.#status.state === "ready") this.#refresh.request();
    });
    registerServerRequests(client, this.name, this.#forward, this.#calls);
    client.setNotificationHandler("notifications/message", (notification) => {
      const params = taggedLog(this.name, notification.params);
      const target = this.#calls.target();
      if (typeof target === "object") target.log(params);
      else this.#notify({ kind: "log", server: this.name, params });
    });
    client.setNotificationHandler("notifications/resources/updated", (notification) => {
      this.#notify({ kind: "resource-updated", server: this.name, uri: notification.params.uri });
    });
    const previousError = client.onerror;
    client.onerror = (error) => {
      previousError?.(error);
      if (isOversizedMessage(error)) this.#transportError = new OversizedMessageError();
    };
    const previous = client.onclose;
    client.onclose = () => {
      previous?.();
      if (this.#status.state !== "ready") return; // a start failure or close() reports itself
      const stderr = this.#opened?.stderr?.lastLine();
      const exited = this.#config?.transport === "stdio" ? "the server process exited" : "the connection closed";
      const base =
        this.#transportError === undefined ? exited : `${this.#transportError.message}; the connection was closed`;
      this.#crashed = true;
      this.#setStatus({
        state: "failed",
        reason: redact(stderr === undefined ? base : `${base}: ${stderr}`, this.#secrets),
      });
      void this.#release();
    };
  }

  async #relist(): Promise<void> {
    const client = this.#client;
    if (client === undefined || this.#status.state !== "ready") return;
    try {
      const listing = await listAllTools(client, {
        maxPages: this.#options.maxListPages,
        timeoutMs: this.#options.callTimeoutMs,
      });
      if (this.#status.state !== "ready") return;
      this.#warnTruncated(listing);
      const next = reuseUnchanged(this.#tools, listing.tools);
      if (next === this.#tools) return;
      this.#tools = next;
      this.#emit("tools");
    } catch (error) {
      if (this.#status.state === "ready")
        this.#warn(
          `could not re-list the tools of MCP server "${this.name}": ${redact(messageOf(error), this.#secrets)}`,
        );
    }
  }

  #warnTruncated(listing: ToolListing): void {
    if (listing.truncated === undefined) return;
    const why =
      listing.truncated === "max-pages" ? `more than ${this.#options.maxListPages} pages` : "a repeated cursor";
    this.#warn(`MCP server "${this.name}" listed tools in ${why}; kept the first ${listing.tools.length} tools`);
  }

  #warn(message: string): void {
    this.#options.logger?.warn(message, { server: this.name });
  }

  #setStatus(status: McpConnectionStatus): void {
    this.#status = Object.freeze(status);
    if (status.state !== "ready") this.#refresh.dispose();
    this.#emit("status");
  }

  #notify(notice: McpDownstreamNotice): void {
    for (const listener of [...this.#notices]) {
      try {
        listener(notice);
      } catch (error) {
        this.#warn(`a notice listener of MCP server "${this.name}" failed: ${messageOf(error)}`);
      }
    }
  }

  #emit(kind: McpConnectionEvent["kind"]): void {
    notifyListeners(this.#listeners, kind, this.name, (message) => this.#warn(message));
  }

  #release(): Promise<void> {
    this.#releasing ??= (async () => {
      this.#refresh.dispose();
      const client = this.#client;
      if (client !== undefined) await closeClient(client, this.#opened?.pid(), this.#options.closeGraceMs);
      this.#opened?.stderr?.dispose();
    })();
    return this.#releasing;
  }
}
