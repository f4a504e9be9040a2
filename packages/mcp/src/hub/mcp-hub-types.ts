import type { Client } from "@modelcontextprotocol/client";
import type { Toolset } from "@hermes/catalog";
import type { McpCallOptions, McpCallOutcome } from "../connection/call-outcome.js";
import type { McpConnectionOptions, McpConnectionState } from "../connection/connection-types.js";
import type { McpTool } from "../connection/list-tools.js";
import type { McpServerConfig } from "../config/server-config-types.js";
import type { RestartPolicy, ServerSupervisor } from "./server-supervisor.js";
import type { McpToolNaming } from "./tool-naming.js";
import type { McpForwardKind } from "../connection/server-requests.js";

/** An already connected SDK client to put in the hub (in-memory pairs, embedding). */
export interface McpClientServer {
  readonly name: string;
  readonly client: Client;
  readonly alwaysLoad?: boolean;
  readonly supportsParallelToolCalls?: boolean;
  /** Honour the server's own `_meta` hints (`alwaysLoad`, `searchHint`). Default `false`. */
  readonly trustHints?: boolean;
  /** Server-initiated requests passed on to the front client (see `forward` in the config); the client must declare `forwardCapabilities(forward)`. Default none. */
  readonly forward?: readonly McpForwardKind[];
}

/** A server for `startMcpHub`: a parsed config entry or a connected client. */
export type McpHubServer = McpServerConfig | McpClientServer;

/** Start progress of one server, for a CLI progress line. */
export interface McpHubProgress {
  readonly server: string;
  readonly state: "starting" | "ready" | "failed";
  readonly reason?: string;
  readonly toolCount?: number;
  /** For a `starting` of a restart: which restart it is (1 = the first). */
  readonly restart?: number;
}

/** Options of `startMcpHub`: connection options for every server, plus a progress callback. */
export interface McpHubOptions extends McpConnectionOptions {
  /** Called for every start attempt of every server (restarts included). */
  readonly onProgress?: (progress: McpHubProgress) => void;
  /** Restarts after a crash or a retryable start failure. Default: 3 restarts, 1 s doubling to 30 s. */
  readonly restart?: RestartPolicy;
  /**
   * Model-facing names of downstream tools. Default `"namespaced"`: `mcp__<server>__<tool>`
   * for every tool, so no two servers' tools can collide; `"raw-where-unique"` keeps a tool's
   * own name where no other ready server lists it. See docs/security.md.
   */
  readonly toolNames?: McpToolNaming | undefined;
}

/** A change in the hub: a server's tool list (`tools`) or its state (`status`) changed. */
export interface McpHubChange {
  readonly server: string;
  readonly kind: "tools" | "status";
}

/** One server as the hub sees it. */
export interface McpServerStatus {
  readonly name: string;
  readonly state: McpConnectionState;
  readonly reason?: string;
  readonly toolCount: number;
  /** Restarts after a crash or failed start so far. */
  readonly restarts: number;
  readonly alwaysLoad: boolean;
  readonly supportsParallelToolCalls: boolean;
}

/** Many downstream MCP servers as session toolsets, with routing of tool calls. */
export interface McpHub {
  /** One toolset per server, in start order; a starting, failed or closed server is `{ source, tools: [], unavailable, unavailableTools }`. Same objects while nothing changed. */
  toolsets(): readonly Toolset[];
  /** The tools of ready servers under their model-facing names (see `toolNames`); none is dropped for a shared name. */
  tools(): readonly McpTool[];
  /**
   * Calls a tool by its model-facing name (or, when unambiguous, its own name) on the server
   * that has it; with `options.server`, only on that server (a namespaced or own name of it).
   * An own name several servers share answers `ambiguous_tool`. Never rejects.
   */
  invoke(name: string, args: unknown, options?: McpCallOptions & { readonly server?: string }): Promise<McpCallOutcome>;
  /** Subscribes to tool-list and state changes of any server; returns the unsubscribe function. */
  onChange(listener: (change: McpHubChange) => void): () => void;
  /** Names of the servers configured with `supports_parallel_tool_calls`. */
  parallelServers(): readonly string[];
  /** Every server's state, reason and tool count. */
  servers(): readonly McpServerStatus[];
  /** One server's supervisor (its current connection, pid, restarts). */
  connection(name: string): ServerSupervisor | undefined;
  /** Resolves once every server's first start is ready or failed (restarts do not delay it). Never rejects. */
  ready(): Promise<void>;
  /** Closes every connection (children stopped, timers cleared). */
  close(): Promise<void>;
}
