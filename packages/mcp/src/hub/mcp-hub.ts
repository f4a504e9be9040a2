import type { Toolset } from "@hermes/catalog";
import type { McpTool } from "../connection/list-tools.js";
import type {
  McpClientServer,
  McpHub,
  McpHubChange,
  McpHubOptions,
  McpHubProgress,
  McpHubServer,
} from "./mcp-hub-types.js";
import { messageOf } from "../redact/redact.js";
import { routeMcpCall } from "./route-mcp-call.js";
import { ServerSupervisor } from "./server-supervisor.js";
import { nameTools, type McpToolNames, type McpToolNaming } from "./tool-naming.js";

export type {
  McpClientServer,
  McpHub,
  McpHubChange,
  McpHubOptions,
  McpHubProgress,
  McpHubServer,
  McpServerStatus,
} from "./mcp-hub-types.js";
export type { RestartPolicy } from "./server-supervisor.js";

interface Member {
  readonly connection: ServerSupervisor;
  readonly alwaysLoad: boolean;
  readonly parallel: boolean;
  readonly trustHints: boolean;
  cache?: { readonly tools: readonly McpTool[]; readonly status: object; readonly toolset: Toolset };
}

const isClientServer = (server: McpHubServer): server is McpClientServer => "client" in server;

/** A server's toolset: its tools under their model-facing names (`exposed`) when ready; else unavailable, naming the tools it had. */
function toolsetOf(member: Member, exposed: readonly McpTool[], naming: McpToolNaming): Toolset {
  const { connection } = member;
  const { status } = connection;
  const ready = status.state === "ready";
  const key = ready ? exposed : connection.tools;
  if (member.cache?.tools === key && member.cache.status === status) return member.cache.toolset;
  const source = {
    kind: "mcp" as const,
    name: connection.name,
    alwaysLoad: member.alwaysLoad,
    ...(member.trustHints ? { trustHints: true } : {}),
  };
  const former = (): readonly string[] =>
    [
      ...(nameTools([{ server: connection.name, tools: connection.tools }], naming).byServer.get(connection.name) ??
        []),
    ].map((tool) => tool.name);
  const toolset: Toolset = ready
    ? Object.freeze({ source, tools: exposed })
    : Object.freeze({
        source,
        tools: [],
        unavailable: status.reason ?? status.state,
        unavailableTools: Object.freeze(former()),
      });
  member.cache = { tools: key, status, toolset };
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
  const { onProgress: progressListener, restart = {}, toolNames = "namespaced", ...connectionOptions } = options;
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
      options.logger?.warn(`MCP server "${server.name}" is listed twice; the second entry is ignored`, {
        server: server.name,
      });
      return false;
    }
    seen.add(server.name);
    return true;
  });
  const members = wanted.map((server): Member => {
    const source = isClientServer(server)
      ? {
          name: server.name,
          client: server.client,
          ...(server.forward === undefined ? {} : { forward: server.forward }),
        }
      : { config: server };
    const connection = new ServerSupervisor(source, connectionOptions, restart, (outcome) =>
      onProgress({ server: server.name, ...outcome }),
    );
    const alwaysLoad = isClientServer(server) ? server.alwaysLoad === true : server.alwaysLoad;
    const parallel = isClientServer(server)
      ? server.supportsParallelToolCalls === true
      : server.supportsParallelToolCalls;
    return { connection, alwaysLoad, parallel, trustHints: server.trustHints === true };
  });
  const hub = createHub(members, options.logger, toolNames);
  const ready = Promise.all(members.map((member) => member.connection.start())).then(() => undefined);
  return { ...hub, ready: () => ready };
}

function createHub(
  members: readonly Member[],
  logger: McpHubOptions["logger"],
  naming: McpToolNaming,
): Omit<McpHub, "ready"> {
  const listeners = new Set<(change: McpHubChange) => void>();
  let version = 0;
  let toolsetsCache: { version: number; value: readonly Toolset[] } | undefined;
  let namesCache:
    | { version: number; names: McpToolNames; tools: readonly McpTool[]; exposed: Map<string, readonly McpTool[]> }
    | undefined;
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
  // Raw names once bound to a server stay that server's for the process (no fall-over).
  const rawOwners = new Map<string, string>();

  const names = (): NonNullable<typeof namesCache> => {
    if (namesCache?.version === version) return namesCache;
    const ready = members.filter((member) => member.connection.status.state === "ready");
    const named = nameTools(
      ready.map((member) => ({ server: member.connection.name, tools: member.connection.tools })),
      naming,
      rawOwners,
    );
    if (naming === "raw-where-unique")
      for (const tool of named.byName.values())
        if (tool.name === tool.toolName && !rawOwners.has(tool.name)) rawOwners.set(tool.name, tool.server);
    const exposed = new Map<string, readonly McpTool[]>();
    for (const [server, tools] of named.byServer) {
      const list = tools.map((tool) => tool.tool);
      const previous = namesCache?.exposed.get(server);
      // Same array while the server's names are unchanged, so toolsets keep their identity.
      exposed.set(
        server,
        previous !== undefined && previous.length === list.length && previous.every((tool, i) => tool === list[i])
          ? previous
          : Object.freeze(list),
      );
    }
    namesCache = { version, names: named, tools: Object.freeze([...exposed.values()].flat()), exposed };
    return namesCache;
  };

  return {
    toolsets() {
      if (toolsetsCache?.version !== version) {
        const { exposed } = names();
        toolsetsCache = {
          version,
          value: Object.freeze(
            members.map((member) => toolsetOf(member, exposed.get(member.connection.name) ?? [], naming)),
          ),
        };
      }
      return toolsetsCache.value;
    },
    tools: () => names().tools,
    invoke(name, args, options = {}) {
      const { server, ...callOptions } = options;
      const target = routeMcpCall(name, server, names().names, byName, rawOwners);
      if ("failure" in target) return Promise.resolve(target.failure);
      return target.connection.callTool(target.toolName, args, callOptions);
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
