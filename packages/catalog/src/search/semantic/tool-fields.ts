// The texts of a tool the semantic path embeds, each with its weight in the tool's vector.
import type { ToolEntry } from "../../tools/entry.js";
import { nameText, parameterDescriptions, parameterNames } from "../document.js";

/** One field of a tool as the semantic path sees it. */
export interface WeightedText {
  readonly text: string;
  readonly weight: number;
}

/**
 * Weights of a tool's fields in its vector (a sum of field vectors): the name counts most, the
 * description next, parameter names and the server label half, parameter descriptions least
 * (they are often generic). Measured in `pnpm eval` (docs/ranker-design.md, "Hybrid").
 */
export const SEMANTIC_FIELD_WEIGHTS = Object.freeze({
  name: 2,
  description: 1,
  parameters: 0.5,
  parameterText: 0.3,
  label: 0.5,
  hint: 0.5,
});

/**
 * The weighted texts of `entry`: own name (no `mcp__` prefix), description, parameter names,
 * parameter descriptions less `boilerplate` (trimmed, lowercased), source label (unless
 * `"other"`) and search hint; empty fields are left out.
 */
export function semanticFields(entry: ToolEntry, boilerplate: ReadonlySet<string>): WeightedText[] {
  const w = SEMANTIC_FIELD_WEIGHTS;
  const fields: WeightedText[] = [
    { text: nameText(entry.toolName ?? entry.name), weight: w.name },
    { text: entry.description, weight: w.description },
    { text: parameterNames(entry.inputSchema).join(" "), weight: w.parameters },
    {
      text: parameterDescriptions(entry.inputSchema)
        .filter((text) => !boilerplate.has(text.trim().toLowerCase()))
        .join("\n"),
      weight: w.parameterText,
    },
    { text: entry.label === "other" ? "" : entry.label, weight: w.label },
    { text: entry.searchHint ?? "", weight: w.hint },
  ];
  return fields.filter((field) => field.text.trim() !== "");
}
