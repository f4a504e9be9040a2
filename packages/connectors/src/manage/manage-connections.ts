import type { GatewayClient } from "../gateway/client.js";
import { isGatewayError } from "../gateway/error.js";
import { readManageArgs } from "./args.js";
import { MANAGE_CONNECTIONS_DEFINITION, type NeutralToolDefinition } from "./definition.js";
import { hostedConnect, hostedRename, hostedStatus } from "./hosted.js";
import { runMcpAction, type McpConnections } from "./mcp.js";
import type { ShowConnectionCard } from "./wait.js";
import { SIGN_IN_EXPIRED_HINT } from "../source/status.js";

/**
 * A `manage_connections` answer: on success `{action, …}` (`status` → `connectors`,
 * `connect`/`reconnect` → `connections` (+ `hint`), `rename` → `name, alias, accounts`, MCP
 * actions → `servers`); on failure `{error, hint?}`. Plain JSON for the model.
 */
export type ManageConnectionsResult = Readonly<Record<string, unknown>>;

/** Options of {@link createManageConnections}. */
export interface ManageConnectionsOptions {
  /** The hosted gateway; without it only MCP actions work. */
  readonly client?: GatewayClient | undefined;
  /** `tools.connectors.enabled`; `false` → hosted actions answer that connected apps are off. Default `true`. */
  readonly enabled?: boolean | undefined;
  /** Local MCP server management (the umbrella implements it); without it MCP actions are refused. */
  readonly mcp?: McpConnections | undefined;
  /** Shows a connection card; then `connect`/`reconnect` wait for each app (see `waitForCards`). */
  readonly showConnectionCard?: ShowConnectionCard | undefined;
  /** Longest wait for cards. Default 300 000 ms (5 min). */
  readonly connectWaitMs?: number | undefined;
  /** How often the gateway is asked whether a card's app got connected. Default 2 000 ms. */
  readonly pollIntervalMs?: number | undefined;
}

/** The tool definition and its handler. */
export interface ManageConnections {
  readonly definition: NeutralToolDefinition;
  /** Answers a call; never throws (every failure is `{error, hint?}`). */
  handle(args: unknown, options?: { readonly signal?: AbortSignal | undefined }): Promise<ManageConnectionsResult>;
}

function requestFailure(error: unknown): ManageConnectionsResult {
  if (!isGatewayError(error)) return { error: "manage_connections failed unexpectedly; nothing was changed." };
  switch (error.code) {
    case "SIGNED_OUT":
      return { error: "Not signed in to connected apps.", hint: "Ask the user to sign in, then try again." };
    case "SIGN_IN_EXPIRED":
      return { error: "The sign-in to connected apps has expired.", hint: SIGN_IN_EXPIRED_HINT };
    case "UNAVAILABLE":
      return { error: "Connected apps are not available on this gateway." };
    case "ABORTED":
      return { error: "Stopped by the user." };
    case "BAD_REQUEST":
      return { error: `The gateway rejected the request${error.gatewayCode === undefined ? "" : ` (${error.gatewayCode})`}: ${error.message}` };
    default:
      return { error: `Connected apps could not be reached just now: ${error.message}`, hint: "Retry later." };
  }
}

/**
 * Creates the `manage_connections` tool: {@link MANAGE_CONNECTIONS_DEFINITION} and a handler.
 * Arguments are read strictly (`readManageArgs`); hosted actions go to the gateway
 * (`status` → list or account reads; `connect`/`reconnect` → one `connections` request, never
 * retried; `rename` → the rename route) and MCP actions to `mcp`. It can never disconnect,
 * delete or revoke: no such action exists. With `showConnectionCard`, `connect` shows cards
 * and waits (interruptibly by `signal`, bounded by `connectWaitMs`) until each app is
 * connected or skipped.
 *
 * @example
 * ```ts
 * const manage = createManageConnections({ client, showConnectionCard: (card) => ui.showCard(card) });
 * await manage.handle({ action: "connect", targets: [{ name: "notion" }] }, { signal });
 * // { action: "connect", connections: [{ name: "notion", status: "connected" }] }
 * ```
 */
export function createManageConnections(options: ManageConnectionsOptions): ManageConnections {
  const cards = options.showConnectionCard === undefined
    ? undefined
    : { show: options.showConnectionCard, deadlineMs: options.connectWaitMs ?? 300_000, pollIntervalMs: options.pollIntervalMs ?? 2_000 };
  return {
    definition: MANAGE_CONNECTIONS_DEFINITION,
    async handle(args, { signal } = {}) {
      const request = readManageArgs(args);
      if (typeof request === "string") return { error: `manage_connections: ${request}.` };
      const { action } = request;
      if (action === "install" || action === "enable" || action === "authorize") {
        if (options.mcp === undefined) return { error: "This runtime cannot install, enable or authorize local MCP servers." };
        return { action, servers: await runMcpAction(options.mcp, action, request.targets, signal) };
      }
      const client = options.client;
      if (client === undefined || options.enabled === false) return { error: "Connected apps are turned off in this runtime." };
      try {
        if (action === "status") return await hostedStatus(client, request.targets, signal);
        if (action === "rename") return await hostedRename(client, request, signal);
        return await hostedConnect(client, request, cards, signal);
      } catch (error) {
        return requestFailure(error);
      }
    },
  };
}
