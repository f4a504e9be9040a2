import type { CatalogTool, JsonSchema } from "./types.js";
import { asArray, asRecord, readJson, stringField } from "./read-json.js";

const CATALOG_FILES = ["mcp-servers.json", "livemcp.json"] as const;

function toCatalogTool(raw: unknown, where: string): CatalogTool {
  const record = asRecord(raw, where);
  const schema = record["inputSchema"];
  return {
    server: stringField(record, "server", where),
    name: stringField(record, "name", where),
    description: typeof record["description"] === "string" ? record["description"] : "",
    inputSchema: typeof schema === "object" && schema !== null ? (schema as JsonSchema) : {},
  };
}

/** One catalog file: its name (the file name without `.json`) and its tools. */
export interface Catalog {
  readonly name: string;
  readonly tools: readonly CatalogTool[];
}

/** Loads each catalog file of `catalogs/` on its own: `mcp-servers`, then `livemcp`. */
export function loadCatalogs(): Catalog[] {
  return CATALOG_FILES.map((file) => {
    const data = asRecord(readJson(new URL(`../catalogs/${file}`, import.meta.url)), file);
    const tools = asArray(data["tools"], `${file}.tools`).map((raw, i) => toCatalogTool(raw, `${file}.tools[${i}]`));
    return { name: file.replace(/\.json$/, ""), tools };
  });
}

/**
 * Loads the real MCP tool definitions of `catalogs/` (about 1,800 tools of 125 servers),
 * in file order: `mcp-servers.json` first, then `livemcp.json`.
 */
export function loadCatalogTools(): CatalogTool[] {
  return loadCatalogs().flatMap((catalog) => catalog.tools);
}

/**
 * Grows (or cuts) a catalog to exactly `size` tools by repeating whole servers under new
 * server names (`github`, then `github-2`, …), so the text statistics stay those of real
 * servers. Deterministic: the same input gives the same output.
 */
export function growCatalog(tools: readonly CatalogTool[], size: number): CatalogTool[] {
  if (tools.length === 0) throw new Error("cannot grow an empty catalog");
  const out: CatalogTool[] = [];
  for (let round = 1; out.length < size; round += 1) {
    for (const tool of tools) {
      if (out.length >= size) break;
      out.push(round === 1 ? tool : { ...tool, server: `${tool.server}-${round}` });
    }
  }
  return out;
}
