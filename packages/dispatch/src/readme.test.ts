import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const example = readFileSync(new URL("../examples/quick-start.ts", import.meta.url), "utf8");

describe("README", () => {
  it("shows the quick-start example exactly as the file that this test runs", () => {
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(example.replace(/\nexport \{[^}]*\};\n$/, ""));
  });

  it("runs the example and prints what its comments say", async () => {
    const logs: unknown[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((...values: unknown[]) => void logs.push(values.length === 1 ? values[0] : values));
    try {
      await import("../examples/quick-start.js");
    } finally {
      spy.mockRestore();
    }
    expect(logs).toEqual([
      ["call_1", { number: 7, repo: "octo/hello", title: "Bug", labels: ["agent"] }],
      ["started create_issue", "approved create_issue", "finished create_issue"],
      {
        error: "The user did not approve this call to 'create_issue'; it was not run. Reason: production repo",
        code: "DENIED",
        reason: "production repo",
      },
      [true, { error: "'read_file' is a directly-listed tool, not a deferred one. Call it directly instead of through tool_call." }],
      ["parallel: read_file, list_issues", "sequential: clarify"],
      ["contents of a.txt", { issues: [], limit: 5 }, "the first one"],
    ]);
  });
});
