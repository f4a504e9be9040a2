import { describe, expect, it } from "vitest";
import { reuseUnchanged, type McpTool } from "./list-tools.js";

const tool = (name: string, description = name): McpTool => ({ name, description, inputSchema: { type: "object" } });

describe("reuseUnchanged", () => {
  it("returns the previous array when nothing changed", () => {
    const previous = [tool("a"), tool("b")];
    expect(reuseUnchanged(previous, [tool("a"), tool("b")])).toBe(previous);
  });

  it("keeps unchanged tool objects and takes changed and new ones", () => {
    const previous = [tool("a"), tool("b")];
    const next = reuseUnchanged(previous, [tool("a"), tool("b", "changed"), tool("c")]);
    expect(next).not.toBe(previous);
    expect(next[0]).toBe(previous[0]);
    expect(next[1]).not.toBe(previous[1]);
    expect(next.map((t) => t.name)).toEqual(["a", "b", "c"]);
    expect(Object.isFrozen(next)).toBe(true);
  });

  it("sees removals and reordering", () => {
    const previous = [tool("a"), tool("b")];
    expect(reuseUnchanged(previous, [tool("a")])).toEqual([previous[0]]);
    const swapped = reuseUnchanged(previous, [tool("b"), tool("a")]);
    expect(swapped).toEqual([previous[1], previous[0]]);
    expect(swapped[0]).toBe(previous[1]);
  });
});
