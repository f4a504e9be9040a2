// Scope: a session cannot call a tool outside its toolsets through any path — tool_call (every input
// shape), a direct call by the real name, connector names, batches or manage_connections.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Assembly, DispatchResult, ModelToolCall } from "@hermes/tool-search";
import { CaseTally } from "./test-input-guards.js";
import { checkProperty } from "./test-input-property.js";
import {
  CONNECTOR_TOOLS,
  OUTSIDE_LOCAL,
  RUNTIME_TOOLSETS,
  startScopedRuntime,
  type ScopedRuntime,
} from "./test-input-scope.js";

const tally = new CaseTally("scope-call");
afterAll(() => console.log(tally.summary()));

const SESSIONS = {
  github: ["github"],
  "github+connectors": ["github", "connectors"],
  jira: ["jira"],
  core: [],
  all: undefined,
} as const satisfies Record<string, readonly string[] | undefined>;
type SessionName = keyof typeof SESSIONS;
const NAMES = [
  "read_file",
  "create_issue",
  "list_issues",
  ...OUTSIDE_LOCAL,
  ...CONNECTOR_TOOLS,
  "manage_connections",
  "tool_call",
] as const;
type Path = "bridge" | "legacy" | "json" | "direct";
const ARGS = { title: "t", to: "a@b.c", subject: "s", action: "status" };
const TOOLSET_OF: Readonly<Record<string, string>> = {
  create_issue: "github",
  list_issues: "github",
  jira_create_issue: "jira",
  jira_search: "jira",
  read_secret: "vault",
};

/** Whether `name` is a tool of the session (core tools are in every session). */
function inScope(name: string, session: SessionName): boolean {
  const toolsets: readonly string[] | undefined = SESSIONS[session];
  if (name === "read_file") return true;
  if (toolsets === undefined) return name !== "tool_call";
  if (name === "manage_connections" || name.startsWith("connectors__")) return toolsets.includes("connectors");
  const toolset = TOOLSET_OF[name];
  return toolset !== undefined && toolsets.includes(toolset);
}

/** Whether the call should run: in scope, and asked the right way (visible tools directly, deferred ones either way). */
function shouldRun(name: string, session: SessionName, path: Path): boolean {
  if (!inScope(name, session)) return false;
  const visible = name === "read_file" || name === "manage_connections";
  return visible ? path === "direct" : true;
}

function modelCall(name: string, path: Path): ModelToolCall {
  const entry = { name, arguments: name === "manage_connections" ? { action: "status" } : ARGS };
  switch (path) {
    case "bridge":
      return { id: "c", name: "tool_call", arguments: { calls: [entry] } };
    case "legacy":
      return { id: "c", name: "tool_call", arguments: entry };
    case "json":
      return { id: "c", name: "tool_call", arguments: JSON.stringify({ calls: [entry] }) };
    case "direct":
      return { id: "c", name, arguments: entry.arguments };
  }
}

describe("calls are confined to the session", () => {
  let runtime: ScopedRuntime;
  const sessions = new Map<SessionName, Assembly>();
  beforeAll(async () => {
    runtime = await startScopedRuntime();
    for (const name of Object.keys(SESSIONS) as SessionName[])
      sessions.set(name, runtime.search.assemble(RUNTIME_TOOLSETS, { toolsets: SESSIONS[name] }));
  });
  afterAll(() => runtime.close());

  /** Runs one model call and tells whether anything ran: invoke, a gateway execution, or manage_connections' gateway requests. */
  async function attempt(
    call: ModelToolCall,
    session: SessionName,
  ): Promise<{ readonly ran: boolean; readonly outcome: DispatchResult }> {
    const { recorder, gateway } = runtime;
    const before = {
      invoked: recorder.invoked.length,
      executions: gateway.executions.length,
      requests: gateway.requestsTo("list").length + gateway.requestsTo("accounts").length,
    };
    const assembly = sessions.get(session);
    if (assembly === undefined) throw new Error(`no session ${session}`);
    const outcome = await runtime.search.handle(call, { assembly });
    const requests = gateway.requestsTo("list").length + gateway.requestsTo("accounts").length;
    const ran =
      recorder.invoked.length > before.invoked ||
      gateway.executions.length > before.executions ||
      requests > before.requests;
    return { ran, outcome };
  }

  it("property: a call runs exactly when its tool is in the session and it is asked for the right way", async () => {
    const paths: readonly Path[] = ["bridge", "legacy", "json", "direct"];
    await checkProperty(
      tally,
      "name x path x session",
      fc.record({
        name: fc.constantFrom(...NAMES),
        path: fc.constantFrom(...paths),
        session: fc.constantFrom(...(Object.keys(SESSIONS) as SessionName[])),
      }),
      async ({ name, path, session }) => {
        const { ran, outcome } = await attempt(modelCall(name, path), session);
        expect(ran, `${name} via ${path} in ${session}: ${JSON.stringify(outcome.result).slice(0, 300)}`).toBe(
          shouldRun(name, session, path),
        );
        if (!ran) expect(outcome.isError).toBe(true);
      },
      { numRuns: 400 },
    );
  });

  it("every (name, path, session) combination, exhaustively", async () => {
    for (const session of Object.keys(SESSIONS) as SessionName[]) {
      for (const name of NAMES) {
        for (const path of ["bridge", "legacy", "json", "direct"] as const) {
          tally.hit("exhaustive");
          const { ran } = await attempt(modelCall(name, path), session);
          expect(ran, `${name} via ${path} in ${session}`).toBe(shouldRun(name, session, path));
        }
      }
    }
  });

  it("connector batches and sequential batches cannot carry an outside tool", async () => {
    const batch = {
      id: "b",
      name: "tool_call",
      arguments: { calls: CONNECTOR_TOOLS.map((name) => ({ name, arguments: ARGS })) },
    };
    expect((await attempt(batch, "github")).ran).toBe(false);
    expect((await attempt(batch, "github+connectors")).ran).toBe(true);
    const mixed = {
      id: "m",
      name: "tool_call",
      arguments: {
        calls: [
          { name: "create_issue", arguments: ARGS },
          { name: "jira_create_issue", arguments: ARGS },
        ],
      },
    };
    expect((await attempt(mixed, "github")).ran).toBe(false);

    const sequential = await startScopedRuntime({ localBatches: "sequential" });
    try {
      const session = sequential.search.assemble(RUNTIME_TOOLSETS, { toolsets: ["github"] });
      const outcome = await sequential.search.handle(mixed, { assembly: session });
      // One outside entry rejects the whole batch before anything runs, the in-scope entry included.
      expect(outcome.isError).toBe(true);
      expect(JSON.stringify(outcome.result)).toMatch(
        /calls\[1\]: 'jira_create_issue' is not available in this session/,
      );
      expect(sequential.recorder.invoked).toEqual([]);
      expect(sequential.recorder.approvals).toEqual([]);
    } finally {
      await sequential.close();
    }
  });

  it("errors never suggest an outside tool", async () => {
    for (const typo of [
      "jira_create_issu",
      "jira_searc",
      "read_secre",
      "create_issu",
      "connectors__gmail__SEND_EMAI",
    ]) {
      const { outcome } = await attempt(modelCall(typo, "bridge"), "github");
      const suggestions = (outcome.result as { readonly suggestions?: readonly string[] }).suggestions ?? [];
      expect(
        suggestions.every((name) => ["create_issue", "list_issues"].includes(name)),
        `${typo}: ${suggestions.join(", ")}`,
      ).toBe(true);
    }
  });
});
