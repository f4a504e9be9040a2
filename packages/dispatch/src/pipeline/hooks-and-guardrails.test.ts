import { describe, expect, it } from "vitest";
import { createDispatcher } from "../dispatcher.js";
import type { PostHookOutcome } from "./hooks.js";
import type { ToolInvocation } from "../tool-invocation.js";
import { context, recordingParts, steppingClock, toolCall } from "../../test/fixtures.js";

const query = (sql: string) => toolCall("q1", [{ name: "mcp__postgres__query", arguments: { sql } }]);

describe("pre-hooks", () => {
  it("passes a rewritten argument to invoke, and to later hooks, guardrails, approval and post-hooks", async () => {
    const seen: [string, unknown][] = [];
    const { parts, invoked } = recordingParts({
      hooks: {
        pre: [
          (call) => ({
            action: "rewrite",
            arguments: { ...call.arguments, sql: `${String(call.arguments["sql"])} limit 10` },
          }),
          (call) => (seen.push(["pre 2", call.arguments]), undefined),
        ],
        post: [(call) => void seen.push(["post", call.arguments])],
      },
      guardrails: [(call) => (seen.push(["guardrail", call.arguments]), { allow: true })],
      approve: (call) => (seen.push(["approve", call.arguments]), true),
    });
    await createDispatcher(parts).dispatch(query("select *"), context);
    expect(invoked.map((call) => call.args)).toEqual([{ sql: "select * limit 10" }]);
    expect(seen).toEqual([
      ["pre 2", { sql: "select * limit 10" }],
      ["guardrail", { sql: "select * limit 10" }],
      ["approve", { sql: "select * limit 10" }],
      ["post", { sql: "select * limit 10" }],
    ]);
  });

  it("blocks with a structured result; later hooks, approval and invoke do not run", async () => {
    const later: string[] = [];
    const { parts, invoked, events } = recordingParts({
      hooks: {
        pre: [() => ({ action: "block", reason: "read-only session" }), () => void later.push("pre 2")],
        post: [() => void later.push("post")],
      },
      approve: () => (later.push("approve"), true),
    });
    const result = await createDispatcher(parts).dispatch(query("drop table x"), context);
    expect(result).toEqual({
      id: "q1",
      name: "tool_call",
      result: {
        error: "A pre-tool hook blocked this call to 'mcp__postgres__query'; it was not run. Reason: read-only session",
        code: "BLOCKED",
        reason: "read-only session",
      },
      isError: true,
    });
    expect(later).toEqual([]);
    expect(invoked).toEqual([]);
    expect(events.map((event) => event.type)).toEqual(["started", "blocked"]);
  });

  it("fails closed when a pre-hook throws", async () => {
    const { parts, invoked } = recordingParts({ hooks: { pre: [() => Promise.reject(new Error("hook down"))] } });
    const result = await createDispatcher(parts).dispatch(query("select 1"), context);
    expect(result.result).toEqual({
      error:
        "A pre-tool hook blocked this call to 'mcp__postgres__query'; it was not run. Reason: a pre-tool hook failed: hook down",
      code: "BLOCKED",
      reason: "a pre-tool hook failed: hook down",
    });
    expect(invoked).toEqual([]);
  });
});

describe("post-hooks", () => {
  it("see the real call, its result and its duration by the injected clock", async () => {
    const post: [ToolInvocation, PostHookOutcome][] = [];
    const { parts } = recordingParts({
      clock: steppingClock(),
      hooks: { post: [(call, outcome) => void post.push([call, outcome])] },
    });
    await createDispatcher(parts).dispatch(query("select 1"), context);
    expect(post.map(([call, outcome]) => [call.callId, call.name, call.route, outcome])).toEqual([
      [
        "q1",
        "mcp__postgres__query",
        "bridge",
        { ok: true, result: { tool: "mcp__postgres__query", args: { sql: "select 1" } }, durationMs: 2.5 },
      ],
    ]);
  });

  it("see a failed call's error result; a throwing post-hook leaves the result as it was", async () => {
    const post: PostHookOutcome[] = [];
    const { parts, events } = recordingParts(
      {
        clock: steppingClock(),
        hooks: {
          post: [
            () => {
              throw new Error("log full");
            },
            (_call, outcome) => void post.push(outcome),
          ],
        },
      },
      () => Promise.reject(new Error("timeout")),
    );
    const result = await createDispatcher(parts).dispatch(query("select 1"), context);
    const error = { error: "'mcp__postgres__query' failed: timeout", code: "TOOL_ERROR" };
    expect(result.result).toEqual(error);
    expect(post).toEqual([{ ok: false, result: error, durationMs: 2.5 }]);
    expect(events.filter((event) => event.type === "hook_failed")).toEqual([
      {
        type: "hook_failed",
        callId: "q1",
        name: "mcp__postgres__query",
        route: "bridge",
        index: undefined,
        message: "a post-tool hook failed: log full",
      },
    ]);
  });
});

describe("guardrails", () => {
  it("veto after the pre-hooks and before approval; the user is not asked", async () => {
    const asked: string[] = [];
    const { parts, invoked, events } = recordingParts({
      guardrails: [
        () => undefined,
        (call) => (String(call.arguments["sql"]).startsWith("drop") ? { allow: false, reason: "no DDL" } : undefined),
      ],
      approve: (call) => (asked.push(call.name), true),
    });
    const result = await createDispatcher(parts).dispatch(query("drop table x"), context);
    expect(result.result).toEqual({
      error: "A guardrail refused this call to 'mcp__postgres__query'; it was not run. Reason: no DDL",
      code: "GUARDRAIL",
      reason: "no DDL",
    });
    expect(asked).toEqual([]);
    expect(invoked).toEqual([]);
    expect(events.at(-1)).toEqual({
      type: "blocked",
      callId: "q1",
      name: "mcp__postgres__query",
      route: "bridge",
      index: undefined,
      by: "guardrail",
      reason: "no DDL",
    });
  });

  it("fail closed when a guardrail throws", async () => {
    const { parts, invoked } = recordingParts({
      guardrails: [
        () => {
          throw new Error("policy store offline");
        },
      ],
    });
    const result = await createDispatcher(parts).dispatch(query("select 1"), context);
    expect(result.result).toMatchObject({ code: "GUARDRAIL", reason: "a guardrail failed: policy store offline" });
    expect(invoked).toEqual([]);
  });
});
