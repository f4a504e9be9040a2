import type { CatalogTool } from "@hermes/data";

/** What every system indexes: a tool's id plus the two searched text fields. */
export interface BenchDocument {
  /** `server/name`, unique within a grown catalog. */
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

export function toBenchDocuments(tools: readonly CatalogTool[]): BenchDocument[] {
  return tools.map((tool) => ({ id: `${tool.server}/${tool.name}`, name: tool.name, description: tool.description }));
}
