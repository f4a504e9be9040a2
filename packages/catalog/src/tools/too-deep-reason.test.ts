// Regression: a definition dropped for its size (the node budget) said "nests deeper than 256
// levels", which sent the user looking for deep nesting that was not there.
import { describe, expect, it } from "vitest";
import { normalizeTools } from "./normalize.js";

const tool = (name: string, parameters: unknown): unknown => ({
  type: "function",
  function: { name, description: "d", parameters },
});

describe("TOO_DEEP drops name the limit that was hit", () => {
  it("a wide definition is too large, a deep one too deep, a cyclic one refers to itself", () => {
    const wide = { type: "object", properties: { x: { enum: Array.from({ length: 120_000 }, (_, i) => ({ i })) } } };
    let deep: unknown = { type: "object" };
    for (let level = 0; level < 300; level += 1) deep = { type: "object", properties: { a: deep } };
    const cyclic: Record<string, unknown> = { type: "object", properties: {} };
    (cyclic["properties"] as Record<string, unknown>)["self"] = cyclic;
    const { dropped } = normalizeTools([{ tools: [tool("wide", wide), tool("deep", deep), tool("cyclic", cyclic)] }]);
    expect(dropped.map((drop) => [drop.reason, drop.message])).toEqual([
      ["TOO_DEEP", 'tool "wide" is too large: it would serialise to more than 100,000 objects and arrays'],
      ["TOO_DEEP", 'tool "deep" nests deeper than 256 levels'],
      ["TOO_DEEP", 'tool "cyclic" refers to itself (a cycle), so it cannot be sent'],
    ]);
  });
});
