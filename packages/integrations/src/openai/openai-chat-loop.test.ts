import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import { recording, runExampleAgainst, useProviderFixture } from "../../test/provider-env.js";
import { openAIChatTools, runOpenAIChatLoop } from "./openai-chat-loop.js";

const PATH = "/v1/chat/completions";
const fixture = useProviderFixture();

interface ChatRequest {
  readonly tools: unknown[];
  readonly messages: { role: string; content: unknown; tool_call_id?: string }[];
}

describe("runOpenAIChatLoop with the real openai client against a replay server", () => {
  it("runs search → call → answer, answers every tool call, and sends the same tool block each request", async () => {
    const { runtime, server } = await fixture.start({ [PATH]: recording("openai-chat-notes") });
    const client = new OpenAI({ apiKey: "test-key", baseURL: `${server.origin}/v1`, maxRetries: 0 });
    const result = await runOpenAIChatLoop({
      client,
      search: runtime.search,
      assembly: runtime.assembly,
      model: "gpt-4.1-mini",
      messages: [{ role: "user", content: "note" }],
    });
    expect(result).toMatchObject({
      steps: 3,
      ended: "stop",
      text: 'Created the note "Ship the integration" (note 1).',
    });
    expect(runtime.fixture.stats.calls).toEqual(["notes_create"]);
    const requests = server.requests.map((r) => r.body as ChatRequest);
    expect(server.requests.map((r) => r.path)).toEqual([PATH, PATH, PATH]);
    expect(server.requests[0]?.headers.authorization).toBe("Bearer test-key");
    expect(new Set(requests.map((r) => JSON.stringify(r.tools))).size).toBe(1);
    expect(JSON.stringify(requests[0]?.tools)).toBe(JSON.stringify(openAIChatTools(runtime.search, runtime.assembly)));
    const searchAnswer = requests[1]?.messages.at(-1);
    expect(searchAnswer).toMatchObject({ role: "tool", tool_call_id: "call_9bXz3kSearch01" });
    expect(JSON.parse(String(searchAnswer?.content))).toMatchObject({
      tools: { notes_create: { signature: "notes_create(title: string, body?: string)" } },
    });
    expect(requests[2]?.messages.at(-1)).toMatchObject({ role: "tool", tool_call_id: "call_Qm7tP2Call02" });
    expect(String(requests[2]?.messages.at(-1)?.content)).toContain("created note 1");
  });

  it("stops after maxSteps and reports it", async () => {
    const { runtime, server } = await fixture.start({ [PATH]: recording("openai-chat-notes") });
    const client = new OpenAI({ apiKey: "k", baseURL: `${server.origin}/v1`, maxRetries: 0 });
    const result = await runOpenAIChatLoop({
      client,
      search: runtime.search,
      assembly: runtime.assembly,
      model: "m",
      messages: [{ role: "user", content: "x" }],
      maxSteps: 1,
    });
    expect(result).toMatchObject({ steps: 1, ended: "max_steps" });
    expect(result.messages.at(-1)).toMatchObject({ role: "tool", tool_call_id: "call_9bXz3kSearch01" });
  });

  it("a denied call is answered with the error object and the loop goes on", async () => {
    const { runtime, server } = await fixture.start(
      { [PATH]: recording("openai-chat-notes") },
      { deny: ["notes_create"] },
    );
    const client = new OpenAI({ apiKey: "k", baseURL: `${server.origin}/v1`, maxRetries: 0 });
    const result = await runOpenAIChatLoop({
      client,
      search: runtime.search,
      assembly: runtime.assembly,
      model: "m",
      messages: [{ role: "user", content: "x" }],
    });
    expect(result.steps).toBe(3);
    expect(JSON.parse(result.messages.at(-2)?.content as string)).toMatchObject({ code: "DENIED" });
    expect(runtime.fixture.stats.calls).toEqual([]);
  });

  it("a provider error rejects with the client's own error, and no tool ran", async () => {
    const { runtime, server } = await fixture.start({});
    const client = new OpenAI({ apiKey: "k", baseURL: `${server.origin}/v1`, maxRetries: 0 });
    await expect(
      runOpenAIChatLoop({ client, search: runtime.search, assembly: runtime.assembly, model: "m", messages: [] }),
    ).rejects.toBeInstanceOf(OpenAI.BadRequestError);
    expect(runtime.fixture.stats.calls).toEqual([]);
  });
});

describe("the openai example", () => {
  it("runs against the replay server and prints the loop", async () => {
    const { lines, server: replay } = await runExampleAgainst(
      () => import("../../examples/openai.js"),
      { [PATH]: recording("openai-chat-notes") },
      { OPENAI_BASE_URL: "{origin}/v1", OPENAI_API_KEY: "test-key" },
    );
    expect(lines[0]).toBe('→ tool_search {"queries":["notes create"]}');
    expect(lines[1]).toMatch(/^← \{"queries":\["notes create"\]/);
    expect(lines[2]).toBe(
      '→ tool_call {"calls":[{"name":"notes_create","arguments":{"title":"Ship the integration"}}]}',
    );
    expect(lines.slice(-3)).toEqual([
      'Created the note "Ship the integration" (note 1).',
      "3 stop",
      '["notes_create"]',
    ]);
    expect(replay.requests).toHaveLength(3);
  });
});
