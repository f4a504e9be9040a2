import type { ToolEntry } from "./tool-entry.js";

import { ENGLISH_STOP_WORDS, type Bm25Document, type Bm25Options } from "@hermes/bm25";

/**
 * Field weights of the catalog's search index, chosen with the retrieval eval's ablation
 * (`pnpm eval --ablation`, recorded in docs/retrieval.md): the name dominates (its field is
 * short, so BM25F normalises it hard), parameter names help, parameter descriptions did not.
 * The label and hints have no public data to tune on and stay at 1.
 */
export const SEARCH_FIELD_WEIGHTS = Object.freeze({ name: 10, label: 1, description: 1, parameters: 1, hint: 1 });

/**
 * The ranker settings of catalog search: the field weights above, English stop words
 * dropped (so request filler like "an" or "please" can neither score nor empty a gated
 * result), k1 = 2.5 and b = 0.6 (from the eval's grid).
 */
export const SEARCH_RANKER_OPTIONS: Bm25Options = Object.freeze({
  fields: SEARCH_FIELD_WEIGHTS,
  k1: 2.5,
  b: 0.6,
  tokenizer: Object.freeze({ stopWords: ENGLISH_STOP_WORDS }),
});

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
 * The search document of a tool: its own name (`toolName` when the model-facing name is
 * namespaced, else the name without an `mcp__` prefix), its source label
 * when that is not already a word of the name, description, top-level parameter names and
 * `searchHint` keywords. The tool name is the exact-match key.
 */
export function searchDocument(entry: ToolEntry): Bm25Document {
  const name = nameText(entry.toolName ?? entry.name);
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
