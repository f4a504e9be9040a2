// How one tool definition becomes a searchable document: which parts of the tool go into
// which field. The weights live next to the fields so a variant says both what is indexed
// and how much each part counts; a field without a weight is not indexed at all.
import type { EvalTool } from "@hermes/data";

/** The parts of a tool a document can be built from. */
export type DocumentField = "name" | "description" | "params" | "paramDescriptions" | "server";

export const DOCUMENT_FIELDS: readonly DocumentField[] = [
  "name",
  "description",
  "params",
  "paramDescriptions",
  "server",
];

/** Field -> weight (> 0). A field left out is not indexed. */
export type DocumentVariant = Readonly<Partial<Record<DocumentField, number>>>;

export type FieldValue = string | readonly string[];

/** A tool as the rankers index it. `key` is the tool name, for exact-name matching. */
export interface ToolDocument {
  readonly id: string;
  readonly key: string;
  readonly fields: Readonly<Partial<Record<DocumentField, FieldValue>>>;
}

interface ParamInfo {
  readonly name: string;
  readonly description: string;
}

/** Top-level properties of a JSON-Schema `inputSchema` (MCP tool parameters), in schema order. */
export function toolParams(inputSchema: Readonly<Record<string, unknown>>): ParamInfo[] {
  const properties = inputSchema["properties"];
  if (typeof properties !== "object" || properties === null || Array.isArray(properties)) return [];
  return Object.entries(properties as Record<string, unknown>).map(([name, schema]) => {
    const description =
      typeof schema === "object" && schema !== null && "description" in schema ? schema.description : undefined;
    return { name, description: typeof description === "string" ? description : "" };
  });
}

const WORDS = /[A-Za-z0-9]+/g;

/**
 * The server name, or `""` when all its words are already words of the tool name (metatool's
 * server is the tool name; `github` on `github_create_issue`) — as the catalog indexes its label.
 */
export function serverText(tool: EvalTool): string {
  const nameWords = new Set((tool.name.match(WORDS) ?? []).map((word) => word.toLowerCase()));
  const serverWords = (tool.server.match(WORDS) ?? []).map((word) => word.toLowerCase());
  return serverWords.every((word) => nameWords.has(word)) ? "" : tool.server;
}

function fieldValue(tool: EvalTool, field: DocumentField, boilerplate: ReadonlySet<string>): FieldValue {
  switch (field) {
    case "name":
      return tool.name;
    case "description":
      return tool.description;
    case "params":
      return toolParams(tool.inputSchema).map((p) => p.name);
    case "paramDescriptions":
      return toolParams(tool.inputSchema)
        .map((p) => p.description)
        .filter((d) => d !== "" && !boilerplate.has(d.trim().toLowerCase()));
    case "server":
      return serverText(tool);
  }
}

/** The fields of `variant` with a usable weight, in `DOCUMENT_FIELDS` order. */
export function variantFields(variant: DocumentVariant): DocumentField[] {
  return DOCUMENT_FIELDS.filter((field) => {
    const weight = variant[field];
    return weight !== undefined && weight > 0;
  });
}

/**
 * Builds the document for `tool` under `variant`; `id` defaults to the tool's id. Parameter
 * descriptions in `boilerplate` (trimmed, lowercased) are left out.
 */
export function toolToDocument(
  tool: EvalTool,
  variant: DocumentVariant,
  id: string = tool.id,
  boilerplate: ReadonlySet<string> = new Set(),
): ToolDocument {
  const fields: Partial<Record<DocumentField, FieldValue>> = {};
  for (const field of variantFields(variant)) fields[field] = fieldValue(tool, field, boilerplate);
  return { id, key: tool.name, fields };
}

/** A field's value as one string (list items joined by spaces), `""` when the field is absent. */
export function fieldText(document: ToolDocument, field: DocumentField): string {
  const value = document.fields[field];
  if (value === undefined) return "";
  return typeof value === "string" ? value : value.join(" ");
}
