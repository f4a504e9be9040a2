// The tools of a set as the umbrella's MCP hub hands them to the catalog (docs/security.md,
// "One name per real tool"): one toolset per server, every tool renamed `mcp__<server>__<tool>`
// with its own name in `_meta["hermes/toolName"]`, so a name repeated across servers is
// still one tool per server. Names the hub keeps as sent (reserved, or refused by the catalog:
// a control or format character) stay raw, and the catalog refuses them as it would in the
// product; a name of other unshowable characters (`PDF&URLTool`) is namespaced like any other
// (docs/spec/listing.md, "Names").
import type { EvalTool } from "@hermes/data";
import { nameTools, type ServerTools } from "@hermes/mcp";

type JsonSchema = EvalTool["inputSchema"];

/** A set's tool, as the eval has it. */
export interface SetTool {
  readonly server: string;
  readonly name: string;
  readonly description: string;
  readonly inputSchema: JsonSchema;
}

/** One server's tools with their model-facing names. */
export interface HubToolset {
  readonly source: { readonly kind: "mcp"; readonly name: string };
  readonly tools: { name: string; description: string; inputSchema: JsonSchema; _meta?: Record<string, string> }[];
}

/** The toolsets and, for each tool's position in `tools`, its model-facing name (undefined: a repeat on its server, which the hub drops). */
export interface HubTools {
  readonly toolsets: HubToolset[];
  readonly names: (string | undefined)[];
}

/** Names `tools` with the hub's own `nameTools` under its default `namespaced` naming, clashes hashed (pure). */
export function hubToolsets(tools: readonly SetTool[]): HubTools {
  const byServer = new Map<string, ServerTools["tools"][number][]>();
  for (const tool of tools) {
    let list = byServer.get(tool.server);
    if (list === undefined) byServer.set(tool.server, (list = []));
    list.push({
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema as ServerTools["tools"][number]["inputSchema"],
    });
  }
  const named = nameTools(
    [...byServer].map(([server, list]) => ({ server, tools: list })),
    "namespaced",
  );
  const toolsets = [...named.byServer].map(([server, exposed]): HubToolset => ({
    source: { kind: "mcp", name: server },
    tools: exposed.map(({ name, toolName, tool }) => ({
      name,
      description: tool.description ?? "",
      inputSchema: tool.inputSchema,
      ...(name === toolName ? {} : { _meta: { "hermes/toolName": toolName } }),
    })),
  }));
  // The hub keeps a server's first definition of a name; later repeats have no name.
  const seen = new Set<string>();
  const names = tools.map((tool) => {
    const key = `${tool.server}\u0000${tool.name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    return named.byToolName.get(tool.name)?.find((exposed) => exposed.server === tool.server)?.name;
  });
  return { toolsets, names };
}
