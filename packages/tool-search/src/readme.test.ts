import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const example = readFileSync(new URL("../examples/quick-start.ts", import.meta.url), "utf8");

describe("README", () => {
  it("shows the quick-start example exactly as the file that this test runs", () => {
    const block = /## In a runtime\n\n```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(example.replace("\nexport { assembly };\n", ""));
  });

  it("runs the example and prints what its comments say", async () => {
    const logs: string[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((...values: unknown[]) => void logs.push(values.map(String).join(" ")));
    try {
      await import("../examples/quick-start.js");
    } finally {
      spy.mockRestore();
    }
    expect(logs).toEqual([
      "1 540 13",
      '1 false {"queries":["github create issue"],"total_available":540,"re',
      '2 false {"ran":"create_issue","with":{"owner":"octo","repo":"hello",',
      "3 true {\"error\":\"The user did not approve this call to 'delete_repo",
    ]);
  });
});
