import type { TierPlan } from "@hermes/catalog";
import { MAX_BATCH_CALLS as MAX_CONNECTOR_BATCH } from "../call/batch-policy.js";
import type { NeutralTool } from "./tool.js";

const CHECKED =
  "Arguments are validated against the tool's schema before anything runs. " +
  "Tools already in your tool list are called directly, never through `tool_call`.";

const LOCAL_ONLY =
  "Invoke a tool found with `tool_search`: pass its exact name and its arguments as an object matching the schema " +
  "from `tool_describe`. One tool per call: `calls` holds exactly one entry; run several tools with several `tool_call` calls. " +
  CHECKED;

const WITH_CONNECTORS =
  "Invoke tools found with `tool_search`: pass each exact name and its arguments as an object matching the schema " +
  "from `tool_describe`. Batch rule: one local tool per call (`calls` holds exactly one entry); several connector tools " +
  `(names starting with \`connectors__\`) may go in one call, up to ${MAX_CONNECTOR_BATCH}, and run in order. ` +
  CHECKED;

/**
 * The `tool_call` definition for a plan: `calls`, an array of `{name, arguments}` (both
 * required in the schema; the resolver is more lenient). The batch rule is stated in the
 * description and in `maxItems`: without connectors one entry per call; with `plan.connectors`
 * one local tool, or up to `MAX_BATCH_CALLS` (10) `connectors__` tools — the cap of the
 * batch policy, imported so the text cannot drift from it. Keys in a fixed order.
 *
 * @example
 * ```ts
 * toolCallDefinition(plan).inputSchema.required; // ["calls"]
 * ```
 */
export function toolCallDefinition(plan: TierPlan): NeutralTool {
  const connectors = plan.connectors;
  return {
    name: "tool_call",
    description: connectors ? WITH_CONNECTORS : LOCAL_ONLY,
    inputSchema: {
      type: "object",
      properties: {
        calls: {
          type: "array",
          description: connectors
            ? `One local tool, or up to ${MAX_CONNECTOR_BATCH} \`connectors__\` tools: {name, arguments} each.`
            : "Exactly one {name, arguments} entry.",
          items: {
            type: "object",
            properties: {
              name: { type: "string", description: "The exact tool name, as `tool_search` returned it." },
              arguments: {
                type: "object",
                description: "Arguments matching the tool's parameters; {} when it takes none.",
              },
            },
            required: ["name", "arguments"],
          },
          minItems: 1,
          maxItems: connectors ? MAX_CONNECTOR_BATCH : 1,
        },
      },
      required: ["calls"],
    },
  };
}
