import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const example = readFileSync(new URL("../examples/quick-start.ts", import.meta.url), "utf8");

describe("README", () => {
  it("shows the quick-start example exactly as the file that this test runs", () => {
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(example.replace("\nexport { tools };\n", ""));
  });

  it("runs the example and prints what its comments say", async () => {
    const logs: unknown[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((...values: unknown[]) => void logs.push(values.length === 1 ? values[0] : values));
    try {
      await import("../examples/quick-start.js");
    } finally {
      spy.mockRestore();
    }
    expect(logs.slice(0, 5)).toEqual([
      [4, ["tool_search", "tool_describe", "tool_call"]],
      "Search 1 additional tool that is loaded on demand.",
      ["create_issue"],
      ["create_issue"],
      { repo: "octo/hello", title: "Bug", labels: ["bug"] },
    ]);
    expect(logs[5]).toMatch(/^tool_call to 'create_issue' failed argument validation at arguments\.title \(required\): .*The tool was NOT invoked\.$/);
  });
});
