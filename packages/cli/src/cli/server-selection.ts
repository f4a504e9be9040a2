import type { McpServerConfig, McpToolNaming } from "@hermes/mcp";
import { suggestNames } from "@hermes/bridge/internal";
import type { CliArgs } from "./cli-args.js";

/** The servers a command starts, or why the command line names servers that are not configured. */
export type ServerSelection =
  { readonly ok: true; readonly servers: readonly McpServerConfig[] } | { readonly ok: false; readonly error: string };

/**
 * The configured server a namespaced tool name (`mcp__<server>__<tool>`) belongs to; the
 * longest matching server name wins, since a server name may itself contain `__`.
 */
function ownerOf(name: string, servers: readonly McpServerConfig[]): McpServerConfig | undefined {
  let owner: McpServerConfig | undefined;
  for (const server of servers)
    if (name.startsWith(`mcp__${server.name}__`) && server.name.length > (owner?.name.length ?? -1)) owner = server;
  return owner;
}

/**
 * Which configured servers a command needs, so a CLI run starts only those: every server
 * named by `--server` (an unknown name is an error, with the name probably meant); else, for
 * `call` and `describe` when tools are named `mcp__<server>__<tool>` (`mcp_tool_names:
 * namespaced`, the default), the servers those names belong to; else all of them. A name that
 * belongs to no server (a core tool, a typo) starts every server, so the answer (and its
 * "did you mean") is the same as with all servers. `serve` and `pin` always get all.
 */
export function selectServers(
  servers: readonly McpServerConfig[],
  args: Pick<CliArgs, "command" | "positionals" | "servers">,
  naming: McpToolNaming,
): ServerSelection {
  if (args.servers.length > 0) {
    const names = servers.map((server) => server.name);
    for (const wanted of args.servers) {
      if (names.includes(wanted)) continue;
      const [best] = suggestNames(wanted, names);
      return {
        ok: false,
        error: `--server ${JSON.stringify(wanted)} is not a server of the config${best === undefined ? "" : ` (did you mean ${best}?)`}; its servers are: ${names.join(", ") || "(none)"}`,
      };
    }
    return { ok: true, servers: servers.filter((server) => args.servers.includes(server.name)) };
  }
  // With raw-where-unique names, a tool's name depends on which other servers list it.
  if (naming !== "namespaced" || (args.command !== "call" && args.command !== "describe")) return { ok: true, servers };
  const toolNames = args.command === "call" ? args.positionals.slice(0, 1) : args.positionals;
  const owners = toolNames.map((name) => ownerOf(name, servers));
  if (owners.length === 0 || owners.some((owner) => owner === undefined)) return { ok: true, servers };
  return { ok: true, servers: servers.filter((server) => owners.includes(server)) };
}
