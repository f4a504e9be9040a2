import type { Toolset } from "@hermes/catalog";
import { callFailure } from "./call-outcome.js";
import type { McpTool } from "./list-tools.js";
import type { McpClientServer, McpHub, McpHubChange, McpHubOptions, McpHubProgress, McpHubServer } from "./mcp-hub-types.js";
import { messageOf } from "./redact.js";
import { ServerSupervisor } from "./server-supervisor.js";

export type { McpClientServer, McpHub, McpHubChange, McpHubOptions, McpHubProgress, McpHubServer, McpServerStatus } from "./mcp-hub-types.js";
export type { RestartPolicy } from "./server-supervisor.js";

interface Member {
  readonly connection: ServerSupervisor;
  readonly alwaysLoad: boolean;
  readonly parallel: boolean;
  cache?: { readonly tools: readonly McpTool[]; readonly status: object; readonly toolset: Toolset };
}

const isClientServer = (server: McpHubServer): server is McpClientServer => "client" in server;

function toolsetOf(member: Member): Toolset {
  const { connection } = member;
  const { status, tools } = connection;
  if (member.cache?.tools === tools && member.cache.status === status) return member.cache.toolset;
  const source = { kind: "mcp" as const, name: connection.name, alwaysLoad: member.alwaysLoad };
  const toolset: Toolset =
    status.state === "ready"
      ? Object.freeze({ source, tools })
      : Object.freeze({ source, tools: [], unavailable: status.reason ?? status.state, unavailableTools: Object.freeze(tools.map((tool) => tool.name)) });
  member.cache = { tools, status, toolset };
  return toolset;
}

/**
 * Starts every server in parallel and resolves when each is ready or failed (never
 * rejects; disabled entries are skipped, a repeated name is skipped with a warning). Same as
 * {@link openMcpHub} followed by `await hub.ready()`.
 *
 * @example
 * ```ts
 * const hub = await startMcpHub(parsed.servers, { onProgress: (p) => console.error(p.server, p.state) });
 * const outcome = await hub.invoke("echo", { text: "hi" });
 * await hub.close();
 * ```
 */
export async function startMcpHub(servers: readonly McpHubServer[], options: McpHubOptions = {}): Promise<McpHub> {
  const hub = openMcpHub(servers, options);
  await hub.ready();
  return hub;
}

/**
 * The hub at once, its servers starting in the background: each is `starting` (an
 * unavailable toolset) until it is ready or failed, and every change is an `onChange` event,
 * so a front server can answer `initialize` right away and send `tools/list_changed` as
 * servers come up. A server that crashes, or fails to start in a way a retry can fix, is
 * restarted with backoff up to its `max_restarts` (see {@link RestartPolicy}).
 *
 * @example
 * ```ts
 * const hub = openMcpHub(parsed.servers);
 * hub.onChange(() => notifyClients());
 * await hub.ready(); // optional: every server's first start settled
 * ```
 */
export function openMcpHub(servers: readonly McpHubServer[], options: McpHubOptions = {}): McpHub {
  const { onProgress: progressListener, restart = {}, ...connectionOptions } = options;
  const onProgress = (progress: McpHubProgress): void => {
    try {
      progressListener?.(progress);
    } catch (error) {
      options.logger?.warn(`an MCP progress listener threw: ${messageOf(error)}`);
    }
  };
  const seen = new Set<string>();
  const wanted = servers.filter((server) => {
    if (!isClientServer(server) && server.disabled) return false;
    if (seen.has(server.name)) {
      options.logger?.warn(`MCP server "${server.name}" is listed twice; the second entry is ignored`, { server: server.name });
      return false;
    }
    seen.add(server.name);
    return true;
  });
  const members = wanted.map((server): Member => {
    const source = isClientServer(server) ? { name: server.name, client: server.client } : { config: server };
    const connection = new ServerSupervisor(source, connectionOptions, restart, (outcome) => onProgress({ server: server.name, ...outcome }));
    const alwaysLoad = isClientServer(server) ? server.alwaysLoad === true : server.alwaysLoad;
    const parallel = isClientServer(server) ? server.supportsParallelToolCalls === true : server.supportsParallelToolCalls;
    return { connection, alwaysLoad, parallel };
  });
  const hub = createHub(members, options.logger);
  const ready = Promise.all(members.map((member) => member.connection.start())).then(() => undefined);
  return { ...hub, ready: () => ready };
}

function createHub(members: readonly Member[], logger: McpHubOptions["logger"]): Omit<McpHub, "ready"> {
  const listeners = new Set<(change: McpHubChange) => void>();
  let version = 0;
  let toolsetsCache: { version: number; value: readonly Toolset[] } | undefined;
  let routesCache: { version: number; owners: Map<string, Member>; tools: readonly McpTool[] } | undefined;
  const unsubscribe = members.map((member) =>
    member.connection.onChange((event) => {
      version += 1;
      for (const listener of [...listeners]) {
        try {
          listener({ server: event.server, kind: event.kind });
        } catch (error) {
          logger?.warn(`an MCP hub change listener threw: ${messageOf(error)}`);
        }
      }
    }),
  );
  const byName = new Map(members.map((member) => [member.connection.name, member]));

  const routes = (): { owners: Map<string, Member>; tools: readonly McpTool[] } => {
    if (routesCache?.version === version) return routesCache;
    const owners = new Map<string, Member>();
    const tools: McpTool[] = [];
    for (const member of members) {
      if (member.connection.status.state !== "ready") continue;
      for (const tool of member.connection.tools) {
        if (owners.has(tool.name)) continue;
        owners.set(tool.name, member);
        tools.push(tool);
      }
    }
    routesCache = { version, owners, tools: Object.freeze(tools) };
    return routesCache;
  };

  return {
    toolsets() {
      if (toolsetsCache?.version !== version) toolsetsCache = { version, value: Object.freeze(members.map(toolsetOf)) };
      return toolsetsCache.value;
    },
    tools: () => routes().tools,
    async invoke(name, args, options = {}) {
      const { server, ...callOptions } = options;
      if (server !== undefined) {
        const member = byName.get(server);
        if (member === undefined) return callFailure("unknown_tool", `no MCP server is named "${server}"`, name);
        return member.connection.callTool(name, args, callOptions);
      }
      const owner = routes().owners.get(name);
      if (owner !== undefined) return owner.connection.callTool(name, args, callOptions);
      const former = members.find((member) => member.connection.status.state !== "ready" && member.connection.tools.some((tool) => tool.name === name));
      if (former !== undefined) return former.connection.callTool(name, args, callOptions); // answers `unavailable` with the reason
      return callFailure("unknown_tool", `no connected MCP server has a tool named "${name}"`, name);
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    parallelServers: () => members.filter((member) => member.parallel).map((member) => member.connection.name),
    servers: () =>
      members.map(({ connection, alwaysLoad, parallel }) => ({
        name: connection.name,
        state: connection.status.state,
        ...(connection.status.reason === undefined ? {} : { reason: connection.status.reason }),
        toolCount: connection.status.state === "ready" ? connection.tools.length : 0,
        restarts: connection.restarts,
        alwaysLoad,
        supportsParallelToolCalls: parallel,
      })),
    connection: (name) => byName.get(name)?.connection,
    async close() {
      for (const stop of unsubscribe) stop();
      listeners.clear();
      await Promise.all(members.map((member) => member.connection.close()));
      version += 1;
    },
  };
}
