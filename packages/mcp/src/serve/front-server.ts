import { Server, type CallToolResult, type Transport } from "@modelcontextprotocol/server";
import type { McpCallProgress } from "../connection/call-outcome.js";
import type { FrontScope } from "../connection/front-scope.js";
import type { McpTool } from "../connection/list-tools.js";
import type { McpPassThrough } from "../hub/hub-pass-through.js";
import type { GatewayLog } from "../observe/gateway-log.js";
import { runFrontCall } from "./front-call.js";
import {
  deliverNotice,
  PASS_THROUGH_CAPABILITIES,
  registerPassThrough,
  releaseSubscriptions,
  traceMeta,
} from "./pass-through-handlers.js";
import { frontConfirm, type FrontConfirm } from "./front-confirm.js";

/**
 * What `callTool` gets besides the name and arguments: the front request's own fields, and
 * `request`, the whole front request to pass down with the call (to `hub.invoke`, or to
 * `ToolSearch.handle`), so the downstream call's progress, logs and server requests reach
 * this client.
 *
 * @example
 * ```ts
 * callTool: async (name, args, { signal, request }) =>
 *   callOutcomeToResult(await hub.invoke(name, args, { signal, request })),
 * ```
 */
export interface FrontCallContext {
  /** Fires when the front client cancels the call (or its connection goes away). */
  readonly signal: AbortSignal;
  /** The front request's JSON-RPC id, to join a downstream log to it. */
  readonly requestId: string | number;
  /** Set when the front client asked for progress: forwards one notification to it. */
  readonly onProgress?: (progress: McpCallProgress) => void;
  /** The front request's W3C trace context (`traceparent`, `tracestate` from its `_meta`), when it sent one. */
  readonly meta?: Readonly<Record<string, string>>;
  /** Asks the front client's user to confirm (elicitation), where the client declared the capability. */
  readonly confirm?: FrontConfirm;
  /**
   * The front request as a downstream call needs it (see {@link FrontScope}): pass it on as
   * `McpCallOptions.request`. It carries this context's `onProgress`, `meta`, `requestId` and
   * `confirm`, the request's span context and the gateway log.
   */
  readonly request: FrontScope;
}

/** What the front server answers with: the adapter's whole behaviour is these functions. */
export interface FrontServerOptions {
  /** Server name and version sent in `initialize`. */
  readonly name: string;
  readonly version: string;
  /** Optional `instructions` sent in `initialize`. */
  readonly instructions?: string;
  /** The tools to list, already in MCP shape; `tools/list` returns exactly these, in one page. */
  readonly listTools: () => readonly McpTool[];
  /** Answers `tools/call`. A throw or an invalid result becomes an `isError` result. */
  readonly callTool: (
    name: string,
    args: Record<string, unknown>,
    context: FrontCallContext,
  ) => Promise<CallToolResult>;
  /** Awaited before answering `tools/list` and `tools/call` (e.g. a bounded wait for servers still starting). */
  readonly beforeRequest?: () => Promise<void>;
  /** Subscribes `notify` to tool changes (returns the unsubscribe function); each call sends `tools/list_changed`. */
  readonly onToolsChanged?: (notify: () => void) => () => void;
  /**
   * Passes resources, prompts, completion and the log level on to downstream servers (see
   * `hubPassThrough`); without it the front server has tools only.
   */
  readonly passThrough?: McpPassThrough;
  /**
   * Receives a line per front tool call and per downstream call (`serve --log-level`, see
   * `jsonLineLog`); without it nothing is logged.
   */
  readonly log?: GatewayLog;
}

/**
 * A low-level MCP `Server` that subscribes to tool changes while it is connected and
 * unsubscribes when it closes. One instance serves one connection at a time.
 */
class FrontServer extends Server {
  readonly #watch: FrontServerOptions["onToolsChanged"];
  readonly #passThrough: McpPassThrough | undefined;
  #stop: (() => void) | undefined;
  #stopNotices: (() => void) | undefined;

  constructor(options: FrontServerOptions) {
    super(
      { name: options.name, version: options.version },
      {
        capabilities: {
          tools: { listChanged: true },
          ...(options.passThrough === undefined ? {} : PASS_THROUGH_CAPABILITIES),
        },
        ...(options.instructions === undefined ? {} : { instructions: options.instructions }),
        debouncedNotificationMethods: ["notifications/tools/list_changed"],
      },
    );
    this.#watch = options.onToolsChanged;
    this.#passThrough = options.passThrough;
    this.onclose = () => this.#unwatch();
  }

  override async connect(transport: Transport): Promise<void> {
    this.#stop ??= this.#watch?.(() => {
      if (this.transport !== undefined) this.sendToolListChanged().catch(() => undefined);
    });
    this.#stopNotices ??= this.#passThrough?.onNotice((notice) => {
      if (this.transport !== undefined) deliverNotice(this, notice);
    });
    await super.connect(transport);
  }

  override async close(): Promise<void> {
    this.#unwatch();
    await super.close();
  }

  #unwatch(): void {
    this.#stop?.();
    this.#stop = undefined;
    this.#stopNotices?.();
    this.#stopNotices = undefined;
    if (this.#passThrough !== undefined) releaseSubscriptions(this, this.#passThrough);
  }
}

/**
 * The MCP server mode as a thin adapter: a low-level `Server` (tools capability with
 * `listChanged`) whose `tools/list` returns exactly `listTools()` (byte-stable while it
 * returns the same), whose `tools/call` delegates to `callTool` (a throw or an invalid
 * result becomes `{ isError: true, content: [{ type: "text", … }] }`), and which sends
 * `notifications/tools/list_changed` (coalesced within a tick) when `onToolsChanged`
 * notifies. Do not replace its `onclose`; serve it with {@link serveStdio} or `serveHttp`.
 *
 * @example
 * ```ts
 * const server = createFrontServer({
 *   name: "tool-search", version: "1.0.0",
 *   listTools: () => hub.tools(),
 *   callTool: async (name, args, { signal, request }) => {
 *     const outcome = await hub.invoke(name, args, { signal, request });
 *     return callOutcomeToResult(outcome);
 *   },
 *   onToolsChanged: (notify) => hub.onChange(notify),
 * });
 * await serveStdio(server);
 * ```
 */
export function createFrontServer(options: FrontServerOptions): Server {
  const server = new FrontServer(options);
  const before = options.beforeRequest ?? (() => Promise.resolve());
  server.setRequestHandler("tools/list", async () => {
    await before().catch(() => undefined);
    return { tools: [...options.listTools()] };
  });
  server.setRequestHandler("tools/call", async (request, ctx) => {
    const { name } = request.params;
    await before().catch(() => undefined);
    const progressToken = request.params._meta?.progressToken;
    // Notifications of the call go out before its result: the result ends the front request's stream.
    const sent: Promise<void>[] = [];
    const meta = traceMeta(ctx.mcpReq._meta);
    const asking = frontConfirm(server, ctx);
    const context: Omit<FrontCallContext, "request"> = {
      signal: ctx.mcpReq.signal,
      requestId: ctx.mcpReq.id,
      confirm: asking.confirm,
      ...(meta === undefined ? {} : { meta }),
      ...(progressToken === undefined
        ? {}
        : {
            onProgress: (progress: McpCallProgress) =>
              void sent.push(
                ctx.mcpReq
                  .notify({ method: "notifications/progress", params: { ...progress, progressToken } })
                  .catch(() => undefined),
              ),
          }),
    };
    // A question for a 2026-07-28 client's user is answered instead: the client retries the call with the answer.
    return runFrontCall(server, ctx, name, request.params.arguments ?? {}, context, sent, options, () =>
      asking.pending(),
    );
  });
  if (options.passThrough !== undefined) registerPassThrough(server, options.passThrough, before);
  return server;
}
