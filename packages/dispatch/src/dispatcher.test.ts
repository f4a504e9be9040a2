import { describeTools, searchTools, type SearchRerank } from "@hermes/bridge";
import { DEFAULT_CONFIG, searchCatalog } from "@hermes/catalog";
import { describe, expect, it } from "vitest";
import { ToolCallError } from "./call-failure.js";
import { createDispatcher } from "./dispatcher.js";
import type { PostHookOutcome } from "./pipeline/hooks.js";
import type { ToolInvocation } from "./tool-invocation.js";
import { context, recordingParts, scope, toolCall } from "../test/fixtures.js";

const listIssues = { name: "mcp__github__list_issues", arguments: { owner: "octo", repo: "hello", perPage: "5" } };

describe("dispatch: tool_call runs the real tool", () => {
  it("unwraps a one-entry tool_call: invoke gets the real name and the validated arguments; the call id is kept", async () => {
    const { parts, invoked } = recordingParts();
    const result = await createDispatcher(parts).dispatch(toolCall("call_1", [listIssues]), context);
    expect(result).toEqual({
      id: "call_1",
      name: "tool_call",
      result: { tool: "mcp__github__list_issues", args: { owner: "octo", repo: "hello", perPage: 5 } },
      isError: false,
    });
    expect(
      invoked.map(({ name, args, context: ctx }) => ({
        name,
        args,
        callId: ctx.callId,
        route: ctx.route,
        index: ctx.index,
        entry: ctx.entry?.name,
      })),
    ).toEqual([
      {
        name: "mcp__github__list_issues",
        args: { owner: "octo", repo: "hello", perPage: 5 },
        callId: "call_1",
        route: "bridge",
        index: undefined,
        entry: "mcp__github__list_issues",
      },
    ]);
  });

  it("accepts the model's raw JSON string arguments", async () => {
    const { parts } = recordingParts();
    const raw = JSON.stringify({ calls: [{ name: "mcp__postgres__query", arguments: '{"sql":"select 1"}' }] });
    const result = await createDispatcher(parts).dispatch({ id: "c", name: "tool_call", arguments: raw }, context);
    expect(result.result).toEqual({ tool: "mcp__postgres__query", args: { sql: "select 1" } });
  });

  it("gives a core (visible) tool called through tool_call the bridge's 'call it directly' error, and nothing runs", async () => {
    const pre: ToolInvocation[] = [];
    const { parts, invoked, events } = recordingParts({
      hooks: { pre: [(call) => void pre.push(call)] },
      approve: () => true,
    });
    const result = await createDispatcher(parts).dispatch(
      toolCall("call_2", [{ name: "read_file", arguments: { path: "/a" } }]),
      context,
    );
    const error = {
      error:
        "'read_file' is a directly-listed tool, not a deferred one. Call it directly instead of through tool_call.",
    };
    expect(result).toEqual({ id: "call_2", name: "tool_call", result: error, isError: true });
    expect(invoked).toEqual([]);
    expect(pre).toEqual([]);
    expect(events).toEqual([
      { type: "rejected", callId: "call_2", name: "tool_call", route: "bridge", index: undefined, error },
    ]);
  });

  it("answers a malformed tool_call with the bridge's precise error", async () => {
    const { parts, invoked } = recordingParts();
    const result = await createDispatcher(parts).dispatch(
      { id: "c", name: "tool_call", arguments: { calls: [{ arguments: {} }] } },
      context,
    );
    expect(result.result).toEqual({
      error:
        'calls[0].name is missing: each call needs "name" (the tool to run) and "arguments", as in {"name":"<tool name>","arguments":{…}}.',
    });
    expect(invoked).toEqual([]);
  });
});

describe("dispatch: calls by the tool's own name", () => {
  it("runs a deferred tool called directly by its real name down the same path, hooks included", async () => {
    const pre: ToolInvocation[] = [];
    const post: [string, PostHookOutcome][] = [];
    const { parts, invoked } = recordingParts({
      hooks: { pre: [(call) => void pre.push(call)], post: [(call, outcome) => void post.push([call.name, outcome])] },
      clock: (() => {
        let t = 0;
        return () => (t += 4);
      })(),
    });
    const result = await createDispatcher(parts).dispatch(
      { id: "call_3", name: "mcp__github__list_issues", arguments: '{"owner":"octo","repo":"hello"}' },
      context,
    );
    const response = { tool: "mcp__github__list_issues", args: { owner: "octo", repo: "hello" } };
    expect(result).toEqual({ id: "call_3", name: "mcp__github__list_issues", result: response, isError: false });
    expect(pre.map((call) => [call.callId, call.name, call.route, call.arguments])).toEqual([
      ["call_3", "mcp__github__list_issues", "direct", { owner: "octo", repo: "hello" }],
    ]);
    expect(post).toEqual([["mcp__github__list_issues", { ok: true, result: response, durationMs: 4 }]]);
    expect(invoked).toHaveLength(1);
  });

  it("validates a deferred tool called directly exactly like tool_call; nothing runs on failure", async () => {
    const { parts, invoked } = recordingParts();
    const result = await createDispatcher(parts).dispatch(
      { id: "c", name: "mcp__slack__slack_post_message", arguments: { channel_id: "C1" } },
      context,
    );
    expect(result.isError).toBe(true);
    expect(result.result).toMatchObject({
      error:
        "tool_call to 'mcp__slack__slack_post_message' failed argument validation at arguments.text (required): missing required property 'text'. The tool was NOT invoked.",
      path: "arguments.text",
      constraint: "required",
    });
    expect(invoked).toEqual([]);
  });

  it("runs a visible tool called directly through hooks and approval, arguments parsed but not validated", async () => {
    const asked: string[] = [];
    const { parts, invoked } = recordingParts({ approve: (call) => (asked.push(call.name), true) });
    const result = await createDispatcher(parts).dispatch(
      { id: "c", name: "terminal", arguments: '{"command":"ls","extra":1}' },
      context,
    );
    expect(result).toEqual({
      id: "c",
      name: "terminal",
      result: { tool: "terminal", args: { command: "ls", extra: 1 } },
      isError: false,
    });
    expect(asked).toEqual(["terminal"]);
    expect(invoked[0]?.context.route).toBe("direct");
    expect(invoked[0]?.context.entry?.name).toBe("terminal");
  });

  it("answers an unknown name with the bridge's error and suggestions; nothing runs", async () => {
    const { parts, invoked } = recordingParts();
    const result = await createDispatcher(parts).dispatch({ id: "c", name: "list_issues", arguments: {} }, context);
    expect(result).toEqual({
      id: "c",
      name: "list_issues",
      result: {
        error:
          "'list_issues' is not a known tool name. Did you mean 'mcp__github__list_issues'? Call it by its exact name.",
        suggestions: ["mcp__github__list_issues"],
      },
      isError: true,
    });
    expect(invoked).toEqual([]);
  });

  it("answers a name outside the session's scope with 'not available in this session'", async () => {
    const { parts } = recordingParts();
    const restricted = { ...context, scope: { plan: scope.plan, outsideScope: new Set(["mcp__jira__search"]) } };
    const result = await createDispatcher(parts).dispatch(
      { id: "c", name: "mcp__jira__search", arguments: {} },
      restricted,
    );
    expect(result.result).toEqual({
      error:
        "'mcp__jira__search' is not available in this session. Do not retry it; use tool_search to find a tool this session has.",
    });
  });
});

describe("dispatch: failures of the tool itself", () => {
  it("turns a throwing invoke into a TOOL_ERROR result for that call", async () => {
    const { parts } = recordingParts({}, () => Promise.reject(new Error("rate limited")));
    const result = await createDispatcher(parts).dispatch({ id: "c", name: "terminal", arguments: {} }, context);
    expect(result).toEqual({
      id: "c",
      name: "terminal",
      result: { error: "'terminal' failed: rate limited", code: "TOOL_ERROR" },
      isError: true,
    });
  });

  it("keeps the code and details of a thrown ToolCallError", async () => {
    const { parts } = recordingParts({}, () =>
      Promise.reject(
        new ToolCallError("CONNECTION_REQUIRED", "Connect GitHub first.", {
          connectUrl: "https://x",
          error: "ignored",
        }),
      ),
    );
    const result = await createDispatcher(parts).dispatch(toolCall("c", [listIssues]), context);
    expect(result.result).toEqual({
      error: "Connect GitHub first.",
      code: "CONNECTION_REQUIRED",
      connectUrl: "https://x",
    });
  });

  it("reports a tool that returned nothing as NO_RESULT instead of losing it", async () => {
    const { parts } = recordingParts({}, () => Promise.resolve(undefined));
    const result = await createDispatcher(parts).dispatch({ id: "c", name: "terminal", arguments: {} }, context);
    expect(result.result).toEqual({ error: "'terminal' finished without returning a result.", code: "NO_RESULT" });
  });
});

describe("dispatch: bridge lookups", () => {
  it("answers tool_search inline with the bridge handler and fires exactly one post-hook and no pre-hook or approval", async () => {
    const seen: string[] = [];
    const { parts, invoked, events } = recordingParts({
      hooks: {
        pre: [() => void seen.push("pre")],
        post: [(call) => void seen.push(`post ${call.name} ${call.route}`)],
      },
      approve: () => (seen.push("approve"), true),
      guardrails: [() => (seen.push("guardrail"), undefined)],
    });
    const args = { queries: ["github list issues"], limit: 2 };
    const result = await createDispatcher(parts).dispatch({ id: "s1", name: "tool_search", arguments: args }, context);
    expect(result).toEqual({
      id: "s1",
      name: "tool_search",
      result: await searchTools(args, { scope, config: DEFAULT_CONFIG }),
      isError: false,
    });
    expect(seen).toEqual(["post tool_search lookup"]);
    expect(invoked).toEqual([]);
    expect(events.map((event) => [event.type, event.name, event.callId])).toEqual([
      ["started", "tool_search", "s1"],
      ["finished", "tool_search", "s1"],
    ]);
  });

  it("answers tool_describe inline, one post-hook even for an error answer", async () => {
    const posts: PostHookOutcome[] = [];
    const { parts } = recordingParts({ hooks: { post: [(_call, outcome) => void posts.push(outcome)] } });
    const dispatcher = createDispatcher(parts);
    const described = await dispatcher.dispatch(
      { id: "d1", name: "tool_describe", arguments: '{"names":["mcp__postgres__query"]}' },
      context,
    );
    expect(described.result).toEqual(await describeTools({ names: ["mcp__postgres__query"] }, { scope }));
    const bad = await dispatcher.dispatch({ id: "d2", name: "tool_describe", arguments: {} }, context);
    expect(bad.isError).toBe(true);
    expect(posts.map((outcome) => outcome.ok)).toEqual([true, false]);
  });

  it("searches tool_search through the parts' rerank hook and shows its degradation", async () => {
    const queries: string[] = [];
    const rerank: SearchRerank = (entries, query, options) => {
      queries.push(query);
      return Promise.resolve({
        matches: searchCatalog(entries, query, options),
        dense: "degraded",
        error: { code: "DENSE_HTTP" },
      });
    };
    const { parts } = recordingParts({ rerank });
    const args = { queries: ["github list issues"], limit: 2 };
    const result = await createDispatcher(parts).dispatch({ id: "s2", name: "tool_search", arguments: args }, context);
    expect(queries).toEqual(["github list issues"]);
    expect(result.result).toEqual({
      ...(await searchTools(args, { scope, config: DEFAULT_CONFIG })),
      dense: { status: "degraded", code: "DENSE_HTTP" },
    });
  });
});
