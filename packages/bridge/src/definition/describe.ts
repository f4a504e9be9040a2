import { MAX_DESCRIBE_NAMES } from "../limits.js";
import type { NeutralTool } from "./tool.js";

/**
 * The `tool_describe` definition: `names` (array of 1–10 strings, required; the handler also
 * takes one string). The same for every plan; keys in a fixed order.
 *
 * @example
 * ```ts
 * toolDescribeDefinition().inputSchema.required; // ["names"]
 * ```
 */
export function toolDescribeDefinition(): NeutralTool {
  return {
    name: "tool_describe",
    description:
      `Get the full parameter schemas of tools found with \`tool_search\`: pass up to ${MAX_DESCRIBE_NAMES} exact names ` +
      "per call, then invoke them with `tool_call`. Tools already in your tool list are called directly and need no description.",
    inputSchema: {
      type: "object",
      properties: {
        names: {
          type: "array",
          description: `1–${MAX_DESCRIBE_NAMES} exact tool names from \`tool_search\`. A single string is accepted as one name.`,
          items: { type: "string" },
          minItems: 1,
          maxItems: MAX_DESCRIBE_NAMES,
        },
      },
      required: ["names"],
    },
  };
}
