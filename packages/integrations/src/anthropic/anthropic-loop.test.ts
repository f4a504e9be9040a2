import Anthropic from "@anthropic-ai/sdk";
import { describe, expect, it } from "vitest";
import { recording, runExampleAgainst, useProviderFixture } from "../../test/provider-env.js";
import { anthropicTools, runAnthropicLoop } from "./anthropic-loop.js";

const PATH = "/v1/messages";
const fixture = useProviderFixture();

interface MessagesRequest {
  readonly tools: { name: string; cache_control?: unknown }[];
  readonly messages: {
    role: string;
    content: { type: string; tool_use_id?: string; content?: string; is_error?: boolean }[];
  }[];
}

describe("runAnthropicLoop with the real Anthropic client against a replay server", () => {
  it("runs search → call → answer, answers every tool_use in one user turn, same tool block each request", async () => {
    const { runtime, server } = await fixture.start({ [PATH]: recording("anthropic-messages-notes") });
    const client = new Anthropic({ apiKey: "test-key", baseURL: server.origin, maxRetries: 0 });
    const result = await runAnthropicLoop({
      client,
      search: runtime.search,
      assembly: runtime.assembly,
      model: "claude-sonnet-4-5",
      maxTokens: 512,
      messages: [{ role: "user", content: "note" }],
      cacheTools: true,
    });
    expect(result).toMatchObject({
      steps: 3,
      ended: "end_turn",
      text: 'Created the note "Ship the integration" (note 1).',
    });
    expect(runtime.fixture.stats.calls).toEqual(["notes_create"]);
    const headers = server.requests[0]?.headers ?? {};
    expect(headers["anthropic-version"]).toEqual(expect.any(String));
    expect([headers["x-api-key"], headers.authorization]).toContain(
      headers["x-api-key"] === undefined ? "Bearer test-key" : "test-key",
    );
    const requests = server.requests.map((r) => r.body as MessagesRequest);
    expect(new Set(requests.map((r) => JSON.stringify(r.tools))).size).toBe(1);
    expect(requests[0]?.tools.map((t) => t.name)).toEqual(["read_file", "tool_search", "tool_describe", "tool_call"]);
    expect(requests[0]?.tools.at(-1)?.cache_control).toEqual({ type: "ephemeral" });
    expect(requests[0]?.tools[0]?.cache_control).toBeUndefined();
    const searchAnswer = requests[1]?.messages.at(-1);
    expect(searchAnswer?.role).toBe("user");
    expect(searchAnswer?.content[0]).toMatchObject({ type: "tool_result", tool_use_id: "toolu_01Search7hJq" });
    expect(JSON.parse(searchAnswer?.content[0]?.content ?? "null")).toMatchObject({
      tools: { notes_create: { signature: "notes_create(title: string, body?: string)" } },
    });
    expect(requests[2]?.messages.at(-1)?.content[0]?.content).toContain("created note 1");
  });

  it("marks a failed call is_error and goes on; without cacheTools no cache_control is sent", async () => {
    const { runtime, server } = await fixture.start(
      { [PATH]: recording("anthropic-messages-notes") },
      { deny: ["notes_create"] },
    );
    const client = new Anthropic({ apiKey: "k", baseURL: server.origin, maxRetries: 0 });
    const result = await runAnthropicLoop({
      client,
      search: runtime.search,
      assembly: runtime.assembly,
      model: "m",
      maxTokens: 64,
      messages: [{ role: "user", content: "x" }],
    });
    const requests = server.requests.map((r) => r.body as MessagesRequest);
    expect(requests[2]?.messages.at(-1)?.content[0]).toMatchObject({ type: "tool_result", is_error: true });
    expect(requests[0]?.tools.some((t) => "cache_control" in t)).toBe(false);
    expect(result.steps).toBe(3);
    expect(runtime.fixture.stats.calls).toEqual([]);
    expect(anthropicTools(runtime.search, runtime.assembly)).toBe(anthropicTools(runtime.search, runtime.assembly));
  });

  it("stops after maxSteps; a provider error rejects with the client's error", async () => {
    const { runtime, server } = await fixture.start({ [PATH]: recording("anthropic-messages-notes").slice(0, 1) });
    const client = new Anthropic({ apiKey: "k", baseURL: server.origin, maxRetries: 0 });
    const once = await runAnthropicLoop({
      client,
      search: runtime.search,
      assembly: runtime.assembly,
      model: "m",
      maxTokens: 64,
      messages: [{ role: "user", content: "x" }],
      maxSteps: 1,
    });
    expect(once).toMatchObject({ steps: 1, ended: "max_steps" });
    await expect(
      runAnthropicLoop({
        client,
        search: runtime.search,
        assembly: runtime.assembly,
        model: "m",
        maxTokens: 64,
        messages: [{ role: "user", content: "x" }],
      }),
    ).rejects.toBeInstanceOf(Anthropic.BadRequestError);
  });
});

describe("the anthropic example", () => {
  it("runs against the replay server and prints the loop", async () => {
    const { lines } = await runExampleAgainst(
      () => import("../../examples/anthropic.js"),
      { [PATH]: recording("anthropic-messages-notes") },
      { ANTHROPIC_BASE_URL: "{origin}", ANTHROPIC_API_KEY: "test-key" },
    );
    expect(lines[0]).toBe('→ tool_search {"queries":["notes create"]}');
    expect(lines[2]).toBe(
      '→ tool_call {"calls":[{"name":"notes_create","arguments":{"title":"Ship the integration"}}]}',
    );
    expect(lines.slice(-3)).toEqual([
      'Created the note "Ship the integration" (note 1).',
      "3 end_turn",
      '["notes_create"]',
    ]);
  });
});
