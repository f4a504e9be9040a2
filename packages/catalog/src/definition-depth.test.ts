import { describe, expect, it } from "vitest";
import { nestsDeeperThan } from "./definition-depth.js";

describe("nestsDeeperThan", () => {
  it("measures object and array nesting against the limit", () => {
    expect(nestsDeeperThan("x", 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({ a: [{}] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{}] }, 2)).toBe(true);
    expect(nestsDeeperThan({ a: 1, b: { c: [1, 2, { d: null }] } }, 4)).toBe(false);
    expect(nestsDeeperThan({ a: 1, b: { c: [1, 2, { d: null }] } }, 3)).toBe(true);
  });

  it("walks any depth without recursion, and shared references once", () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(nestsDeeperThan(deep, 256)).toBe(true);
    // 60 levels of two references to the next level: 2^60 paths, 60 objects.
    let shared: object = {};
    for (let level = 0; level < 60; level += 1) shared = { left: shared, right: shared };
    expect(nestsDeeperThan(shared, 256)).toBe(false);
    expect(nestsDeeperThan(shared, 59)).toBe(true);
  });

  it("counts a cycle as too deep: it cannot be serialised", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = { back: cyclic };
    expect(nestsDeeperThan(cyclic, 256)).toBe(true);
  });
});
