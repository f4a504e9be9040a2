import type { TierPlan, ToolSearchConfig } from "@hermes/catalog";
import { MAX_SEARCH_QUERIES } from "../limits.js";
import type { NeutralTool } from "./tool.js";
import { toolSearchDescription } from "./search-description.js";
import { QUERIES_PARAMETER } from "./search-guide.js";

/**
 * The `tool_search` definition for a plan: `queries` (array of strings, required; the
 * handler also takes one string) and `limit` (integer in [1, `config.maxSearchLimit`],
 * default `config.searchDefaultLimit`), with the description of {@link toolSearchDescription}
 * for `config.admission`; the `queries` wording follows the admission mode too.
 * Keys are built in a fixed order, so the same plan and config give the same JSON bytes.
 *
 * @example
 * ```ts
 * toolSearchDefinition(plan, config).inputSchema;
 * // { type: "object", properties: { queries: {…}, limit: { type: "integer", minimum: 1, maximum: 25, default: 5, … } }, required: ["queries"] }
 * ```
 */
export function toolSearchDefinition(plan: TierPlan, config: ToolSearchConfig): NeutralTool {
  const max = config.maxSearchLimit;
  const fallback = Math.min(Math.max(1, config.searchDefaultLimit), max);
  return {
    name: "tool_search",
    description: toolSearchDescription(plan, config.admission),
    inputSchema: {
      type: "object",
      properties: {
        queries: {
          type: "array",
          description: QUERIES_PARAMETER[config.admission],
          items: { type: "string" },
          minItems: 1,
          maxItems: MAX_SEARCH_QUERIES,
        },
        limit: {
          type: "integer",
          description: `Most matches per query (default ${fallback}, at most ${max}).`,
          minimum: 1,
          maximum: max,
          default: fallback,
        },
      },
      required: ["queries"],
    },
  };
}
