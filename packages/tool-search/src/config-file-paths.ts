import { isAbsolute, resolve } from "node:path";
import type { McpServerConfig } from "@hermes/mcp";

/** A path written relative on purpose: `./x` or `../x` (a bare `x` may be a command on PATH or a plain argument). */
const RELATIVE = /^\.\.?[/\\]/;

const fromFolder = (value: string, folder: string): string => (RELATIVE.test(value) ? resolve(folder, value) : value);

/**
 * A config file's stdio servers with their relative paths resolved from the file's folder, so
 * a config runs the same from any current directory: a relative `cwd` (any form but absolute);
 * and, for a server without `cwd`, a `command` or argument that starts with `./` or `../`.
 * With a `cwd`, the command and arguments stay as written: the server starts in that folder,
 * which is what they are relative to. HTTP servers are returned as they are.
 */
export function resolveServerPaths(servers: readonly McpServerConfig[], folder: string): McpServerConfig[] {
  return servers.map((server) => {
    if (server.transport !== "stdio") return server;
    if (server.cwd !== undefined)
      return isAbsolute(server.cwd) ? server : { ...server, cwd: resolve(folder, server.cwd) };
    return {
      ...server,
      command: fromFolder(server.command, folder),
      args: server.args.map((arg) => fromFolder(arg, folder)),
    };
  });
}
