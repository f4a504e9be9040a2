import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeTools } from "../tools/normalize.js";
import { countNearDuplicateGroups } from "./near-duplicates.js";

const tool = (name: string, description: string) => ({ name, description, inputSchema: { type: "object" } });
const ENTRIES = normalizeTools([
  {
    source: { kind: "mcp", name: "a" },
    tools: [tool("create_issue", "Create an issue."), tool("list_issues", "List issues.")],
  },
  {
    source: { kind: "mcp", name: "b" },
    tools: [tool("Create-Issue", "Create an issue."), tool("get_me", "Who am I.")],
  },
  {
    source: { kind: "mcp", name: "c" },
    tools: [tool("close_issue", "Close an issue."), tool("get_file", "Read a file.")],
  },
]).entries;

describe("countNearDuplicateGroups", () => {
  it("counts copies across sources once", () => {
    expect(countNearDuplicateGroups(ENTRIES)).toBe(5);
  });

  it("with enough, stops at that many groups and gives the same verdict for count >= enough", () => {
    expect(countNearDuplicateGroups(ENTRIES, 3)).toBe(3);
    fc.assert(
      fc.property(fc.shuffledSubarray([...ENTRIES]), fc.integer({ min: 0, max: 8 }), (entries, enough) => {
        const all = countNearDuplicateGroups(entries);
        const stopped = countNearDuplicateGroups(entries, enough);
        expect(stopped).toBe(Math.min(all, enough));
        expect(stopped >= enough).toBe(all >= enough);
      }),
    );
  });
});
