import { captureLogs } from "@hermes/config/readme-example";
import { generateText, stepCountIs, streamText } from "ai";
import { MockLanguageModelV3, convertArrayToReadableStream } from "ai/test";
import { afterEach, describe, expect, it } from "vitest";
import { scriptedAiSdkModel } from "../../examples/ai-sdk-model.js";
import { startNotesRuntime, type NotesRuntime } from "../../examples/notes-runtime.js";
import { aiSdkTools } from "./ai-sdk-tools.js";

let runtime: NotesRuntime | undefined;
afterEach(async () => {
  await runtime?.close();
  runtime = undefined;
});
const start = async (options: Parameters<typeof startNotesRuntime>[0] = {}): Promise<NotesRuntime> =>
  (runtime = await startNotesRuntime(options));

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};
const toolCall = (id: string, toolName: string, input: unknown) => ({
  type: "tool-call" as const,
  toolCallId: id,
  toolName,
  input: JSON.stringify(input),
});
const stepWith = (content: ReturnType<typeof toolCall>[]) => ({
  content,
  finishReason: { unified: "tool-calls" as const, raw: "tool_calls" },
  usage,
  warnings: [],
});
const answer = {
  content: [{ type: "text" as const, text: "ok" }],
  finishReason: { unified: "stop" as const, raw: "stop" },
  usage,
  warnings: [],
};

describe("aiSdkTools in a real generateText loop", () => {
  it("search → call on the MCP server from the hit's signature → answer, with the same tool block on every step", async () => {
    const live = await start();
    const model = scriptedAiSdkModel({ query: "notes create", values: { title: "Ship it" } });
    const result = await generateText({
      model,
      tools: aiSdkTools(live.search, live.assembly),
      stopWhen: stepCountIs(6),
      prompt: "Make a note 'Ship it'.",
    });
    expect(result.steps.map((step) => step.toolCalls.map((call) => call.toolName))).toEqual([
      ["tool_search"],
      ["tool_call"],
      [],
    ]);
    expect(result.steps[1]?.toolCalls[0]?.input).toEqual({
      calls: [{ name: "notes_create", arguments: { title: "Ship it" } }],
    });
    expect(result.text).toContain("created note 1");
    expect(live.fixture.stats.calls).toEqual(["notes_create"]);
    const blocks = model.doGenerateCalls.map((call) => JSON.stringify(call.tools));
    expect(blocks).toHaveLength(3);
    expect(new Set(blocks).size).toBe(1);
    expect(model.doGenerateCalls[0]?.tools?.map((t) => t.name)).toEqual([
      "read_file",
      "tool_search",
      "tool_describe",
      "tool_call",
    ]);
  });

  it("returns the same tool set object for the same assembly, and the bridge's own schema", async () => {
    const live = await start();
    const tools = aiSdkTools(live.search, live.assembly);
    expect(aiSdkTools(live.search, live.assembly)).toBe(tools);
    expect(aiSdkTools(live.search, live.search.assemble(live.hub.toolsets()))).not.toBe(tools);
  });

  it("runs approvals: a denied call never reaches the server and the model sees {code: DENIED}", async () => {
    const live = await start({ deny: ["notes_create"] });
    const model = new MockLanguageModelV3({
      doGenerate: [
        stepWith([toolCall("c1", "tool_call", { calls: [{ name: "notes_create", arguments: { title: "x" } }] })]),
        answer,
      ],
    });
    const result = await generateText({
      model,
      tools: aiSdkTools(live.search, live.assembly),
      stopWhen: stepCountIs(4),
      prompt: "go",
    });
    expect(result.steps[0]?.toolResults[0]?.output).toMatchObject({ code: "DENIED" });
    expect(live.fixture.stats.calls).toEqual([]);
    expect(result.text).toBe("ok");
  });

  it("bad arguments from the model come back as a structured validation error, and nothing runs", async () => {
    const live = await start();
    const model = new MockLanguageModelV3({
      doGenerate: [
        stepWith([toolCall("c1", "tool_call", { calls: [{ name: "notes_create", arguments: { title: 3 } }] })]),
        answer,
      ],
    });
    const result = await generateText({
      model,
      tools: aiSdkTools(live.search, live.assembly),
      stopWhen: stepCountIs(4),
      prompt: "go",
    });
    const output = result.steps[0]?.toolResults[0]?.output as { error: string };
    expect(output.error).toMatch(/failed argument validation at arguments\.title/);
    expect(live.fixture.stats.calls).toEqual([]);
  });

  it("the step's abortSignal interrupts: a stopped run starts no tool", async () => {
    const live = await start();
    const stop = new AbortController();
    const model = new MockLanguageModelV3({
      doGenerate: () => {
        stop.abort(); // the user presses stop while the model answers with a tool call
        return Promise.resolve(
          stepWith([toolCall("c1", "tool_call", { calls: [{ name: "notes_create", arguments: { title: "x" } }] })]),
        );
      },
    });
    const outcome: unknown = await generateText({
      model,
      tools: aiSdkTools(live.search, live.assembly),
      stopWhen: stepCountIs(4),
      prompt: "go",
      abortSignal: stop.signal,
    }).then(
      (result): unknown => result.steps[0]?.toolResults[0]?.output,
      (error: unknown) => error,
    );
    expect(live.fixture.stats.calls).toEqual([]);
    // The SDK ends the run with its AbortError; the tool call of that step never reached the server.
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).name).toBe("AbortError");
    // The tool itself, given the aborted step signal: the dispatcher's INTERRUPTED, nothing started.
    const direct: unknown = await aiSdkTools(live.search, live.assembly)["tool_call"]?.execute?.(
      { calls: [{ name: "notes_create", arguments: { title: "x" } }] },
      { toolCallId: "d1", messages: [], abortSignal: stop.signal },
    );
    expect(direct).toMatchObject({ code: "INTERRUPTED" });
    expect(live.fixture.stats.calls).toEqual([]);
  });

  it("works with streamText too", async () => {
    const live = await start();
    const finish = (reason: "tool-calls" | "stop") => ({
      type: "finish" as const,
      finishReason: { unified: reason, raw: reason },
      usage,
    });
    const model = new MockLanguageModelV3({
      doStream: [
        {
          stream: convertArrayToReadableStream([
            toolCall("s1", "tool_search", { queries: ["notes list"] }),
            finish("tool-calls"),
          ]),
        },
        {
          stream: convertArrayToReadableStream([
            { type: "text-start" as const, id: "t" },
            { type: "text-delta" as const, id: "t", delta: "listed" },
            { type: "text-end" as const, id: "t" },
            finish("stop"),
          ]),
        },
      ],
    });
    const result = streamText({
      model,
      tools: aiSdkTools(live.search, live.assembly),
      stopWhen: stepCountIs(4),
      prompt: "go",
    });
    expect(await result.text).toBe("listed");
    const steps = await result.steps;
    expect(steps[0]?.toolResults[0]?.output).toMatchObject({
      results: [{ matches: expect.arrayContaining(["notes_list"]) as unknown }],
    });
    expect(new Set(model.doStreamCalls.map((call) => JSON.stringify(call.tools))).size).toBe(1);
  });
});

describe("the AI SDK example", () => {
  it("runs and prints the loop", async () => {
    const calls = await captureLogs(() => import("../../examples/ai-sdk.js"));
    const lines = calls.map((values) => values.map((v) => (typeof v === "string" ? v : JSON.stringify(v))).join(" "));
    expect(lines[0]).toBe('["read_file","tool_search","tool_describe","tool_call"]');
    expect(lines[1]).toBe('→ tool_search {"queries":["notes create"]}');
    // The right tool comes first, with the signature the model builds its call from.
    expect(lines[2]).toMatch(/^← tool_search notes_create\(title: string, body\?: string\)( \| |$)/);
    expect(lines[2]).toContain("notes_list()");
    expect(lines).toContain(
      '→ tool_call {"calls":[{"name":"notes_create","arguments":{"title":"Ship the integration"}}]}',
    );
    expect(lines.at(-3)).toMatch(/^Done: .*created note 1/);
    expect(lines.at(-2)).toBe('["notes_create"]');
  });
});
