import type Anthropic from "@anthropic-ai/sdk";
import type {
  Message,
  MessageCreateParamsNonStreaming,
  MessageParam,
  Tool,
  ToolResultBlockParam,
} from "@anthropic-ai/sdk/resources/messages";
import type { Assembly, ModelToolCall, ToolSearch } from "@hermes/tool-search";
import { modelTools, resultText } from "../model-tools.js";
import { runToolCalls, type ToolLoopOptions } from "../run-calls.js";

const toolArrays = new WeakMap<Assembly["plan"], Map<boolean, readonly Tool[]>>();

/** Options of {@link anthropicTools}. */
export interface AnthropicToolsOptions {
  /**
   * Mark the last tool with `cache_control: {type: "ephemeral"}`, so Anthropic caches the whole
   * tool block (byte-identical across turns while the catalog is unchanged). Default `false`.
   */
  readonly cache?: boolean | undefined;
}

/**
 * The Messages API `tools` for one assembly: `modelTools(search, assembly)` as client tools.
 * Memoised by plan (and `cache`), so every request sends the same bytes.
 *
 * @example
 * ```ts
 * await client.messages.create({ model, max_tokens: 1024, messages, tools: [...anthropicTools(search, assembly, { cache: true })] });
 * ```
 */
export function anthropicTools(
  search: ToolSearch,
  assembly: Assembly,
  options: AnthropicToolsOptions = {},
): readonly Tool[] {
  const cache = options.cache ?? false;
  let byCache = toolArrays.get(assembly.plan);
  if (byCache === undefined) toolArrays.set(assembly.plan, (byCache = new Map<boolean, readonly Tool[]>()));
  let tools = byCache.get(cache);
  if (tools === undefined) {
    const list = modelTools(search, assembly);
    const built = list.map((tool, index): Tool => ({
      name: tool.name,
      description: tool.description,
      input_schema: tool.inputSchema as Tool.InputSchema,
      ...(cache && index === list.length - 1 ? { cache_control: { type: "ephemeral" as const } } : {}),
    }));
    byCache.set(cache, (tools = Object.freeze(built)));
  }
  return tools;
}

/** Options of {@link runAnthropicLoop}. */
export interface AnthropicLoopOptions extends ToolLoopOptions {
  /** An `@anthropic-ai/sdk` client (1.x); `baseURL` may point anywhere that speaks the Messages API. */
  readonly client: Anthropic;
  readonly maxTokens: number;
  /** The conversation so far; not modified (the loop works on a copy). */
  readonly messages: readonly MessageParam[];
  readonly system?: string | undefined;
  /** Cache the tool block (see {@link AnthropicToolsOptions}). Default `false`. */
  readonly cacheTools?: boolean | undefined;
  /** Other request fields (temperature, tool_choice, …); the loop sets model, messages, tools, system and max_tokens. */
  readonly request?:
    | Omit<
        Partial<MessageCreateParamsNonStreaming>,
        "model" | "messages" | "tools" | "system" | "max_tokens" | "stream"
      >
    | undefined;
}

/** What {@link runAnthropicLoop} ends with. */
export interface AnthropicLoopResult {
  /** The whole conversation: the input messages, then every assistant turn and tool result turn. */
  readonly messages: MessageParam[];
  /** The text blocks of the last assistant message, joined. */
  readonly text: string;
  readonly steps: number;
  /** The last `stop_reason`, or `"max_steps"` when the loop hit `maxSteps`. */
  readonly ended: Message["stop_reason"] | "max_steps";
  readonly responses: Message[];
}

/**
 * A Messages API tool-use loop with tool search: sends the conversation with
 * {@link anthropicTools}, and while the reply stops for `tool_use`, runs its `tool_use` blocks
 * through `runToolCalls` (the runtime's plan, hooks, approvals and interruption) and answers
 * them in one user turn of `tool_result` blocks (`is_error` for failed calls; never a throw).
 * Ends on any other stop reason or after `maxSteps` requests. Errors of the HTTP request
 * itself (auth, network, an aborted `signal`) are the client's and reject.
 *
 * @example
 * ```ts
 * const { text } = await runAnthropicLoop({ client: new Anthropic(), search, assembly, model: "claude-sonnet-4-5", maxTokens: 1024, messages: [{ role: "user", content: "…" }] });
 * ```
 */
export async function runAnthropicLoop(options: AnthropicLoopOptions): Promise<AnthropicLoopResult> {
  const { client, search, assembly, signal } = options;
  const messages = [...options.messages];
  const responses: Message[] = [];
  const tools = anthropicTools(search, assembly, { cache: options.cacheTools });
  const maxSteps = options.maxSteps ?? 8;
  while (responses.length < maxSteps) {
    const request: MessageCreateParamsNonStreaming = {
      ...options.request,
      model: options.model,
      max_tokens: options.maxTokens,
      messages,
      tools: [...tools],
      ...(options.system === undefined ? {} : { system: options.system }),
    };
    const response = await client.messages.create(request, { signal });
    responses.push(response);
    messages.push({ role: "assistant", content: response.content });
    const calls: ModelToolCall[] = response.content.flatMap((block) =>
      block.type === "tool_use" ? [{ id: block.id, name: block.name, arguments: block.input }] : [],
    );
    if (response.stop_reason !== "tool_use" || calls.length === 0)
      return finish(messages, responses, response.stop_reason);
    const results = await runToolCalls(search, assembly, calls, { signal });
    const content = results.map((result): ToolResultBlockParam => ({
      type: "tool_result",
      tool_use_id: result.id,
      content: resultText(result.result),
      ...(result.isError ? { is_error: true } : {}),
    }));
    messages.push({ role: "user", content });
  }
  return finish(messages, responses, "max_steps");
}

function finish(
  messages: MessageParam[],
  responses: Message[],
  ended: AnthropicLoopResult["ended"],
): AnthropicLoopResult {
  const last = responses.at(-1);
  const text = (last?.content ?? []).flatMap((block) => (block.type === "text" ? [block.text] : [])).join("");
  return { messages, text, steps: responses.length, ended, responses };
}
