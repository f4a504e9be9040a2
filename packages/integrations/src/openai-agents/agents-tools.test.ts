import { Agent, OpenAIChatCompletionsModel, OpenAIResponsesModel, run, setTracingDisabled } from "@openai/agents";
import OpenAI from "openai";
import { beforeAll, describe, expect, it } from "vitest";
import type { NotesRuntime } from "../../examples/notes-runtime.js";
import { recording, runExampleAgainst, useProviderFixture } from "../../test/provider-env.js";
import type { ReplayServer } from "../../test/replay-server.js";
import { openAIAgentsTools } from "./agents-tools.js";

const PATH = "/v1/chat/completions";
beforeAll(() => setTracingDisabled(true));
const fixture = useProviderFixture();

const agentOn = (live: NotesRuntime, replay: ReplayServer): Agent =>
  new Agent({
    name: "notes",
    instructions: "Use tool search.",
    model: new OpenAIChatCompletionsModel(
      new OpenAI({ apiKey: "k", baseURL: `${replay.origin}/v1`, maxRetries: 0 }),
      "gpt-4.1-mini",
    ),
    tools: [...openAIAgentsTools(live.search, live.assembly)],
  });

describe("openAIAgentsTools in a real Agents SDK run against a replay server", () => {
  it("runs search → call on the MCP server → final output, with the same tool block each request", async () => {
    const { runtime, server } = await fixture.start({ [PATH]: recording("openai-chat-notes") });
    const result = await run(agentOn(runtime, server), "Make a note titled 'Ship the integration'.");
    expect(result.finalOutput).toBe('Created the note "Ship the integration" (note 1).');
    expect(runtime.fixture.stats.calls).toEqual(["notes_create"]);
    expect(runtime.activity).toEqual([
      "started tool_search",
      "finished tool_search",
      "started notes_create",
      "approved notes_create",
      "finished notes_create",
    ]);
    const bodies = server.requests.map((r) => r.body as { tools: { function: { name: string } }[] });
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies.map((b) => JSON.stringify(b.tools))).size).toBe(1);
    expect(bodies[0]?.tools.map((t) => t.function.name)).toEqual([
      "read_file",
      "tool_search",
      "tool_describe",
      "tool_call",
    ]);
  });

  it("works on the SDK's default Responses API model too (function_call items, function_call_output back)", async () => {
    const { runtime, server } = await fixture.start({ "/v1/responses": recording("openai-responses-notes") });
    const agent = new Agent({
      name: "notes",
      instructions: "Use tool_search to find tools, then tool_call to run them.",
      model: new OpenAIResponsesModel(
        new OpenAI({ apiKey: "k", baseURL: `${server.origin}/v1`, maxRetries: 0 }),
        "gpt-4.1-mini",
      ),
      tools: [...openAIAgentsTools(runtime.search, runtime.assembly)],
    });
    const result = await run(agent, "Make a note titled 'Ship the integration'.");
    expect(result.finalOutput).toBe('Created the note "Ship the integration" (note 1).');
    expect(runtime.fixture.stats.calls).toEqual(["notes_create"]);
    const bodies = server.requests.map(
      (r) =>
        r.body as {
          tools: { type: string; name: string }[];
          input: { type?: string; call_id?: string; output?: unknown }[];
        },
    );
    expect(server.requests.map((r) => r.path)).toEqual(["/v1/responses", "/v1/responses", "/v1/responses"]);
    expect(new Set(bodies.map((b) => JSON.stringify(b.tools))).size).toBe(1);
    expect(bodies[0]?.tools.map((t) => `${t.type}:${t.name}`)).toEqual([
      "function:read_file",
      "function:tool_search",
      "function:tool_describe",
      "function:tool_call",
    ]);
    const searchOutput = bodies[1]?.input.find(
      (item) => item.type === "function_call_output" && item.call_id === "call_rS1search",
    );
    expect(JSON.stringify(searchOutput?.output)).toContain("notes_create(title: string, body?: string)");
  });

  it("a denied call reaches the model as the error object, not a crash", async () => {
    const { runtime, server } = await fixture.start(
      { [PATH]: recording("openai-chat-notes") },
      { deny: ["notes_create"] },
    );
    await run(agentOn(runtime, server), "x");
    const last = (server.requests[2]?.body as { messages: { role: string; content: string }[] }).messages.at(-1);
    expect(last?.role).toBe("tool");
    expect(JSON.parse(last?.content ?? "null")).toMatchObject({ code: "DENIED" });
    expect(runtime.fixture.stats.calls).toEqual([]);
  });

  it("an aborted run's signal reaches dispatch: the tool answers INTERRUPTED and nothing starts", async () => {
    const { runtime } = await fixture.start({});
    const stop = new AbortController();
    stop.abort();
    const callTool = openAIAgentsTools(runtime.search, runtime.assembly).find((t) => t.name === "tool_call");
    const output = await callTool?.invoke(
      undefined as never,
      JSON.stringify({ calls: [{ name: "notes_create", arguments: { title: "x" } }] }),
      { signal: stop.signal },
    );
    expect(JSON.parse(String(output))).toMatchObject({ code: "INTERRUPTED" });
    expect(runtime.fixture.stats.calls).toEqual([]);
  });
});

describe("the openai-agents example", () => {
  it("runs against the replay server and prints the run", async () => {
    const { lines } = await runExampleAgainst(
      () => import("../../examples/openai-agents.js"),
      { [PATH]: recording("openai-chat-notes") },
      { OPENAI_BASE_URL: "{origin}/v1", OPENAI_API_KEY: "test-key" },
    );
    expect(lines[0]).toBe('→ tool_search {"queries":["notes create"]}');
    expect(lines).toContain(
      '→ tool_call {"calls":[{"name":"notes_create","arguments":{"title":"Ship the integration"}}]}',
    );
    expect(lines.slice(-2)).toEqual(['Created the note "Ship the integration" (note 1).', '["notes_create"]']);
  });
});
