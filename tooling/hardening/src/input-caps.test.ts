// The size caps on model and user input, and that each error says which cap was hit.
import { describe, expect, it } from "vitest";
import {
  describeTools,
  isBridgeError,
  resolveCall,
  searchTools,
  validateArguments,
  type BridgeError,
  type ResolvedCall,
} from "@hermes/bridge";
import {
  MAX_BATCH_CALLS,
  MAX_CALL_NAME_CHARS,
  MAX_DESCRIBE_NAME_CHARS,
  MAX_DESCRIBE_NAMES,
  MAX_EXPANDED_SCHEMA_NODES,
  MAX_QUERY_CHARS,
  MAX_QUOTED_KEY_CHARS,
  MAX_SEARCH_QUERIES,
} from "@hermes/bridge/internal";
import { DEFAULT_CONFIG } from "@hermes/catalog";
import { MAX_TARGETS, readManageArgs } from "@hermes/connectors/internal";
import { assertStructuredError } from "./test-input-guards.js";
import { sessionScope } from "./test-input-session.js";

const scope = sessionScope();
const many = (count: number, prefix: string): string[] =>
  Array.from({ length: count }, (_, index) => `${prefix}${index}`);

/** A `tool_call` request resolved in the scope: its error when rejected, else the resolution. */
const resolvedToolCall = (args: unknown): ResolvedCall | BridgeError => {
  const resolved = resolveCall({ name: "tool_call", arguments: args }, scope);
  return resolved.kind === "rejected" ? resolved.error : resolved;
};

describe("every unbounded input is capped, and the error names the cap", () => {
  it("tool_search: at most 7 queries, each cut to 500 characters", async () => {
    const tooMany = await searchTools(
      { queries: many(MAX_SEARCH_QUERIES + 1, "github q") },
      { scope, config: DEFAULT_CONFIG },
    );
    assertStructuredError(tooMany, /at most 7 queries per call; got 8/);
    const long = await searchTools({ queries: [`github ${"x".repeat(1_000_000)}`] }, { scope, config: DEFAULT_CONFIG });
    expect(isBridgeError(long) ? [] : long.queries.map((query) => query.length)).toEqual([MAX_QUERY_CHARS + 1]);
  });

  it("tool_describe: at most 10 names, each cut to 256 characters", async () => {
    assertStructuredError(
      await describeTools({ names: many(MAX_DESCRIBE_NAMES + 1, "n") }, { scope }),
      /at most 10 names per call; got 11/,
    );
    const long = await describeTools({ names: ["y".repeat(1_000_000)] }, { scope });
    expect(isBridgeError(long) ? undefined : long.not_found?.[0]?.length).toBe(MAX_DESCRIBE_NAME_CHARS + 1);
  });

  it("tool_call: names of at most 256 characters, connector batches of at most 10, quoted keys cut to 64", () => {
    assertStructuredError(
      resolvedToolCall({ calls: [{ name: "z".repeat(MAX_CALL_NAME_CHARS + 1), arguments: {} }] }),
      /tool names are at most 256/,
    );
    const batch = many(MAX_BATCH_CALLS + 1, "connectors__gmail__T").map((name) => ({ name, arguments: {} }));
    assertStructuredError(resolvedToolCall({ calls: batch }), /at most 10 calls; this one has 11/);
    const keys = resolvedToolCall({ [`k${"k".repeat(100_000)}`]: 1 });
    assertStructuredError(keys, new RegExp(`got key\\(s\\) "k{${MAX_QUOTED_KEY_CHARS}}…"`));
    const retry = resolvedToolCall({
      calls: [
        { name: "get_issue", arguments: { number: 1, text: "t".repeat(1_000_000) } },
        { name: "list_issues", arguments: {} },
      ],
    });
    assertStructuredError(retry, /Retry with only: \{"calls":\[\{"name":"get_issue","arguments":\{…\}\}\]\}/);
  });

  it("argument validation: schemas past the budget get the shallow check instead of hanging", () => {
    const wide = {
      type: "object",
      properties: Object.fromEntries(many(MAX_EXPANDED_SCHEMA_NODES, "p").map((name) => [name, { type: "integer" }])),
    };
    expect(validateArguments({ name: "wide", inputSchema: wide }, { p1: 1 })).toEqual({
      ok: true,
      arguments: { p1: 1 },
      coerced: false,
      checked: "shallow",
    });
    expect(validateArguments({ name: "wide", inputSchema: wide }, { p1: "not a number" })).toMatchObject({
      constraint: "type",
      path: "arguments.p1",
    });
  });

  it("tool_call arguments have no size cap in the bridge: they reach invoke as given (no copy); serve-http caps request bodies at 1 MB", () => {
    const args = { owner: "o", repo: "r", title: "t", body: "b".repeat(5_000_000) };
    const resolved = resolvedToolCall({ calls: [{ name: "create_issue", arguments: args }] });
    expect(!isBridgeError(resolved) && resolved.kind === "single" && resolved.call.arguments).toBe(args);
  });

  it("manage_connections: at most 10 targets, app names of at most 64 characters", () => {
    expect(readManageArgs({ action: "connect", targets: many(MAX_TARGETS + 1, "app") })).toBe(
      "targets has 11 entries; at most 10 per call",
    );
    expect(readManageArgs({ action: "status", targets: ["a".repeat(65)] })).toBe(
      "targets[0].name is 65 characters long; app names are at most 64",
    );
  });
});
