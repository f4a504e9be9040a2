import { tool, type FunctionTool } from "@openai/agents";
import type { Assembly, ToolSearch } from "@hermes/tool-search";
import { modelTools, resultText } from "../model-tools.js";

const toolArrays = new WeakMap<Assembly, readonly FunctionTool[]>();

type NonStrictParameters = Extract<Parameters<typeof tool>[0], { strict: false }>["parameters"];

/**
 * The OpenAI Agents SDK `tools` for an `Agent`: every tool of `modelTools(search, assembly)`
 * built with the SDK's own `tool()` helper, with the JSON schema as is (`strict: false`: the
 * bridge validates arguments itself). Running one goes through `search.handle`, so hooks,
 * guardrails, approvals and the activity stream apply, and the run's abort signal is the
 * dispatch signal. The output is the dispatch result as text (`resultText`); a failed call is
 * returned to the model as its error object, never thrown. Memoised per assembly. Needs the
 * optional peer dependency `@openai/agents` (0.14.x, the last line on `openai` 6 and Node 20).
 *
 * @example
 * ```ts
 * const agent = new Agent({ name: "assistant", instructions: "…", tools: [...openAIAgentsTools(search, assembly)] });
 * const result = await run(agent, "Make a note titled 'Ship it'.");
 * ```
 */
export function openAIAgentsTools(search: ToolSearch, assembly: Assembly): readonly FunctionTool[] {
  let tools = toolArrays.get(assembly);
  if (tools !== undefined) return tools;
  tools = Object.freeze(
    modelTools(search, assembly).map(
      (definition) =>
        tool({
          name: definition.name,
          description: definition.description,
          parameters: definition.inputSchema as unknown as NonStrictParameters,
          strict: false,
          execute: async (input, _context, details) => {
            const dispatched = await search.handle(
              { id: details?.toolCall?.callId ?? definition.name, name: definition.name, arguments: input },
              { assembly, signal: details?.signal },
            );
            return resultText(dispatched.result);
          },
        }) as FunctionTool,
    ),
  );
  toolArrays.set(assembly, tools);
  return tools;
}
