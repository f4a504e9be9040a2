// The same documents as ours, flattened to one string per field, for the peer rankers.
import type { RetrievalConfig } from "../retrieval-config.js";
import { fieldText, variantFields } from "../tool-document.js";
import type { DocumentField, ToolDocument } from "../tool-document.js";

/** Indexed fields of `config`, each with its weight. */
export function weightedFields(config: RetrievalConfig): { field: DocumentField; weight: number }[] {
  return variantFields(config.document).map((field) => ({ field, weight: config.document[field] ?? 0 }));
}

/** `{<field>: text}` for every indexed field; list fields are joined with spaces. */
export function flatFields(document: ToolDocument, config: RetrievalConfig): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const { field } of weightedFields(config)) flat[field] = fieldText(document, field);
  return flat;
}

/** Field -> weight, for the peers' field boosts. */
export function fieldBoosts(config: RetrievalConfig): Record<string, number> {
  return Object.fromEntries(weightedFields(config).map(({ field, weight }) => [field, weight]));
}
