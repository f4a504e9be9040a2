import { describe, expect, it } from "vitest";
import { createDispatcher } from "./dispatcher.js";
import type { ModelToolCall } from "./dispatch-types.js";
import { planParallel, type PlanSegment } from "./plan-parallel.js";
import { runPlan } from "./run-plan.js";
import { context, recordingParts, scope } from "./test-fixtures.js";

const call = (id: string, name = "read_file"): ModelToolCall => ({ id, name, arguments: { path: `/${id}` } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("runPlan", () => {
  it("returns results in the original call order, whatever order they finished in", async () => {
    const plan: PlanSegment[] = [{ kind: "parallel", barrier: false, calls: [call("a"), call("b"), call("c")] }, { kind: "sequential", barrier: false, calls: [call("d")] }];
    const finished: string[] = [];
    const delays: Record<string, number> = { a: 15, b: 1, c: 8, d: 1 };
    const results = await runPlan(plan, async (member, position) => {
      await sleep(delays[member.id] ?? 0);
      finished.push(member.id);
      return `${member.id}@${position}`;
    });
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
      await sleep(2);
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
    const plan = planParallel([call("r1"), call("r2"), { id: "q", name: "clarify", arguments: {} }, call("r3")], { scope });
    await runPlan(plan, async (member) => {
      log.push(`start ${member.id}`);
      await sleep(member.id === "r1" ? 6 : 1);
      log.push(`end ${member.id}`);
    });
    expect(log).toEqual(["start r1", "start r2", "end r2", "end r1", "start q", "end q", "start r3", "end r3"]);
  });

  it("stops starting calls and rejects when run rejects", async () => {
    const started: string[] = [];
    const plan: PlanSegment[] = [{ kind: "sequential", barrier: false, calls: [call("a"), call("b")] }, { kind: "parallel", barrier: false, calls: [call("c")] }];
    const outcome = runPlan(plan, (member) => {
      started.push(member.id);
      return member.id === "a" ? Promise.reject(new Error("boom")) : Promise.resolve(member.id);
    });
    await expect(outcome).rejects.toThrow("boom");
    expect(started).toEqual(["a"]);
  });

  it("runs a planned turn through a dispatcher and answers each call in order", async () => {
    const { parts } = recordingParts({}, (name, args) => Promise.resolve(`${name} ${typeof args["path"] === "string" ? args["path"] : ""}`));
    const dispatcher = createDispatcher(parts);
    const calls = [call("a"), { id: "q", name: "clarify", arguments: {} }, call("b")];
    const results = await runPlan(planParallel(calls, { scope }), (member) => dispatcher.dispatch(member, context), { concurrency: 2 });
    expect(results.map((result) => [result.id, result.result])).toEqual([
      ["a", "read_file /a"],
      ["q", "clarify "],
      ["b", "read_file /b"],
    ]);
  });
});
