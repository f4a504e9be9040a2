import type { Bm25Document } from "@hermes/bm25";
import type { ToolEntry } from "./tool-entry.js";

/**
 * Field weights of the catalog's search index. The retrieval eval (`pnpm eval`) measures
 * the choices; see docs/retrieval.md.
 */
export const SEARCH_FIELD_WEIGHTS = Object.freeze({ name: 2, label: 1, description: 1, parameters: 0.5, hint: 1 });

const MCP_NAME_PREFIX = /^mcp__/i;
const WORDS = /[A-Za-z0-9]+/g;

/** The words of a tool name as the index sees them: `mcp__` prefix dropped. */
export function nameText(name: string): string {
  return name.replace(MCP_NAME_PREFIX, "");
}

/** Top-level parameter names of an input schema (non-object `properties` give none). */
export function parameterNames(schema: ToolEntry["inputSchema"]): string[] {
  const properties = schema["properties"];
  if (typeof properties !== "object" || properties === null || Array.isArray(properties)) return [];
  return Object.keys(properties);
}

/** Names in the schema's `required` list that are strings, in order. */
export function requiredNames(schema: ToolEntry["inputSchema"]): string[] {
  const required = schema["required"];
  return Array.isArray(required) ? required.filter((name): name is string => typeof name === "string") : [];
}

/**
 * The search document of a tool: its name (without an `mcp__` prefix), its source label
 * when that is not already a word of the name, description, top-level parameter names and
 * `searchHint` keywords. The tool name is the exact-match key.
 */
export function searchDocument(entry: ToolEntry): Bm25Document {
  const name = nameText(entry.name);
  const nameWords = new Set((name.match(WORDS) ?? []).map((word) => word.toLowerCase()));
  const labelWords = (entry.label.match(WORDS) ?? []).map((word) => word.toLowerCase());
  const labelIsNew = entry.label !== "other" && !labelWords.every((word) => nameWords.has(word));
  return {
    id: entry.name,
    key: entry.name,
    fields: {
      name,
      label: labelIsNew ? entry.label : undefined,
      description: entry.description,
      parameters: parameterNames(entry.inputSchema),
      hint: entry.searchHint,
    },
  };
}
