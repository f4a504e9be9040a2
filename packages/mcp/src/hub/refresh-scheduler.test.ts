import { setTimeout as delay } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { RefreshScheduler } from "./refresh-scheduler.js";

describe("RefreshScheduler", () => {
  it("runs once for a burst and never overlaps runs", async () => {
    let runs = 0;
    let running = 0;
    let maxRunning = 0;
    const scheduler = new RefreshScheduler(20, async () => {
      runs += 1;
      running += 1;
      maxRunning = Math.max(maxRunning, running);
      await delay(30);
      running -= 1;
    });
    for (let i = 0; i < 10; i += 1) scheduler.request();
    await delay(60);
    expect(runs).toBe(1);
    scheduler.request(); // during nothing: runs again
    await scheduler.runNow(); // waits for nothing pending, runs once more
    await delay(80);
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(maxRunning).toBe(1);
    scheduler.dispose();
  });

  it("ignores requests after dispose", async () => {
    let runs = 0;
    const scheduler = new RefreshScheduler(5, () => {
      runs += 1;
      return Promise.resolve();
    });
    scheduler.request();
    scheduler.dispose();
    scheduler.request();
    await scheduler.runNow();
    await delay(20);
    expect(runs).toBe(0);
  });
});
