// Test helper (not a test): runs a fault scenario and asserts that it released everything
// it took and that nothing escaped as an unhandled rejection or uncaught exception.
import { expect } from "vitest";
import { activeResources, countUnhandled, settleLeftovers, trackCreated } from "./test-faults-resources.js";

/** What a scenario reports back to the checker. */
export interface ScenarioTracker {
  /** Records a spawned child pid; it must be gone when the scenario ends. */
  readonly pid: (pid: number | undefined) => void;
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs `run`, then waits until the active resources (sockets, servers, timers, child
 * processes, pipes) are back to what they were before — both as counted by
 * `process.getActiveResourcesInfo()` and as tracked one by one from their creation — and
 * every tracked child pid is gone, and expects zero unhandled rejections and uncaught
 * exceptions throughout.
 */
export async function releasesEverything(run: (track: ScenarioTracker) => Promise<void>): Promise<void> {
  const baseline = activeResources();
  const created = trackCreated();
  const unhandled = countUnhandled();
  const pids: number[] = [];
  try {
    await run({ pid: (pid) => void (pid === undefined ? undefined : pids.push(pid)) });
    // Rejections are reported after the microtask queue drains: give them a few turns.
    for (let i = 0; i < 3; i += 1) await turn();
    const left = await settleLeftovers(baseline, created, pids);
    expect(left.resources, "active resources above the baseline after the scenario").toEqual({});
    expect(left.created, "resources the scenario created and never closed").toEqual({});
    expect(left.livePids, "child processes left after the scenario").toEqual([]);
    expect(unhandled.rejections, "unhandled rejections").toEqual([]);
    expect(unhandled.exceptions, "uncaught exceptions").toEqual([]);
  } finally {
    created.stop();
    unhandled.uninstall();
  }
}
