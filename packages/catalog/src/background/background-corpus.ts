// The background corpus shipped with the package: text fields of ~1,800 real MCP tools that the
// built-in embedder trains with besides a catalog's own tools (see CatalogEmbedderOptions).
import type { ToolEntry } from "../tools/entry.js";
import { normalizeTools } from "../tools/normalize.js";
import type { Toolset } from "../tools/source.js";
import { CORPUS_JSON } from "./corpus-data.js";

type CorpusTool = readonly [string, string, string, readonly (readonly [string, string])[]];

function isCorpusTool(value: unknown): value is CorpusTool {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    typeof value[0] === "string" &&
    typeof value[1] === "string" &&
    typeof value[2] === "string" &&
    Array.isArray(value[3]) &&
    (value[3] as unknown[]).every(
      (pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === "string" && typeof pair[1] === "string",
    )
  );
}

/**
 * The tools of the shipped background corpus (server, name, description and parameters of the
 * ~1,800 real MCP tools the project's data holds; licences in `dist/background/LICENSES.md`), as
 * entries of one toolset per server, each named as the MCP hub names it. They are training text
 * for `createCatalogEmbedder`'s `background` option, never search results. Its own entry point
 * (`@hermes/catalog/background`), so only a runtime that asks loads its ~0.9 MB; parsed on each
 * call (about 0.1–0.2 s): keep the result, e.g. in one `CatalogEmbedderCache`. Deterministic.
 *
 * @throws Error when the data is not the corpus shape (a broken install).
 *
 * @example
 * ```ts
 * import { backgroundCorpus } from "@hermes/catalog/background";
 * const embedders = new CatalogEmbedderCache(undefined, { background: backgroundCorpus() });
 * createCatalogIndex(entries, { embedders }).search("open a ticket", { semantic: 0.5 });
 * ```
 */
export function backgroundCorpus(): readonly ToolEntry[] {
  const data: unknown = JSON.parse(CORPUS_JSON);
  const tools = typeof data === "object" && data !== null ? (data as { tools?: unknown }).tools : undefined;
  if (!Array.isArray(tools) || !tools.every(isCorpusTool))
    throw new Error("@hermes/catalog/background: the shipped corpus is damaged; reinstall @hermes/catalog");
  const byServer = new Map<string, Record<string, unknown>[]>();
  for (const [server, name, description, parameters] of tools) {
    const list = byServer.get(server) ?? [];
    byServer.set(server, list);
    // Named as the MCP hub names tools, so a name repeated on another server is its own tool.
    list.push({
      name: `mcp__${server}__${name}`,
      _meta: { "hermes/toolName": name },
      description,
      inputSchema: {
        type: "object",
        properties: Object.fromEntries(parameters.map(([parameter, text]) => [parameter, { description: text }])),
      },
    });
  }
  const toolsets: Toolset[] = [...byServer].map(([server, list]) => ({
    source: { kind: "mcp", name: server },
    tools: list,
  }));
  return normalizeTools(toolsets).entries;
}
