import type { ManageAction } from "./definition.js";
import type { ManageTarget } from "./args.js";

/** What the runtime did for one MCP server. */
export interface McpActionOutcome {
  /** `done`; `pending` (e.g. the user must finish an OAuth page at `url`); `failed`. */
  readonly status: "done" | "pending" | "failed";
  readonly message?: string;
  readonly url?: string;
}

/**
 * Local MCP server management, implemented by the runtime (the umbrella): install a server
 * from its catalog, enable it for the session, or start its authorization.
 */
export interface McpConnections {
  install(name: string, options: { readonly signal?: AbortSignal | undefined }): Promise<McpActionOutcome>;
  enable(name: string, options: { readonly signal?: AbortSignal | undefined }): Promise<McpActionOutcome>;
  authorize(name: string, options: { readonly signal?: AbortSignal | undefined }): Promise<McpActionOutcome>;
}

/** One server's line in the answer. */
export interface McpServerView {
  readonly name: string;
  readonly status: McpActionOutcome["status"] | "interrupted";
  readonly message?: string;
  readonly url?: string;
}

/**
 * Runs an MCP action on each target in order through the runtime's {@link McpConnections}; a
 * throwing implementation gives `failed` for that server only; after an abort the remaining
 * servers are `interrupted` and not touched.
 */
export async function runMcpAction(
  mcp: McpConnections,
  action: Extract<ManageAction, "install" | "enable" | "authorize">,
  targets: readonly ManageTarget[],
  signal: AbortSignal | undefined,
): Promise<McpServerView[]> {
  const servers: McpServerView[] = [];
  for (const { name } of targets) {
    if (signal?.aborted === true) {
      servers.push({ name, status: "interrupted", message: "Stopped by the user before this server was touched." });
      continue;
    }
    try {
      const outcome = await mcp[action](name, { signal });
      servers.push({
        name,
        status: outcome.status,
        ...(outcome.message === undefined ? {} : { message: outcome.message }),
        ...(outcome.url === undefined ? {} : { url: outcome.url }),
      });
    } catch {
      servers.push({ name, status: "failed", message: `The runtime could not ${action} ${name}.` });
    }
  }
  return servers;
}
