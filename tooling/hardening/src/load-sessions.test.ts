// Load: 100 sessions × 50 calls (search / describe / tool_call / direct / connector calls,
// some aimed outside the session on purpose) on ONE createToolSearch instance with the
// loopback gateway behind its connectors. Run all at once, the answers are exactly those of
// a sequential run, and no session ever sees or runs a tool outside its own toolsets.
import { startGateway, type TestGateway } from "@hermes/connectors/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadRuntime, runConcurrent, runSequential, type SessionRecord } from "./test-load-run.js";
import { buildWorkload, type SessionSpec } from "./test-load-workload.js";

const SESSIONS = 100;
const CALLS = 50;
const workload = buildWorkload(SESSIONS, CALLS);
const BRIDGE = new Set(["tool_search", "tool_describe", "tool_call"]);

let gateway: TestGateway;
let sequential: SessionRecord[];
let concurrent: SessionRecord[];
let concurrentRuntime: ReturnType<typeof loadRuntime>;

beforeAll(async () => {
  gateway = await startGateway();
  sequential = await runSequential(loadRuntime(gateway).search, workload);
  gateway.clearLog();
  concurrentRuntime = loadRuntime(gateway);
  concurrent = await runConcurrent(concurrentRuntime.search, workload);
  // 5,000 calls twice: 100 sessions at once interleave enough for the isolation property (200
  // made this the suite's slowest file for no new case). The timeout is a hang guard, not a
  // speed check: generous enough for `pnpm test:loaded`, where every package's tests share a
  // quarter of a 2-core machine.
}, 900_000);

afterAll(async () => {
  await gateway.close();
});

/** Tool names a result names as found, described or run (search matches and hits, described tools, batch entries). */
function namesIn(result: unknown): string[] {
  if (typeof result !== "object" || result === null) return [];
  const value = result as { results?: unknown; tools?: unknown };
  const names: string[] = [];
  if (typeof value.tools === "object" && value.tools !== null) names.push(...Object.keys(value.tools));
  if (Array.isArray(value.results)) {
    for (const group of value.results as { matches?: unknown; name?: unknown; response?: unknown }[]) {
      if (Array.isArray(group.matches))
        names.push(...group.matches.filter((name): name is string => typeof name === "string"));
      if (typeof group.name === "string" && "response" in group) names.push(group.name);
    }
  }
  return names;
}

/** Every identifier-like word of a text (tool names included, wherever they are quoted). */
const identifiers = (text: string): string[] => text.match(/[A-Za-z0-9_.-]+/g) ?? [];

const mayConnect = (session: SessionSpec, name: string): boolean =>
  session.connectors && (name.startsWith("connectors__") || name === "manage_connections");

describe(`load: ${SESSIONS} sessions × ${CALLS} calls on one createToolSearch`, () => {
  it("answers every call of every session, with refusals and suggestions in the mix", () => {
    const answers = concurrent.flatMap((record) => [...record.answers.values()]);
    expect(answers).toHaveLength(SESSIONS * CALLS);
    const kinds = new Set(
      workload.sessions.flatMap((session) =>
        session.calls.map((call) => (BRIDGE.has(call.name) ? call.name : "direct")),
      ),
    );
    expect([...kinds].sort()).toEqual(["direct", "tool_call", "tool_describe", "tool_search"]);
    const texts = answers.map((answer) => JSON.stringify(answer.result));
    expect(texts.filter((text) => text.includes("is not available in this session")).length).toBeGreaterThan(100);
    expect(texts.filter((text) => text.includes("Did you mean")).length).toBeGreaterThan(20);
    expect([...concurrentRuntime.invoked.values()].flat().length).toBeGreaterThan(1_000);
  });

  it("gives every session exactly the answers of a sequential run", () => {
    let compared = 0;
    workload.sessions.forEach((session, i) => {
      for (const call of session.calls) {
        expect(JSON.stringify(concurrent[i]?.answers.get(call.id)), call.id).toBe(
          JSON.stringify(sequential[i]?.answers.get(call.id)),
        );
        compared += 1;
      }
    });
    expect(compared).toBe(SESSIONS * CALLS);
    const errors = concurrent
      .flatMap((record) => [...record.answers.values()])
      .filter((answer) => answer.isError).length;
    expect(errors).toBeGreaterThan(0); // out-of-scope and invalid calls are part of the mix
    expect(errors).toBeLessThan(SESSIONS * CALLS);
  });

  it("never shows a session a tool outside its toolsets: listing, search, describe and results", () => {
    for (const [i, session] of workload.sessions.entries()) {
      const allowed = workload.allowed(session);
      const record = concurrent[i];
      for (const name of record?.assembled ?? [])
        expect(allowed.has(name) || mayConnect(session, name), `session ${i} assembled ${name}`).toBe(true);
      for (const [id, answer] of record?.answers ?? []) {
        for (const name of namesIn(answer.result))
          expect(allowed.has(name) || mayConnect(session, name) || BRIDGE.has(name), `${id} shows ${name}`).toBe(true);
      }
    }
  });

  it("never names another session's tool the session did not ask about (no leak through hints or suggestions)", () => {
    let checked = 0;
    for (const [i, session] of workload.sessions.entries()) {
      const foreign = new Set(workload.foreign(session));
      for (const call of session.calls) {
        const asked = new Set(identifiers(JSON.stringify(call.arguments) + call.name));
        const leaked = identifiers(JSON.stringify(concurrent[i]?.answers.get(call.id)?.result)).filter(
          (word) => foreign.has(word) && !asked.has(word),
        );
        expect(leaked, `${call.id} names foreign tools`).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBe(SESSIONS * CALLS);
  });

  it("runs only the session's own tools, and connector tools only for sessions with connectors", () => {
    for (const session of workload.sessions) {
      const allowed = workload.allowed(session);
      for (const name of concurrentRuntime.invoked.get(session.id) ?? [])
        expect(allowed.has(name), `session ${session.id} ran ${name}`).toBe(true);
    }
    expect(concurrentRuntime.invoked.get(-1)).toBeUndefined();
    const executedBy = gateway.executions.map((execution) =>
      Number(/s(\d+)-/.exec(JSON.stringify(execution.arguments))?.[1] ?? -1),
    );
    expect(executedBy.length).toBeGreaterThan(0);
    for (const id of executedBy)
      expect(workload.sessions[id]?.connectors, `session ${id} executed on the gateway`).toBe(true);
  });
});
