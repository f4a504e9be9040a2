import { callFailure, type McpCallOutcome } from "../connection/call-outcome.js";
import type { McpConnection } from "../connection/mcp-connection.js";
import { namespacedToolName, type McpToolNames } from "./tool-naming.js";

/** What routing needs of a server's connection (an `McpConnection` or the hub's supervisor of one). */
export type RoutableConnection = Pick<McpConnection, "name" | "status" | "tools" | "callTool">;

/** Where one hub call goes: a connection and the tool's own name on it, or why nowhere. */
export type McpRoute =
  { readonly connection: RoutableConnection; readonly toolName: string } | { readonly failure: McpCallOutcome };

/** A server of the hub, as routing needs it. */
export interface RoutableServer {
  readonly connection: RoutableConnection;
}

const isReady = (server: RoutableServer): boolean => server.connection.status.state === "ready";

/** A tool of a server that is down, by its own or its namespaced name: the call answers `unavailable` with the reason. */
function formerOwner(name: string, servers: Iterable<RoutableServer>): McpRoute | undefined {
  for (const server of servers) {
    if (isReady(server)) continue;
    const { connection } = server;
    const tool = connection.tools.find(
      (candidate) => candidate.name === name || namespacedToolName(connection.name, candidate.name) === name,
    );
    if (tool !== undefined) return { connection, toolName: tool.name };
  }
  return undefined;
}

/**
 * Routes a hub call by identity, never by a first-match lookup across servers
 * (docs/security.md, "One identity per real tool"):
 * - with `server`: the tool of that server named `name` (its model-facing name, else its own
 *   name); a tool of another server is never run;
 * - without: the tool whose model-facing name is `name`; else the one tool whose own name is
 *   `name`; an own name two servers share (ready or down) is refused (`ambiguous_tool`):
 *   nothing is guessed;
 * - a raw name (`raw-where-unique`) held by a server that is down (`rawOwners`) answers that
 *   server's unavailability, never another server's tool of the same name.
 *
 * @example
 * ```ts
 * routeMcpCall("mcp__github__create_issue", undefined, names, servers); // { connection: github, toolName: "create_issue" }
 * ```
 */
export function routeMcpCall(
  name: string,
  server: string | undefined,
  names: McpToolNames,
  servers: ReadonlyMap<string, RoutableServer>,
  rawOwners?: ReadonlyMap<string, string>,
): McpRoute {
  if (server !== undefined) {
    const owner = servers.get(server);
    if (owner === undefined)
      return { failure: callFailure("UNKNOWN_TOOL", `no MCP server is named "${server}"`, name) };
    const exposed = names.byName.get(name);
    if (exposed?.server === server) return { connection: owner.connection, toolName: exposed.toolName };
    const own = names.byServer.get(server)?.find((tool) => tool.toolName === name);
    if (own !== undefined) return { connection: owner.connection, toolName: own.toolName };
    if (!isReady(owner)) return formerOwner(name, [owner]) ?? { connection: owner.connection, toolName: name };
    return { failure: callFailure("UNKNOWN_TOOL", `MCP server "${server}" has no tool named "${name}"`, name, server) };
  }
  const exposed = names.byName.get(name);
  // A raw name whose owner is down answers the owner's unavailability: it never falls over.
  const rawOwner = rawOwners?.get(name);
  const heldBy = rawOwner === undefined ? undefined : servers.get(rawOwner);
  if (heldBy !== undefined && !isReady(heldBy) && exposed?.server !== rawOwner)
    return { connection: heldBy.connection, toolName: name };
  if (exposed !== undefined)
    return {
      connection: servers.get(exposed.server)?.connection ?? unreachable(exposed.server),
      toolName: exposed.toolName,
    };
  // An own name routes only when exactly one server has it (ready or down): never a guess.
  const ready = names.byToolName.get(name) ?? [];
  const down = [...servers.values()].filter(
    (server) => !isReady(server) && server.connection.tools.some((tool) => tool.name === name),
  );
  const [only] = ready;
  if (ready.length === 1 && down.length === 0 && only !== undefined) {
    return { connection: servers.get(only.server)?.connection ?? unreachable(only.server), toolName: only.toolName };
  }
  if (ready.length + down.length > 1) {
    const listed = [...ready.map((tool) => tool.server), ...down.map((server) => server.connection.name)]
      .map((server) => `"${server}"`)
      .join(", ");
    return {
      failure: callFailure(
        "AMBIGUOUS_TOOL",
        `"${name}" is a tool of the MCP servers ${listed}; call it by its mcp__<server>__<tool> name`,
        name,
      ),
    };
  }
  return (
    formerOwner(name, servers.values()) ?? {
      failure: callFailure("UNKNOWN_TOOL", `no connected MCP server has a tool named "${name}"`, name),
    }
  );
}

function unreachable(server: string): never {
  throw new Error(`MCP hub names a tool of "${server}", which is not one of its servers`);
}
