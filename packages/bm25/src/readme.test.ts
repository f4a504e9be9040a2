import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const example = readFileSync(new URL("../examples/quick-start.ts", import.meta.url), "utf8");

describe("README", () => {
  it("shows the quick-start example exactly as the file that this test runs", () => {
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(example.replace("\nexport { hits };\n", ""));
  });

  it("runs the example and prints what its comments say", async () => {
    const logs: unknown[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((value: unknown) => void logs.push(value));
    try {
      await import("../examples/quick-start.js");
    } finally {
      spy.mockRestore();
    }
    expect(logs[0]).toEqual(["github/create_issue", "github/list_issues"]);
    expect(logs[1]).toMatchObject({ id: "slack/post_message", exact: true });
    expect(logs[2]).toEqual([]);
    expect(logs[3]).toBe("'slack/post_message' lacks the rarest query term 'gmail', which no document has.");
    expect(logs[4]).toBe(2);
  });
});
