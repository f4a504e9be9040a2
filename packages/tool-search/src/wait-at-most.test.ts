// waitAtMost bounds the wait for the downstream servers' first starts and, once they settled,
// costs a request nothing: no timer is started for a promise seen to settle.
import { afterEach, expect, it, vi } from "vitest";
import { waitAtMost } from "./wait-at-most.js";

afterEach(() => {
  vi.useRealTimers();
});

it("waits for ready, then starts no timer for it again", async () => {
  vi.useFakeTimers();
  const ready = Promise.resolve();
  await waitAtMost(ready, 10_000);
  expect(vi.getTimerCount()).toBe(0);
  const again = waitAtMost(ready, 10_000);
  expect(vi.getTimerCount()).toBe(0);
  await again;
});

it("a rejected ready ends the wait like a resolved one", async () => {
  vi.useFakeTimers();
  const ready = Promise.reject(new Error("no server started"));
  await waitAtMost(ready, 10_000);
  expect(vi.getTimerCount()).toBe(0);
});

it("gives up after ms when ready never settles", async () => {
  vi.useFakeTimers();
  const waiting = waitAtMost(new Promise<void>(() => undefined), 10_000);
  expect(vi.getTimerCount()).toBe(1);
  await vi.advanceTimersByTimeAsync(10_000);
  await waiting;
  expect(vi.getTimerCount()).toBe(0);
});

it("waits not at all when ms is 0", async () => {
  vi.useFakeTimers();
  await waitAtMost(new Promise<void>(() => undefined), 0);
  expect(vi.getTimerCount()).toBe(0);
});
