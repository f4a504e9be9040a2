import type { Toolset } from "@hermes/catalog";
import type { McpTool } from "./list-tools.js";
import type { McpClientServer, McpHub, McpHubChange, McpHubOptions, McpHubProgress, McpHubServer } from "./mcp-hub-types.js";
import { McpConnection } from "./mcp-connection.js";
import { messageOf } from "./redact.js";
import { routeMcpCall } from "./route-mcp-call.js";
import { nameTools, type McpToolNames, type McpToolNaming } from "./tool-naming.js";

export type { McpClientServer, McpHub, McpHubChange, McpHubOptions, McpHubProgress, McpHubServer, McpServerStatus } from "./mcp-hub-types.js";

interface Member {
  readonly connection: McpConnection;
  readonly alwaysLoad: boolean;
  readonly parallel: boolean;
  cache?: { readonly tools: readonly McpTool[]; readonly status: object; readonly toolset: Toolset };
}

const isClientServer = (server: McpHubServer): server is McpClientServer => "client" in server;

function toolsetOf(member: Member, exposed: readonly McpTool[]): Toolset {
  const { connection } = member;
  const { status } = connection;
  if (member.cache?.tools === exposed && member.cache.status === status) return member.cache.toolset;
  const source = { kind: "mcp" as const, name: connection.name, alwaysLoad: member.alwaysLoad };
  const toolset: Toolset =
    status.state === "ready"
      ? Object.freeze({ source, tools: exposed })
      : Object.freeze({ source, tools: [], unavailable: status.reason ?? status.state });
  member.cache = { tools: exposed, status, toolset };
  return toolset;
}

/**
 * Starts every server in parallel and resolves when each is ready or failed (never
 * rejects; disabled entries are skipped, a repeated name is skipped with a warning).
 *
 * @example
 * ```ts
 * const hub = await startMcpHub(parsed.servers, { onProgress: (p) => console.error(p.server, p.state) });
 * const outcome = await hub.invoke("echo", { text: "hi" });
 * await hub.close();
 * ```
 */
export async function startMcpHub(servers: readonly McpHubServer[], options: McpHubOptions = {}): Promise<McpHub> {
  const { onProgress: progressListener, toolNames = "namespaced", ...connectionOptions } = options;
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
  const members = await Promise.all(
    wanted.map(async (server): Promise<Member> => {
      onProgress({ server: server.name, state: "starting" });
      const connection = isClientServer(server)
        ? await McpConnection.attach(server.name, server.client, connectionOptions)
        : await McpConnection.start(server, connectionOptions);
      const { state, reason } = connection.status;
      if (state === "ready") onProgress({ server: server.name, state, toolCount: connection.tools.length });
      else onProgress({ server: server.name, state: "failed", reason: reason ?? state });
      const alwaysLoad = isClientServer(server) ? server.alwaysLoad === true : server.alwaysLoad;
      const parallel = isClientServer(server) ? server.supportsParallelToolCalls === true : server.supportsParallelToolCalls;
      return { connection, alwaysLoad, parallel };
    }),
  );
  return createHub(members, options.logger, toolNames);
}

function createHub(members: readonly Member[], logger: McpHubOptions["logger"], naming: McpToolNaming): McpHub {
  const listeners = new Set<(change: McpHubChange) => void>();
  let version = 0;
  let toolsetsCache: { version: number; value: readonly Toolset[] } | undefined;
  let namesCache: { version: number; names: McpToolNames; tools: readonly McpTool[]; exposed: Map<string, readonly McpTool[]> } | undefined;
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

  const names = (): NonNullable<typeof namesCache> => {
    if (namesCache?.version === version) return namesCache;
    const ready = members.filter((member) => member.connection.status.state === "ready");
    const named = nameTools(ready.map((member) => ({ server: member.connection.name, tools: member.connection.tools })), naming);
    const exposed = new Map<string, readonly McpTool[]>();
    for (const [server, tools] of named.byServer) {
      const list = tools.map((tool) => tool.tool);
      const previous = namesCache?.exposed.get(server);
      // Same array while the server's names are unchanged, so toolsets keep their identity.
      exposed.set(server, previous !== undefined && previous.length === list.length && previous.every((tool, i) => tool === list[i]) ? previous : Object.freeze(list));
    }
    namesCache = { version, names: named, tools: Object.freeze([...exposed.values()].flat()), exposed };
    return namesCache;
  };

  return {
    toolsets() {
      if (toolsetsCache?.version !== version) {
        const { exposed } = names();
        toolsetsCache = { version, value: Object.freeze(members.map((member) => toolsetOf(member, exposed.get(member.connection.name) ?? []))) };
      }
      return toolsetsCache.value;
    },
    tools: () => names().tools,
    invoke(name, args, options = {}) {
      const { server, ...callOptions } = options;
      const target = routeMcpCall(name, server, names().names, byName);
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
