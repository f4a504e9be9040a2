import type { McpForwardKind } from "../connection/server-requests.js";
import type { PolicyBlock } from "../policy/policy-types.js";

/** Settings every server entry of an `mcpServers` document can carry. */
interface McpServerBase {
  /** The key of the entry; becomes the toolset's source name. */
  readonly name: string;
  /** Keep every tool of this server visible (never deferred). Default `false`. */
  readonly alwaysLoad: boolean;
  /** A disabled server is parsed but never started. Default `false`. */
  readonly disabled: boolean;
  /** From `supports_parallel_tool_calls`: the server's tools may run concurrently. Default `false`. */
  readonly supportsParallelToolCalls: boolean;
  /** From `trust_hints`: honour the server's own `_meta` hints (`alwaysLoad`, `searchHint`). Default `false`. */
  readonly trustHints?: boolean;
  /** From `startup_timeout` (seconds): connect + first listing must finish within this. Default: the hub's `startTimeoutMs` (30 s). */
  readonly startTimeoutMs?: number;
  /** From `call_timeout` (seconds): the default deadline of one tool call. Default: the hub's `callTimeoutMs` (60 s). */
  readonly callTimeoutMs?: number;
  /** From `max_restarts`: restarts after a crash or a failed start before giving up. Default: the hub's `restart.maxRestarts` (3). */
  readonly maxRestarts?: number;
  /** From `forward`: the server-initiated requests passed on to the front client. Absent: none (all refused). */
  readonly forward?: readonly McpForwardKind[];
  /** From `policy`: which of this server's tools run, ask first or are refused in serve mode. Default: all run. */
  readonly policy?: PolicyBlock;
}

/** A server started as a child process and spoken to over stdin/stdout. */
export interface McpStdioServerConfig extends McpServerBase {
  readonly transport: "stdio";
  readonly command: string;
  readonly args: readonly string[];
  /** Extra environment variables; values are secrets (never logged or shown). */
  readonly env: Readonly<Record<string, string>>;
  readonly cwd?: string;
}

/** A server reached over Streamable HTTP. */
export interface McpHttpServerConfig extends McpServerBase {
  readonly transport: "http";
  /**
   * The endpoint; its query values are treated as secrets. A `user:password@` part is never
   * kept in the URL (fetch refuses it): it becomes an `Authorization: Basic …` header.
   */
  readonly url: string;
  /** Extra request headers; values are secrets (never logged or shown). */
  readonly headers: Readonly<Record<string, string>>;
}

/** One parsed entry of an `mcpServers` document. */
export type McpServerConfig = McpStdioServerConfig | McpHttpServerConfig;

/** A problem in the config, located by key path. Never contains an env, header or URL value. */
export interface McpConfigIssue {
  /** Key path as a user finds it, e.g. `mcpServers.github.command`. */
  readonly path: string;
  /** What was expected there, e.g. `a string`. */
  readonly expected: string;
  /** One sentence, e.g. `mcpServers.github.command must be a string`. */
  readonly message: string;
}

/**
 * What {@link parseMcpServers} makes of a document. `servers` holds the entries that are
 * valid (in document order) in both cases, so a lenient caller can start those; a strict
 * caller (a CLI) refuses the document when `ok` is `false`.
 */
export type McpConfigResult =
  | { readonly ok: true; readonly servers: readonly McpServerConfig[]; readonly warnings: readonly McpConfigIssue[] }
  | {
      readonly ok: false;
      readonly errors: readonly McpConfigIssue[];
      readonly servers: readonly McpServerConfig[];
      readonly warnings: readonly McpConfigIssue[];
    };
