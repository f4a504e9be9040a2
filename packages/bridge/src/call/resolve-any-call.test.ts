import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RemoteSource } from "@hermes/catalog";
import { bridgeError } from "../bridge-error.js";
import { findDeferred, findVisible, type BridgeScope } from "../bridge-scope.js";
import { resolveCall } from "./resolve-call.js";
import { testScope } from "../../test/call-scope.js";

const scope = testScope();
const connectorScope = testScope({ connectors: true });
const denied = bridgeError("'mcp__github__create_issue' is denied by policy.deny; it was not run.", {
  code: "POLICY_DENIED",
});
/** A session that refuses one tool with its own error, as a serve policy does. */
const refusing: BridgeScope = {
  ...scope,
  refuse: (name) => (name === "mcp__github__create_issue" ? denied : undefined),
};

describe("resolveCall: every kind of model call becomes one value", () => {
  it("reads a lookup's arguments once, as hooks see them", () => {
    expect(resolveCall({ name: "tool_search", arguments: '{"queries":["issue"]}' }, scope)).toEqual({
      kind: "lookup",
      tool: "tool_search",
      arguments: { queries: ["issue"] },
    });
    for (const args of ["not json", 42, null, "[1]"]) {
      expect(resolveCall({ name: "tool_describe", arguments: args }, scope)).toEqual({
        kind: "lookup",
        tool: "tool_describe",
        arguments: {},
      });
    }
  });

  it("runs a deferred tool called by its own name as itself, validated like tool_call", () => {
    expect(resolveCall({ name: "mcp__github__get_issue", arguments: { number: "7" } }, scope)).toEqual({
      kind: "single",
      route: "direct",
      call: {
        index: undefined,
        name: "mcp__github__get_issue",
        arguments: { number: 7 },
        entry: findDeferred(scope, "mcp__github__get_issue"),
      },
    });
    expect(resolveCall({ name: "mcp__github__get_issue", arguments: {} }, scope)).toMatchObject({
      kind: "rejected",
      error: { path: "arguments.number", constraint: "required" },
    });
  });

  it("passes a runtime's own visible tool its arguments as an object, unvalidated", () => {
    expect(resolveCall({ name: "read_file", arguments: '{"path": 3}' }, scope)).toEqual({
      kind: "single",
      route: "direct",
      call: { index: undefined, name: "read_file", arguments: { path: 3 }, entry: findVisible(scope, "read_file") },
    });
  });

  it("calls a connector tool by name as a single call, not a batch entry", () => {
    expect(resolveCall({ name: "connectors__gmail__send", arguments: { to: "a" } }, connectorScope)).toEqual({
      kind: "single",
      route: "direct",
      call: { index: undefined, name: "connectors__gmail__send", arguments: { to: "a" }, entry: undefined },
    });
  });

  it("runs a local batch in order only in sequential mode; one bad entry rejects the whole request", () => {
    const calls = [
      { name: "mcp__github__get_issue", arguments: { number: 1 } },
      { name: "mcp__jira__search", arguments: { jql: "x" } },
    ];
    expect(resolveCall({ name: "tool_call", arguments: { calls } }, scope)).toMatchObject({ kind: "rejected" });
    const sequential = resolveCall({ name: "tool_call", arguments: { calls } }, scope, { localBatches: "sequential" });
    expect(sequential).toMatchObject({ kind: "batch", mode: "sequential" });
    expect(sequential.kind === "batch" ? sequential.calls.map((call) => [call.index, call.name]) : []).toEqual([
      [0, "mcp__github__get_issue"],
      [1, "mcp__jira__search"],
    ]);
    const bad = [...calls, { name: "mcp__github__get_issue", arguments: {} }];
    const rejected = resolveCall({ name: "tool_call", arguments: { calls: bad } }, scope, {
      localBatches: "sequential",
    });
    expect(rejected.kind === "rejected" ? rejected.error.error : "").toMatch(
      /^calls\[2\]: tool_call to 'mcp__github__get_issue' failed argument validation.* Nothing in this batch was run\.$/,
    );
  });

  it("names every remote tool by its source's canonical spelling", () => {
    const remote: RemoteSource = {
      owns: (name) => name.startsWith("connectors__mail__"),
      canonicalName: (name) => name.replace(/^connectors__mail__(?:MAIL_)+/, "connectors__mail__"),
      search: () => Promise.resolve({ kind: "silent" }),
      describe: () => Promise.resolve({ kind: "silent" }),
    };
    const calls = [{ name: "connectors__mail__MAIL_SEND" }, { name: "connectors__mail__READ" }];
    const batch = resolveCall({ name: "tool_call", arguments: { calls } }, connectorScope, { remote });
    expect(batch.kind === "batch" ? batch.calls.map((call) => call.name) : []).toEqual([
      "connectors__mail__SEND",
      "connectors__mail__READ",
    ]);
    const direct = resolveCall({ name: "connectors__mail__MAIL_MAIL_SEND", arguments: {} }, connectorScope, { remote });
    expect(direct.kind === "single" ? direct.call.name : "").toBe("connectors__mail__SEND");
  });
});

describe("resolveCall: names the session refuses", () => {
  it("rejects a refused name with its own error, called directly or in any tool_call entry, before the batch rule", () => {
    expect(resolveCall({ name: "mcp__github__create_issue", arguments: {} }, refusing)).toEqual({
      kind: "rejected",
      error: denied,
    });
    const entries = [
      { name: "mcp__github__get_issue", arguments: { number: 1 } },
      { name: "mcp__github__create_issue", arguments: {} },
    ];
    expect(resolveCall({ name: "tool_call", arguments: { calls: entries } }, refusing)).toEqual({
      kind: "rejected",
      error: denied,
    });
  });

  it("leaves every other name as the session without refusals resolves it", () => {
    const name = fc.constantFrom(
      "tool_search",
      "tool_call",
      "read_file",
      "mcp__github__get_issue",
      "mcp__jira__search",
      "create_issue",
    );
    fc.assert(
      fc.property(name, fc.jsonValue(), (called, args) => {
        expect(resolveCall({ name: called, arguments: args }, refusing)).toEqual(
          resolveCall({ name: called, arguments: args }, scope),
        );
      }),
      { numRuns: 300 },
    );
  });
});
