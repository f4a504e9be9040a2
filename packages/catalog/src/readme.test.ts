import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const example = readFileSync(new URL("../examples/quick-start.ts", import.meta.url), "utf8");

describe("README", () => {
  it("shows the quick-start example exactly as the file that this test runs", () => {
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(example.replace("\nexport { plan };\n", ""));
  });

  it("runs the example and prints what its comments say", async () => {
    const logs: unknown[][] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((...values: unknown[]) => void logs.push(values));
    try {
      await import("../examples/quick-start.js");
    } finally {
      spy.mockRestore();
    }
    expect(logs[0]).toEqual([["search_default_limit"]]);
    expect(logs[1]).toEqual([1, "full", 2]);
    expect(logs[2]).toEqual([["read_file"]]);
    expect(String(logs[3]?.[0])).toContain("github tools (2):\n- create_issue: Create a new issue in a GitHub repository.");
    expect(String(logs[3]?.[0])).toContain("jira");
    expect(logs[4]).toEqual(["create_issue", ["repo", "title"]]);
  });
});
