import type { GatewayClient } from "../gateway/client.js";
import { readManageArgs } from "./args.js";
import { MANAGE_CONNECTIONS_DEFINITION, type NeutralToolDefinition } from "./definition.js";
import { hostedConnect, hostedRename, hostedStatus } from "./hosted.js";
import { runMcpAction, type McpConnections } from "./mcp.js";
import { manageFailure, requestFailure } from "./failure.js";
import type { ShowConnectionCard } from "./wait.js";

/**
 * A `manage_connections` answer: on success `{action, …}` (`status` → `connectors`,
 * `connect`/`reconnect` → `connections` (+ `hint`), `rename` → `name, alias, accounts`, MCP
 * actions → `servers`); on failure `{error, code, hint?}` (`ManageConnectionsFailure`, codes in
 * `ManageConnectionsErrorCode`, docs/errors.md). Plain JSON for the model.
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
  /** Answers a call; never throws (every failure is `{error, code, hint?}`). */
  handle(args: unknown, options?: { readonly signal?: AbortSignal | undefined }): Promise<ManageConnectionsResult>;
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
  const cards =
    options.showConnectionCard === undefined
      ? undefined
      : {
          show: options.showConnectionCard,
          deadlineMs: options.connectWaitMs ?? 300_000,
          pollIntervalMs: options.pollIntervalMs ?? 2_000,
        };
  return {
    definition: MANAGE_CONNECTIONS_DEFINITION,
    async handle(args, { signal } = {}) {
      const request = readManageArgs(args);
      if (typeof request === "string") return manageFailure("INVALID_ARGUMENTS", `manage_connections: ${request}.`);
      const { action } = request;
      if (action === "install" || action === "enable" || action === "authorize") {
        if (options.mcp === undefined)
          return manageFailure(
            "MCP_UNAVAILABLE",
            "This runtime cannot install, enable or authorize local MCP servers.",
          );
        return { action, servers: await runMcpAction(options.mcp, action, request.targets, signal) };
      }
      const client = options.client;
      if (client === undefined || options.enabled === false)
        return manageFailure("CONNECTORS_UNAVAILABLE", "Connected apps are turned off in this runtime.");
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
