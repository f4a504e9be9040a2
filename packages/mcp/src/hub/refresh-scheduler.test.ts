import { afterEach, describe, expect, it, vi } from "vitest";
import { RefreshScheduler } from "./refresh-scheduler.js";

afterEach(() => void vi.useRealTimers());

/** A job whose runs end when the test says so (`finish()`), counting runs and overlap. */
function controlledJob() {
  const state = { runs: 0, running: 0, maxRunning: 0 };
  const endings: (() => void)[] = [];
  const job = (): Promise<void> => {
    state.runs += 1;
    state.running += 1;
    state.maxRunning = Math.max(state.maxRunning, state.running);
    return new Promise((resolve) => endings.push(() => ((state.running -= 1), resolve())));
  };
  const finish = (): void => endings.shift()?.();
  return { state, job, finish };
}

describe("RefreshScheduler", () => {
  it("runs once for a burst after the quiet period and never overlaps runs", async () => {
    vi.useFakeTimers();
    const { state, job, finish } = controlledJob();
    const scheduler = new RefreshScheduler(20, job);
    for (let i = 0; i < 10; i += 1) scheduler.request();
    await vi.advanceTimersByTimeAsync(19);
    expect(state.runs).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(state.runs).toBe(1);
    // A request and a runNow during the run wait for it: no second run yet, no overlap.
    scheduler.request();
    const now = scheduler.runNow();
    await vi.advanceTimersByTimeAsync(100);
    expect([state.runs, state.running]).toEqual([1, 1]);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(state.runs).toBe(2);
    finish();
    await now;
    expect(state.maxRunning).toBe(1);
    scheduler.dispose();
  });

  it("ignores requests after dispose", async () => {
    vi.useFakeTimers();
    const { state, job } = controlledJob();
    const scheduler = new RefreshScheduler(5, job);
    scheduler.request();
    scheduler.dispose();
    scheduler.request();
    await scheduler.runNow();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(state.runs).toBe(0);
  });
});
