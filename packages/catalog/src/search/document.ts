import type { ToolEntry } from "../tools/entry.js";

import { DEFAULT_VOCABULARY, ENGLISH_STOP_WORDS, type Bm25Document, type Bm25Options } from "@hermes/bm25";

/**
 * Field weights of the catalog's search index, chosen by leave-one-set-out cross-validation
 * over the public sets and the agent-query set (`pnpm eval`, recorded in docs/retrieval.md):
 * the name dominates (its field is short, so BM25F normalises it hard), the server label and
 * parameter names help, parameter descriptions help at a low weight (they are often
 * boilerplate). Hints have no public data to tune on and stay at 1.
 */
export const SEARCH_FIELD_WEIGHTS = Object.freeze({
  name: 5,
  label: 2,
  description: 1,
  parameters: 1,
  parameterText: 0.3,
  hint: 1,
});

/**
 * The ranker settings of catalog search: the field weights above, English stop words
 * dropped (so request filler like "an" or "please" can neither score nor empty a gated
 * result), k1 = 4, b = 0.75 and the BM25+ lower bound delta = 0.5 (cross-validated with the
 * weights: every held-out fold chose delta 0.5, docs/retrieval.md), a field-wise blend at
 * share 0.3 (30% of each score from the per-field view with coordination, which lifts the
 * two-tool requests of metatool-multi; chosen by the same cross-validation, docs/retrieval.md,
 * and described in docs/ranker-design.md "Field-wise blend"), and the reviewed default
 * vocabulary of `@hermes/bm25` (equivalents such as send → post, ordinary words;
 * docs/search-vocabulary.md).
 */
export const SEARCH_RANKER_OPTIONS: Bm25Options = Object.freeze({
  fields: SEARCH_FIELD_WEIGHTS,
  k1: 4,
  b: 0.75,
  delta: 0.5,
  fieldwise: 0.3,
  tokenizer: Object.freeze({ stopWords: ENGLISH_STOP_WORDS }),
  vocabulary: DEFAULT_VOCABULARY,
});

const MCP_NAME_PREFIX = /^mcp__/i;
const NONE: ReadonlySet<string> = new Set();
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

/** Descriptions of the top-level parameters that have one, in schema order. */
export function parameterDescriptions(schema: ToolEntry["inputSchema"]): string[] {
  const properties = schema["properties"];
  if (typeof properties !== "object" || properties === null || Array.isArray(properties)) return [];
  return Object.values(properties as Record<string, unknown>).flatMap((property) => {
    const description =
      typeof property === "object" && property !== null
        ? (property as Record<string, unknown>)["description"]
        : undefined;
    return typeof description === "string" && description !== "" ? [description] : [];
  });
}

/** Share of a catalog's tools above which a parameter description is boilerplate. */
export const BOILERPLATE_SHARE = 0.2;

/**
 * Parameter descriptions that more than {@link BOILERPLATE_SHARE} of the tools (and at least
 * 3) repeat word for word — "The tenant ID", "Retry delay in seconds" on every tool of a
 * server: they say nothing about any one tool, so the index leaves them out. Compared
 * trimmed and lowercased; returned that way.
 */
export function boilerplateDescriptions(schemas: readonly ToolEntry["inputSchema"][]): ReadonlySet<string> {
  const counts = new Map<string, number>();
  for (const schema of schemas) {
    for (const text of new Set(parameterDescriptions(schema).map((d) => d.trim().toLowerCase())))
      counts.set(text, (counts.get(text) ?? 0) + 1);
  }
  const limit = Math.max(3, BOILERPLATE_SHARE * schemas.length);
  return new Set([...counts].filter(([, count]) => count > limit).map(([text]) => text));
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
 * descriptions (less `boilerplate`, see {@link boilerplateDescriptions}), and `searchHint`
 * keywords. The tool name is the exact-match key.
 */
export function searchDocument(entry: ToolEntry, boilerplate: ReadonlySet<string> = NONE): Bm25Document {
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
      parameterText: parameterDescriptions(entry.inputSchema).filter(
        (text) => !boilerplate.has(text.trim().toLowerCase()),
      ),
      hint: entry.searchHint,
    },
  };
}
