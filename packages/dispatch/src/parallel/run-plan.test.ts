import { describe, expect, it, vi } from "vitest";
import { createDispatcher } from "../dispatcher.js";
import type { ModelToolCall } from "../dispatch-types.js";
import { planParallel, type PlanSegment } from "./plan-parallel.js";
import { runPlan } from "./run-plan.js";
import { context, recordingParts, scope } from "../../test/fixtures.js";

const call = (id: string, name = "read_file"): ModelToolCall => ({ id, name, arguments: { path: `/${id}` } });
/** A full event-loop turn: lets every other started call run up to its own first wait. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

/** Calls that finish when the test says so: `open(id)` lets call `id` finish; `started` lists who began. */
function gates() {
  const waiting = new Map<string, () => void>();
  const opened = new Set<string>();
  const started: string[] = [];
  return {
    started,
    wait(id: string): Promise<void> {
      started.push(id);
      return opened.has(id) ? Promise.resolve() : new Promise((resolve) => waiting.set(id, resolve));
    },
    open(...ids: string[]): void {
      for (const id of ids) {
        opened.add(id);
        waiting.get(id)?.();
      }
    },
  };
}

describe("runPlan", () => {
  it("returns results in the original call order, whatever order they finished in", async () => {
    const plan: PlanSegment[] = [
      { kind: "parallel", barrier: false, calls: [call("a"), call("b"), call("c")] },
      { kind: "sequential", barrier: false, calls: [call("d")] },
    ];
    const finished: string[] = [];
    const gate = gates();
    const pending = runPlan(plan, async (member, position) => {
      await gate.wait(member.id);
      finished.push(member.id);
      return `${member.id}@${position}`;
    });
    // Let the parallel calls finish in the order b, c, a (each once the previous one has).
    await vi.waitFor(() => expect(gate.started).toEqual(["a", "b", "c"]));
    for (const id of ["b", "c", "a"]) {
      gate.open(id);
      await vi.waitFor(() => expect(finished).toContain(id));
    }
    gate.open("d");
    const results = await pending;
    expect(finished).toEqual(["b", "c", "a", "d"]);
    expect(results).toEqual(["a@0", "b@1", "c@2", "d@3"]);
  });

  it("bounds a parallel segment's concurrency and runs sequential segments one at a time", async () => {
    let running = 0;
    let peak = 0;
    const peaks: number[] = [];
    const run = async (member: ModelToolCall) => {
      running += 1;
      peak = Math.max(peak, running);
      await turn();
      running -= 1;
      return member.id;
    };
    const many = Array.from({ length: 10 }, (_, i) => call(`p${i}`));
    await runPlan([{ kind: "parallel", barrier: false, calls: many }], run, { concurrency: 3 });
    peaks.push(peak);
    peak = 0;
    await runPlan([{ kind: "sequential", barrier: false, calls: many }], run, { concurrency: 3 });
    peaks.push(peak);
    peak = 0;
    await runPlan([{ kind: "parallel", barrier: false, calls: many }], run, { concurrency: Infinity });
    peaks.push(peak);
    expect(peaks).toEqual([3, 1, 10]);
  });

  it("starts a barrier only after everything before it finished, and nothing after it before it finished", async () => {
    const log: string[] = [];
    const plan = planParallel([call("r1"), call("r2"), { id: "q", name: "clarify", arguments: {} }, call("r3")], {
      scope,
    });
    const gate = gates();
    gate.open("q", "r3");
    const pending = runPlan(plan, async (member) => {
      log.push(`start ${member.id}`);
      await gate.wait(member.id);
      log.push(`end ${member.id}`);
    });
    // r2 finishes first, then r1; q and r3 may finish as soon as they start.
    await vi.waitFor(() => expect(log).toEqual(["start r1", "start r2"]));
    gate.open("r2");
    await vi.waitFor(() => expect(log).toContain("end r2"));
    await turn();
    gate.open("r1");
    await pending;
    expect(log).toEqual(["start r1", "start r2", "end r2", "end r1", "start q", "end q", "start r3", "end r3"]);
  });

  it("stops starting calls and rejects when run rejects", async () => {
    const started: string[] = [];
    const plan: PlanSegment[] = [
      { kind: "sequential", barrier: false, calls: [call("a"), call("b")] },
      { kind: "parallel", barrier: false, calls: [call("c")] },
    ];
    const outcome = runPlan(plan, (member) => {
      started.push(member.id);
      return member.id === "a" ? Promise.reject(new Error("boom")) : Promise.resolve(member.id);
    });
    await expect(outcome).rejects.toThrow("boom");
    expect(started).toEqual(["a"]);
  });

  it("runs a planned turn through a dispatcher and answers each call in order", async () => {
    const { parts } = recordingParts({}, (name, args) =>
      Promise.resolve(`${name} ${typeof args["path"] === "string" ? args["path"] : ""}`),
    );
    const dispatcher = createDispatcher(parts);
    const calls = [call("a"), { id: "q", name: "clarify", arguments: {} }, call("b")];
    const results = await runPlan(planParallel(calls, { scope }), (member) => dispatcher.dispatch(member, context), {
      concurrency: 2,
    });
    expect(results.map((result) => [result.id, result.result])).toEqual([
      ["a", "read_file /a"],
      ["q", "clarify "],
      ["b", "read_file /b"],
    ]);
  });
});
