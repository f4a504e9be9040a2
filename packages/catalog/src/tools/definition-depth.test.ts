import { describe, expect, it } from "vitest";
import { definitionTooDeep, nestsDeeperThan } from "./definition-depth.js";

describe("nestsDeeperThan", () => {
  it("measures object and array nesting against the limit", () => {
    expect(nestsDeeperThan("x", 0)).toBe(false);
    expect(nestsDeeperThan({}, 0)).toBe(true);
    expect(nestsDeeperThan({ a: [{}] }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{}] }, 2)).toBe(true);
    expect(nestsDeeperThan({ a: 1, b: { c: [1, 2, { d: null }] } }, 4)).toBe(false);
    expect(nestsDeeperThan({ a: 1, b: { c: [1, 2, { d: null }] } }, 3)).toBe(true);
  });

  it("stops at the limit whatever the depth, without overflowing the stack", () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(nestsDeeperThan(deep, 256)).toBe(true);
  });

  it("counts shared references per path, as serialising them would, within a budget", () => {
    // 60 levels of two references to the next level: 60 objects, but 2^60 paths to write out.
    let shared: object = {};
    for (let level = 0; level < 60; level += 1) shared = { left: shared, right: shared };
    expect(nestsDeeperThan(shared, 256)).toBe(true);
    let small: object = {};
    for (let level = 0; level < 10; level += 1) small = { left: small, right: small };
    expect(nestsDeeperThan(small, 256)).toBe(false);
    expect(nestsDeeperThan(small, 256, 1000)).toBe(true);
  });

  it("ignores inherited properties", () => {
    const child = Object.create({ inherited: { deep: { deeper: {} } } }) as object;
    expect(nestsDeeperThan({ child }, 2)).toBe(false);
  });

  it("counts a cycle as too deep: it cannot be serialised", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = { back: cyclic };
    expect(nestsDeeperThan(cyclic, 256)).toBe(true);
  });

  it("checks a definition with its schema, remembering the schema's verdict", () => {
    let deepSchema: object = {};
    for (let level = 0; level < 300; level += 1) deepSchema = { properties: deepSchema };
    expect(definitionTooDeep({ name: "x", inputSchema: deepSchema }, deepSchema)).toBe(true);
    expect(definitionTooDeep({ name: "y", inputSchema: deepSchema }, deepSchema)).toBe(true);
    const fine = { type: "object", properties: { a: { type: "string" } } };
    expect(definitionTooDeep({ name: "x", inputSchema: fine }, fine)).toBe(false);
    let deepMeta: object = {};
    for (let level = 0; level < 300; level += 1) deepMeta = { m: deepMeta };
    expect(definitionTooDeep({ name: "x", inputSchema: fine, _meta: deepMeta }, fine)).toBe(true);
    expect(definitionTooDeep({ name: "x" }, undefined)).toBe(false);
  });
});
