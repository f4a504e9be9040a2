import {
  ANNOTATIONS_CLAIMED_BY_META_KEY,
  DEFINITION_HASH_META_KEY,
  definitionHash,
  type JsonSchemaObject,
  type TierPlan,
  type ToolEntry,
  type ToolFormat,
  type ToolSearchConfig,
} from "@hermes/catalog";
import { isDownstream } from "@hermes/catalog/internal";
import type { NeutralTool } from "./tool.js";
import { bridgeTools } from "./bridge-tools.js";

/** An OpenAI Chat Completions function tool. */
export interface OpenAIChatTool {
  readonly type: "function";
  readonly function: { readonly name: string; readonly description: string; readonly parameters: JsonSchemaObject };
}

/** An OpenAI Responses API function tool. */
export interface OpenAIResponsesTool {
  readonly type: "function";
  readonly name: string;
  readonly description: string;
  readonly parameters: JsonSchemaObject;
}

/** An Anthropic Messages API tool. */
export interface AnthropicTool {
  readonly name: string;
  readonly description: string;
  readonly input_schema: JsonSchemaObject;
}

/** An MCP `Tool` (the fields the bridge sets). */
export interface McpTool {
  readonly name: string;
  readonly description: string;
  readonly inputSchema: JsonSchemaObject;
}

/** The catalog's neutral input shape, `{name, description, parameters}` (what `readDefinition` calls `neutral`). */
export interface NeutralParametersTool {
  readonly name: string;
  readonly description: string;
  readonly parameters: JsonSchemaObject;
}

/** The tool object type emitted for each {@link ToolFormat}. */
export interface ToolOfFormat {
  readonly openai: OpenAIChatTool;
  readonly "openai-responses": OpenAIResponsesTool;
  readonly anthropic: AnthropicTool;
  readonly mcp: McpTool;
  readonly neutral: NeutralParametersTool;
}

/**
 * A neutral tool as an OpenAI Chat Completions function tool
 * `{type: "function", function: {name, description, parameters}}`. The schema object is shared, not copied.
 *
 * @example
 * ```ts
 * toOpenAIChatTool(tool).function.name; // "tool_search"
 * ```
 */
export function toOpenAIChatTool(tool: NeutralTool): OpenAIChatTool {
  return {
    type: "function",
    function: { name: tool.name, description: tool.description, parameters: tool.inputSchema },
  };
}

/**
 * A neutral tool as an OpenAI Responses function tool `{type: "function", name, description, parameters}`.
 *
 * @example
 * ```ts
 * toOpenAIResponsesTool(tool).parameters === tool.inputSchema; // true
 * ```
 */
export function toOpenAIResponsesTool(tool: NeutralTool): OpenAIResponsesTool {
  return { type: "function", name: tool.name, description: tool.description, parameters: tool.inputSchema };
}

/**
 * A neutral tool as an Anthropic tool `{name, description, input_schema}`.
 *
 * @example
 * ```ts
 * toAnthropicTool(tool).input_schema === tool.inputSchema; // true
 * ```
 */
export function toAnthropicTool(tool: NeutralTool): AnthropicTool {
  return { name: tool.name, description: tool.description, input_schema: tool.inputSchema };
}

/**
 * A neutral tool as an MCP `Tool` `{name, description, inputSchema}`.
 *
 * @example
 * ```ts
 * toMcpTool(tool).inputSchema === tool.inputSchema; // true
 * ```
 */
export function toMcpTool(tool: NeutralTool): McpTool {
  return { name: tool.name, description: tool.description, inputSchema: tool.inputSchema };
}

/**
 * A neutral tool in the shape of `format`: `openai` (Chat Completions), `openai-responses`,
 * `anthropic`, `mcp`, or `neutral` — the catalog's neutral input shape
 * `{name, description, parameters}`, so emitted tools read back in the same format. Keys are
 * in a fixed order; the schema object is shared, not copied.
 *
 * @example
 * ```ts
 * adaptTool(tool, "anthropic"); // { name: "tool_search", description: "…", input_schema: {…} }
 * ```
 */
export function adaptTool<F extends ToolFormat>(tool: NeutralTool, format: F): ToolOfFormat[F];
export function adaptTool(tool: NeutralTool, format: ToolFormat): ToolOfFormat[ToolFormat] {
  switch (format) {
    case "openai":
      return toOpenAIChatTool(tool);
    case "openai-responses":
      return toOpenAIResponsesTool(tool);
    case "anthropic":
      return toAnthropicTool(tool);
    case "mcp":
      return toMcpTool(tool);
    case "neutral":
      return { name: tool.name, description: tool.description, parameters: tool.inputSchema };
  }
}

/** A record, or `undefined`. */
function recordOf(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Readonly<Record<string, unknown>>)
    : undefined;
}

/**
 * A visible tool as sent in `format`: the original object, except that an MCP-shaped tool in
 * an `mcp` listing is a shallow copy whose `_meta` also carries its definition hash and, for a
 * downstream tool with annotations, the server that claims them.
 */
function visibleTool(entry: ToolEntry, format: ToolFormat): unknown {
  const original = recordOf(entry.original);
  if (format !== "mcp" || entry.format !== "mcp" || original === undefined) return entry.original;
  // Annotations pass on as the server wrote them (cleaned); `_meta` names who claims them.
  const claimed =
    entry.annotations !== undefined && isDownstream(entry)
      ? { [ANNOTATIONS_CLAIMED_BY_META_KEY]: entry.sourceName }
      : {};
  return {
    ...original,
    _meta: { ...recordOf(original["_meta"]), [DEFINITION_HASH_META_KEY]: definitionHash(entry), ...claimed },
  };
}

/**
 * The tool array to send to the model this turn: the plan's visible tools as the caller's
 * ORIGINAL objects (same references, byte-identical, in whatever shape each was given; sorted
 * by name as in the plan), then the bridge tools (`tool_search`, `tool_describe`,
 * `tool_call`) in `format`. Tier 0: the visible tools only. Same plan and config → same bytes.
 * One exception: in the `mcp` format an MCP-shaped visible tool is a shallow copy whose
 * `_meta` also holds its definition hash (`DEFINITION_HASH_META_KEY`, `"sha256:…"`), so an
 * MCP client sees what a pin file records, and — for a downstream tool with annotations — the
 * server that claims them (`ANNOTATIONS_CLAIMED_BY_META_KEY`): annotations are a server's claim.
 *
 * @example
 * ```ts
 * const tools = toolsForModel(plan, config, "openai");
 * tools.at(-1); // { type: "function", function: { name: "tool_call", … } }
 * ```
 */
export function toolsForModel(plan: TierPlan, config: ToolSearchConfig, format: ToolFormat): readonly unknown[] {
  const tools: unknown[] = plan.visible.map((entry) => visibleTool(entry, format));
  for (const tool of bridgeTools(plan, config)) tools.push(adaptTool(tool, format));
  return tools;
}
