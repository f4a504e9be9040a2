import { jsonSchema, tool, type ToolSet } from "ai";
import type { Assembly, ToolSearch } from "@hermes/tool-search";
import { modelTools } from "../model-tools.js";

const toolSets = new WeakMap<Assembly, ToolSet>();

/**
 * The `tools` for the AI SDK's `generateText` / `streamText`: every tool of
 * `modelTools(search, assembly)` (visible tools, then `tool_search`, `tool_describe`,
 * `tool_call`), each built with the SDK's own `tool()` and `jsonSchema()` helpers. Executing
 * one goes through `search.handle`, so hooks, guardrails, approvals and the activity stream
 * apply, and the step's `abortSignal` is the dispatch signal (a stopped run starts no tool and
 * interrupts a running one). A failed call is returned to the model as its error object
 * (`{error, code, …}`), never thrown, so the loop goes on and the model can retry.
 *
 * Memoised per assembly: the same object on every step, and the schemas are the bridge's
 * own objects, so the tool block the SDK sends is byte-identical across steps and turns while
 * the catalog is unchanged. Needs the optional peer dependency `ai` (6.x).
 *
 * @example
 * ```ts
 * const assembly = search.assemble(toolsets);
 * const { text } = await generateText({ model, tools: aiSdkTools(search, assembly), stopWhen: stepCountIs(8), prompt });
 * ```
 */
export function aiSdkTools(search: ToolSearch, assembly: Assembly): ToolSet {
  let tools = toolSets.get(assembly);
  if (tools !== undefined) return tools;
  tools = {};
  for (const definition of modelTools(search, assembly)) {
    const name = definition.name;
    tools[name] = tool({
      description: definition.description,
      inputSchema: jsonSchema<unknown>(definition.inputSchema),
      execute: async (input, { toolCallId, abortSignal }) => {
        const dispatched = await search.handle(
          { id: toolCallId, name, arguments: input },
          { assembly, signal: abortSignal },
        );
        return dispatched.result;
      },
    });
  }
  toolSets.set(assembly, Object.freeze(tools));
  return tools;
}
