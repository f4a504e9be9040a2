import type { TierPlan, ToolSearchConfig } from "@hermes/catalog";
import { toolCallDefinition } from "./call.js";
import { toolDescribeDefinition } from "./describe.js";
import { toolSearchDefinition } from "./search.js";
import type { NeutralTool } from "./tool.js";

/**
 * The bridge tools for a plan, in the fixed order `tool_search`, `tool_describe`,
 * `tool_call`, as neutral definitions (see `adapters.ts` for model API shapes). Empty when the
 * plan has no bridge (tier 0). New objects on every call; the same plan and config always
 * give the same JSON bytes (key order is fixed), which prompt caching relies on.
 *
 * @example
 * ```ts
 * const plan = planTiers(toolsets, { config, contextLength: 200_000 });
 * bridgeTools(plan, config).map((tool) => tool.name); // ["tool_search", "tool_describe", "tool_call"]
 * ```
 */
export function bridgeTools(plan: TierPlan, config: ToolSearchConfig): readonly NeutralTool[] {
  if (!plan.bridge) return [];
  return [toolSearchDefinition(plan, config), toolDescribeDefinition(), toolCallDefinition(plan)];
}
