// The tools of a set as the umbrella's MCP hub hands them to the catalog (docs/security.md,
// "One name per real tool"): one toolset per server, every tool renamed `mcp__<server>__<tool>`
// with its own name in `_meta["hermes/toolName"]`, so a name repeated across servers is
// still one tool per server. Names the hub keeps as sent (reserved, or refused by the catalog:
// a control or format character) stay raw, and the catalog refuses them as it would in the
// product; a name of other unshowable characters (`PDF&URLTool`) is namespaced like any other
// (docs/spec/listing.md, "Names").
import { showableNameFor } from "@hermes/catalog/internal";
import type { EvalTool } from "@hermes/data";
import { namespacedToolName } from "@hermes/mcp";
import { RESERVED_TOOL_NAMES } from "@hermes/mcp/internal";

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

/** Names `tools` as the hub's default `namespaced` naming does, clashes hashed (pure). */
export function hubToolsets(tools: readonly SetTool[]): HubTools {
  const seen = new Set<string>();
  const wanted = tools.map((tool) => {
    const key = `${tool.server}\u0000${tool.name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const raw = RESERVED_TOOL_NAMES.includes(tool.name) || showableNameFor(tool.name) === undefined;
    return { raw, name: raw ? tool.name : namespacedToolName(tool.server, tool.name) };
  });
  const counts = new Map<string, number>();
  for (const want of wanted) if (want !== undefined) counts.set(want.name, (counts.get(want.name) ?? 0) + 1);
  const servers = new Map<string, HubToolset>();
  const names = tools.map((tool, i) => {
    const want = wanted[i];
    if (want === undefined) return undefined;
    const name =
      !want.raw && (counts.get(want.name) ?? 0) > 1 ? namespacedToolName(tool.server, tool.name, true) : want.name;
    let toolset = servers.get(tool.server);
    if (toolset === undefined)
      servers.set(tool.server, (toolset = { source: { kind: "mcp", name: tool.server }, tools: [] }));
    const meta = name === tool.name ? {} : { _meta: { "hermes/toolName": tool.name } };
    toolset.tools.push({ name, description: tool.description, inputSchema: tool.inputSchema, ...meta });
    return name;
  });
  return { toolsets: [...servers.values()], names };
}
