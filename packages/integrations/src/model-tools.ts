import { bridgeTools, type Assembly, type ToolEntry, type ToolSearch } from "@hermes/tool-search";

/** A JSON Schema object, as tool definitions carry it. */
export type JsonSchemaObject = ToolEntry["inputSchema"];

/** One tool the model sees, whatever framework carries it: the visible tools and the bridge tools. */
export interface ModelTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: JsonSchemaObject;
}

const byPlan = new WeakMap<Assembly["plan"], readonly ModelTool[]>();

/**
 * The tools to give the model for one assembly, framework-neutral: the session's visible tools
 * (name, description and schema read from their definitions, in plan order), then the bridge
 * tools (`tool_search`, `tool_describe`, `tool_call`) when the plan has a bridge. Memoised by
 * plan identity, so the same catalog gives the same array object (and the same bytes) on
 * every step and turn — what keeps a provider's prompt cache warm (docs/integrations.md).
 *
 * @example
 * ```ts
 * const assembly = search.assemble(toolsets);
 * modelTools(search, assembly).map((tool) => tool.name); // ["read_file", "tool_search", "tool_describe", "tool_call"]
 * ```
 */
export function modelTools(search: ToolSearch, assembly: Assembly): readonly ModelTool[] {
  let tools = byPlan.get(assembly.plan);
  if (tools === undefined) {
    const visible = assembly.plan.visible.map((entry) => ({
      name: entry.name,
      description: entry.description,
      inputSchema: entry.inputSchema,
    }));
    const bridge = bridgeTools(assembly.plan, search.config).map((tool) => ({
      name: tool.name,
      description: tool.description,
      inputSchema: tool.inputSchema,
    }));
    byPlan.set(assembly.plan, (tools = Object.freeze([...visible, ...bridge])));
  }
  return tools;
}

/**
 * A dispatch result as the text a chat API's tool message carries: strings as they are,
 * anything else as JSON (`undefined` → `null`). Deterministic; never throws on cycles or
 * BigInts (they become `"[unserializable]"`).
 *
 * @example
 * ```ts
 * resultText({ queries: ["x"] }); // '{"queries":["x"]}'
 * resultText("done"); // "done"
 * ```
 */
export function resultText(result: unknown): string {
  if (typeof result === "string") return result;
  try {
    return JSON.stringify(result) ?? "null";
  } catch {
    return '"[unserializable]"';
  }
}
