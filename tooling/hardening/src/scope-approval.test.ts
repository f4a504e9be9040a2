// Policy: approval is asked for every real call and every batch entry, whatever the path, and a call
// that is denied (or whose approval fails or answers nonsense) never reaches invoke or the gateway.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApprovalDecision, Assembly, ModelToolCall } from "@hermes/tool-search";
import { CaseTally } from "./test-input-guards.js";
import { checkProperty } from "./test-input-property.js";
import { CONNECTOR_TOOLS, RUNTIME_TOOLSETS, startScopedRuntime, type ScopedRuntime } from "./test-input-scope.js";

const tally = new CaseTally("scope-approval");
afterAll(() => console.log(tally.summary()));

const ARGS = { title: "t", to: "a@b.c", subject: "s" };
const VERDICTS = [
  "approve",
  "approve-object",
  "slow-approve",
  "deny",
  "deny-reason",
  "throw",
  "reject",
  "null",
  "string",
  "truthy-non-boolean",
] as const;
type Verdict = (typeof VERDICTS)[number];
/** Only an explicit yes approves; failures and nonsense deny (fail closed). */
const APPROVES: ReadonlySet<Verdict> = new Set(["approve", "approve-object", "slow-approve"]);

function answer(verdict: Verdict): ApprovalDecision | Promise<ApprovalDecision> {
  switch (verdict) {
    case "approve":
      return true;
    case "approve-object":
      return { approved: true };
    case "slow-approve":
      return new Promise((resolve) => setTimeout(() => resolve(true), 2));
    case "deny":
      return false;
    case "deny-reason":
      return { approved: false, reason: "not now" };
    case "throw":
      throw new Error("the approval prompt crashed");
    case "reject":
      return Promise.reject(new Error("the approval prompt crashed"));
    case "null":
      return null as unknown as ApprovalDecision;
    case "string":
      return "yes" as unknown as ApprovalDecision;
    case "truthy-non-boolean":
      return { approved: "false" } as unknown as ApprovalDecision;
  }
}

interface BatchEntry {
  readonly error?: string;
  readonly code?: string;
}

describe("approval cannot be skipped", () => {
  let runtime: ScopedRuntime;
  let session: Assembly;
  beforeAll(async () => {
    runtime = await startScopedRuntime();
    session = runtime.search.assemble(RUNTIME_TOOLSETS);
  });
  afterAll(() => runtime.close());

  const reset = (): void => {
    runtime.recorder.approvals.length = 0;
    runtime.recorder.invoked.length = 0;
    runtime.gateway.clearLog();
  };
  const handle = (call: ModelToolCall) => runtime.search.handle(call, { assembly: session });

  it("is asked once per real call, with the real tool, on every path; lookups run nothing", async () => {
    reset();
    runtime.recorder.decide = () => true;
    await handle({ id: "1", name: "tool_call", arguments: { calls: [{ name: "create_issue", arguments: ARGS }] } });
    await handle({ id: "2", name: "create_issue", arguments: ARGS });
    await handle({ id: "3", name: "read_file", arguments: { path: "/x" } });
    await handle({ id: "4", name: "manage_connections", arguments: { action: "status" } });
    await handle({
      id: "5",
      name: "tool_call",
      arguments: { calls: CONNECTOR_TOOLS.map((name) => ({ name, arguments: ARGS })) },
    });
    await handle({ id: "6", name: "tool_search", arguments: { queries: ["create issue"] } });
    await handle({ id: "7", name: "tool_describe", arguments: { names: ["create_issue"] } });
    expect(runtime.recorder.approvals.map((call) => [call.callId, call.name, call.route, call.index])).toEqual([
      ["1", "create_issue", "bridge", undefined],
      ["2", "create_issue", "direct", undefined],
      ["3", "read_file", "direct", undefined],
      ["4", "manage_connections", "direct", undefined],
      ["5", "connectors__gmail__SEND_EMAIL", "bridge", 0],
      ["5", "connectors__linear__CREATE_ISSUE", "bridge", 1],
      ["5", "connectors__linear__SEARCH_ISSUES", "bridge", 2],
    ]);
    expect(runtime.recorder.invoked).toEqual(["create_issue", "create_issue", "read_file"]);
    expect(runtime.gateway.executions).toHaveLength(3);
  });

  it("property: in a connector batch each entry is asked; only explicit approvals reach the gateway", async () => {
    const batch = fc.array(
      fc.record({ name: fc.constantFrom(...CONNECTOR_TOOLS), verdict: fc.constantFrom(...VERDICTS) }),
      { minLength: 1, maxLength: 10 },
    );
    await checkProperty(
      tally,
      "connector batch x verdicts",
      batch,
      async (entries) => {
        reset();
        let asked = 0;
        runtime.recorder.decide = () => answer(entries[asked++]?.verdict ?? "deny");
        const outcome = await handle({
          id: "b",
          name: "tool_call",
          arguments: { calls: entries.map(({ name }) => ({ name, arguments: ARGS })) },
        });
        const results = (outcome.result as { readonly results: readonly BatchEntry[] }).results;
        expect(runtime.recorder.approvals.map((call) => call.index)).toEqual(entries.map((_, index) => index));
        const approved = entries.filter(({ verdict }) => APPROVES.has(verdict)).length;
        // Executions, not requests: a literal slug (SEARCH_ISSUES) is first tried with its prefix, by design.
        expect(runtime.gateway.executions).toHaveLength(approved);
        entries.forEach(({ verdict }, index) => {
          if (!APPROVES.has(verdict)) expect(results[index]?.code, `entry ${index} (${verdict})`).toBe("DENIED");
        });
      },
      { numRuns: 150 },
    );
  });

  it("property: a local call on any path runs only after an explicit approval", async () => {
    const paths = ["bridge", "direct", "visible"] as const;
    await checkProperty(
      tally,
      "local call x verdict",
      fc.record({ path: fc.constantFrom(...paths), verdict: fc.constantFrom(...VERDICTS) }),
      async ({ path, verdict }) => {
        reset();
        runtime.recorder.decide = () => answer(verdict);
        const call: ModelToolCall =
          path === "bridge"
            ? { id: "l", name: "tool_call", arguments: { calls: [{ name: "create_issue", arguments: ARGS }] } }
            : path === "direct"
              ? { id: "l", name: "create_issue", arguments: ARGS }
              : { id: "l", name: "read_file", arguments: { path: "/x" } };
        const outcome = await handle(call);
        expect(runtime.recorder.approvals).toHaveLength(1);
        expect(runtime.recorder.invoked).toHaveLength(APPROVES.has(verdict) ? 1 : 0);
        if (!APPROVES.has(verdict)) expect(outcome.result).toMatchObject({ code: "DENIED" });
      },
      { numRuns: 120 },
    );
  });

  it("a sequential local batch asks for each entry, and a denied entry does not run", async () => {
    const sequential = await startScopedRuntime({ localBatches: "sequential" });
    try {
      const assembly = sequential.search.assemble(RUNTIME_TOOLSETS);
      sequential.recorder.decide = (call) => call.index !== 0;
      const calls = [
        { name: "create_issue", arguments: ARGS },
        { name: "list_issues", arguments: {} },
        { name: "create_issue", arguments: ARGS },
      ];
      const outcome = await sequential.search.handle(
        { id: "s", name: "tool_call", arguments: { calls } },
        { assembly },
      );
      expect(sequential.recorder.approvals.map((call) => [call.name, call.index])).toEqual([
        ["create_issue", 0],
        ["list_issues", 1],
        ["create_issue", 2],
      ]);
      expect(sequential.recorder.invoked).toEqual(["list_issues", "create_issue"]);
      expect(outcome.result).toMatchObject({ success_count: 2, error_count: 1, results: [{ code: "DENIED" }, {}, {}] });
    } finally {
      await sequential.close();
    }
  });

  it("a blocking pre-hook or a guardrail veto stops the call before approval and invoke", async () => {
    const guarded = await startScopedRuntime({
      pre: [(call) => (call.name === "create_issue" ? { action: "block", reason: "read-only" } : undefined)],
      guardrails: [
        (call) => (call.name.startsWith("connectors__linear") ? { allow: false, reason: "no linear" } : undefined),
      ],
    });
    try {
      const assembly = guarded.search.assemble(RUNTIME_TOOLSETS);
      const blocked = await guarded.search.handle(
        { id: "h", name: "tool_call", arguments: { calls: [{ name: "create_issue", arguments: ARGS }] } },
        { assembly },
      );
      const vetoed = await guarded.search.handle(
        {
          id: "g",
          name: "tool_call",
          arguments: { calls: CONNECTOR_TOOLS.map((name) => ({ name, arguments: ARGS })) },
        },
        { assembly },
      );
      expect(blocked.result).toMatchObject({ code: "BLOCKED" });
      expect(vetoed.result).toMatchObject({
        results: [{ response: {} }, { code: "GUARDRAIL" }, { code: "GUARDRAIL" }],
      });
      expect(guarded.recorder.approvals.map((call) => call.name)).toEqual(["connectors__gmail__SEND_EMAIL"]);
      expect(guarded.recorder.invoked).toEqual([]);
      expect(guarded.gateway.executions).toHaveLength(1);
    } finally {
      await guarded.close();
    }
  });
});
