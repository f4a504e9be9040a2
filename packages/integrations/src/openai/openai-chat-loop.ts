import type OpenAI from "openai";
import type {
  ChatCompletion,
  ChatCompletionCreateParamsNonStreaming,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from "openai/resources/chat/completions";
import type { Assembly, ModelToolCall, ToolSearch } from "@hermes/tool-search";
import { modelTools, resultText } from "../model-tools.js";
import { runToolCalls, type ToolLoopOptions } from "../run-calls.js";

const toolArrays = new WeakMap<Assembly["plan"], readonly ChatCompletionTool[]>();

/**
 * The Chat Completions `tools` for one assembly: `modelTools(search, assembly)` as function
 * tools. Memoised by plan, so every request of a conversation sends the same bytes while the
 * catalog is unchanged (what the provider's prompt cache keys on).
 *
 * @example
 * ```ts
 * await client.chat.completions.create({ model: "gpt-4.1-mini", messages, tools: openAIChatTools(search, assembly) });
 * ```
 */
export function openAIChatTools(search: ToolSearch, assembly: Assembly): readonly ChatCompletionTool[] {
  let tools = toolArrays.get(assembly.plan);
  if (tools === undefined) {
    const built = modelTools(search, assembly).map((tool): ChatCompletionTool => ({
      type: "function",
      function: { name: tool.name, description: tool.description, parameters: tool.inputSchema },
    }));
    toolArrays.set(assembly.plan, (tools = Object.freeze(built)));
  }
  return tools;
}

/** Options of {@link runOpenAIChatLoop}. */
export interface OpenAIChatLoopOptions extends ToolLoopOptions {
  /** An `openai` client (6.x); point `baseURL` anywhere that speaks Chat Completions. */
  readonly client: OpenAI;
  /** The conversation so far; not modified (the loop works on a copy). */
  readonly messages: readonly ChatCompletionMessageParam[];
  /** Other request fields (temperature, tool_choice, …); `model`, `messages` and `tools` are set by the loop. */
  readonly request?:
    Omit<Partial<ChatCompletionCreateParamsNonStreaming>, "model" | "messages" | "tools" | "stream"> | undefined;
}

/** What {@link runOpenAIChatLoop} ends with. */
export interface OpenAIChatLoopResult {
  /** The whole conversation: the input messages, then every assistant and tool message. */
  readonly messages: ChatCompletionMessageParam[];
  /** The last assistant message's text (`null` when it had none). */
  readonly text: string | null;
  /** Model requests made. */
  readonly steps: number;
  /** `"stop"`: the model answered without tool calls; `"max_steps"`: the loop hit `maxSteps`. */
  readonly ended: "stop" | "max_steps";
  /** Every completion, in order (usage, ids). */
  readonly completions: ChatCompletion[];
}

/**
 * A Chat Completions tool-use loop with tool search: sends the conversation with
 * {@link openAIChatTools}, runs the tool calls of each reply through `runToolCalls` (the
 * runtime's plan, hooks, approvals and interruption; a failed call is a tool message with the
 * error object, never a throw), appends the tool messages, and repeats until the model
 * answers without tool calls or `maxSteps` requests were made. Errors of the HTTP request
 * itself (auth, network, an aborted `signal`) are the client's and reject.
 *
 * @example
 * ```ts
 * const { text } = await runOpenAIChatLoop({ client: new OpenAI(), search, assembly, model: "gpt-4.1-mini", messages: [{ role: "user", content: "…" }] });
 * ```
 */
export async function runOpenAIChatLoop(options: OpenAIChatLoopOptions): Promise<OpenAIChatLoopResult> {
  const { client, search, assembly, signal } = options;
  const messages = [...options.messages];
  const completions: ChatCompletion[] = [];
  const tools = openAIChatTools(search, assembly);
  const maxSteps = options.maxSteps ?? 8;
  let text: string | null = null;
  while (completions.length < maxSteps) {
    const completion = await client.chat.completions.create(
      { ...options.request, model: options.model, messages, tools: [...tools] },
      { signal },
    );
    completions.push(completion);
    const message = completion.choices[0]?.message;
    if (message === undefined) break;
    text = message.content;
    const calls: ModelToolCall[] = (message.tool_calls ?? []).flatMap((call) =>
      call.type === "function" ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }] : [],
    );
    messages.push({
      role: "assistant",
      content: message.content,
      ...(message.tool_calls === undefined || message.tool_calls.length === 0
        ? {}
        : { tool_calls: message.tool_calls }),
    });
    if (calls.length === 0) return { messages, text, steps: completions.length, ended: "stop", completions };
    for (const result of await runToolCalls(search, assembly, calls, { signal }))
      messages.push({ role: "tool", tool_call_id: result.id, content: resultText(result.result) });
  }
  return {
    messages,
    text,
    steps: completions.length,
    ended: completions.length >= maxSteps ? "max_steps" : "stop",
    completions,
  };
}
