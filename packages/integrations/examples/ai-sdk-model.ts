// The scripted model as an AI SDK language model, built on the SDK's own MockLanguageModelV3.
import { MockLanguageModelV3 } from "ai/test";
import { nextStep, type ScriptedTask } from "./scripted-model.js";

type CallOptions = Parameters<MockLanguageModelV3["doGenerate"]>[0];
type GenerateResult = Awaited<ReturnType<MockLanguageModelV3["doGenerate"]>>;

const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 5, text: 5, reasoning: 0 },
};

function lastToolResult(prompt: CallOptions["prompt"]): { toolName: string; output: unknown } | undefined {
  const message = prompt.at(-1);
  if (message?.role !== "tool") return undefined;
  const part = message.content.findLast((p) => p.type === "tool-result");
  if (part === undefined) return undefined;
  return {
    toolName: part.toolName,
    output: part.output.type === "json" || part.output.type === "text" ? part.output.value : undefined,
  };
}

/** A `MockLanguageModelV3` that carries out `task` with tool search (see scripted-model.ts). */
export function scriptedAiSdkModel(task: ScriptedTask): MockLanguageModelV3 {
  let step = 0;
  return new MockLanguageModelV3({
    modelId: "scripted",
    doGenerate: (options): Promise<GenerateResult> => {
      step += 1;
      const next = nextStep(task, lastToolResult(options.prompt));
      if (next.kind === "answer")
        return Promise.resolve({
          content: [{ type: "text", text: next.text }],
          finishReason: { unified: "stop", raw: "stop" },
          usage,
          warnings: [],
        });
      const call = {
        type: "tool-call" as const,
        toolCallId: `call_${step}`,
        toolName: next.name,
        input: JSON.stringify(next.arguments),
      };
      return Promise.resolve({
        content: [call],
        finishReason: { unified: "tool-calls", raw: "tool_calls" },
        usage,
        warnings: [],
      });
    },
  });
}
