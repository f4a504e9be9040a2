// Test helper (not a test): runs a workload's sessions on ONE createToolSearch instance,
// either one session after another or all at once, and records every answer and every
// real tool invocation by the session that caused it.
import { createConnectors, createToolSearch, type DispatchResult, type ToolSearch } from "@hermes/tool-search";
import { GATEWAY_ROUTES } from "@hermes/connectors/internal";
import { TEST_TOKEN, type TestGateway } from "@hermes/connectors/testing";
import type { SessionSpec, Workload } from "./test-load-workload.js";

/** One hour per attempt on every gateway route: far beyond any run of this suite. */
const NO_DEADLINES = Object.fromEntries(GATEWAY_ROUTES.map((route) => [route, 3_600_000]));

/** Calls between two assemblies of a session (a "turn"). */
const TURN = 10;

/** A tool search for the load test: the gateway's connectors, an `invoke` that records calls. */
export interface LoadRuntime {
  readonly search: ToolSearch;
  /** Local tool names invoked, by session id (parsed from the model call id `s<id>-c<n>`). */
  readonly invoked: Map<number, string[]>;
}

export function loadRuntime(gateway: TestGateway): LoadRuntime {
  const invoked = new Map<number, string[]>();
  // The gateway's per-attempt deadlines (10-60 s) are lifted: 200 sessions at once on a loaded
  // 2-core machine can keep the loopback gateway busy longer than that, and a timed-out attempt
  // would change an answer. This test is about isolation; deadlines have their own tests.
  const connectors = createConnectors({ origin: gateway.origin, getToken: () => TEST_TOKEN, timeoutsMs: NO_DEADLINES });
  const search = createToolSearch({
    connectors,
    contextLength: 200_000,
    invoke: (name, args, context) => {
      const session = Number(/^s(\d+)-/.exec(context.callId)?.[1] ?? -1);
      const list = invoked.get(session) ?? [];
      list.push(name);
      invoked.set(session, list);
      // Answer on the next event-loop turn, as a tool doing I/O would, so sessions interleave.
      return new Promise((resolve) => setImmediate(() => resolve({ ran: name, arguments: args })));
    },
  });
  return { search, invoked };
}

/** What one session saw: every answer, by call id, and the tool names of each assembly. */
export interface SessionRecord {
  readonly answers: Map<string, DispatchResult>;
  readonly assembled: Set<string>;
}

async function runSession(search: ToolSearch, workload: Workload, session: SessionSpec): Promise<SessionRecord> {
  const record: SessionRecord = { answers: new Map(), assembled: new Set() };
  let assembly = search.assemble(workload.definitions, { toolsets: session.toolsets });
  for (const [n, call] of session.calls.entries()) {
    if (n % TURN === 0) {
      assembly = search.assemble(workload.definitions, { toolsets: session.toolsets });
      for (const entry of [...assembly.plan.visible, ...assembly.plan.deferred]) record.assembled.add(entry.name);
    }
    record.answers.set(call.id, await search.handle(call, { assembly }));
  }
  return record;
}

/** Runs every session one after another. */
export async function runSequential(search: ToolSearch, workload: Workload): Promise<SessionRecord[]> {
  const records: SessionRecord[] = [];
  for (const session of workload.sessions) records.push(await runSession(search, workload, session));
  return records;
}

/** Runs every session at once (each session's own calls stay in order). */
export function runConcurrent(search: ToolSearch, workload: Workload): Promise<SessionRecord[]> {
  return Promise.all(workload.sessions.map((session) => runSession(search, workload, session)));
}
