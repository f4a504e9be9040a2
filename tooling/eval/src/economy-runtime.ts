// The pieces of one catalog that the token economy measures: the eager tool block (every
// schema), the tool-search block (visible tools + bridge tools with the listing), and the
// model-visible answers of tool_search / tool_describe, all as the umbrella produces them.
import { adaptTool, bridgeTools } from "@hermes/bridge";
import type { TokenCounter, Toolset } from "@hermes/catalog";
import { createToolSearch, type Assembly, type ToolSearch } from "@hermes/tool-search";

/** Context length the economy plans for (a 200k-token model). */
export const ECONOMY_CONTEXT_LENGTH = 200_000;

/** One catalog, assembled once. */
export interface EconomyRuntime {
  readonly search: ToolSearch;
  readonly assembly: Assembly;
  /** Every tool's definition in OpenAI Chat shape, as eager loading sends them, as JSON. */
  readonly eagerBlock: string;
  /** What tool search sends every turn: visible tools then the bridge tools, OpenAI Chat shape, as JSON. */
  readonly searchBlock: string;
}

const entryTool = (entry: {
  name: string;
  description: string;
  inputSchema: Readonly<Record<string, unknown>>;
}): unknown =>
  adaptTool({ name: entry.name, description: entry.description, inputSchema: entry.inputSchema }, "openai");

/** The tool-search block of an assembly as JSON (OpenAI Chat shape). Deterministic. */
export function searchBlockOf(search: ToolSearch, assembly: Assembly): string {
  const plan = assembly.plan;
  return JSON.stringify([
    ...plan.visible.map(entryTool),
    ...bridgeTools(plan, search.config).map((tool) => adaptTool(tool, "openai")),
  ]);
}

/** Assembles `toolsets` with the umbrella (o200k counts the listing budget). */
export function economyRuntime(toolsets: readonly Toolset[], countTokens: TokenCounter): EconomyRuntime {
  const search = createToolSearch({ contextLength: ECONOMY_CONTEXT_LENGTH, countTokens });
  const assembly = search.assemble(toolsets);
  const plan = assembly.plan;
  return {
    search,
    assembly,
    eagerBlock: JSON.stringify([...plan.visible, ...plan.deferred].map(entryTool)),
    searchBlock: searchBlockOf(search, assembly),
  };
}

/** The model-visible answer of one bridge call, as JSON. */
export async function bridgeAnswer(
  runtime: EconomyRuntime,
  name: "tool_search" | "tool_describe",
  args: unknown,
): Promise<unknown> {
  const answer = await runtime.search.handle({ id: "economy", name, arguments: args }, { assembly: runtime.assembly });
  return answer.result;
}

/** A `tool_search` result with the hits' `signature` removed (what it was before signatures). */
export function withoutSignatures(result: unknown): unknown {
  if (typeof result !== "object" || result === null || !("tools" in result)) return result;
  const tools = (result as { tools: Record<string, Record<string, unknown>> }).tools;
  const stripped = Object.fromEntries(
    Object.entries(tools).map(([name, hit]) => [
      name,
      Object.fromEntries(Object.entries(hit).filter(([key]) => key !== "signature")),
    ]),
  );
  return { ...result, tools: stripped };
}
