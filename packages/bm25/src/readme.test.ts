import { captureLogs, readmeAndExample } from "@hermes/config/readme-example";
import { describe, expect, it } from "vitest";

describe("README", () => {
  it("shows the quick-start example exactly as the file that this test runs", () => {
    const { block, code } = readmeAndExample(new URL("..", import.meta.url));
    expect(block).toBe(code);
  });

  it("runs the example and prints what its comments say", async () => {
    const calls = await captureLogs(() => import("../examples/quick-start.js"));
    const logs = calls.map((values) => values[0]);
    expect(logs[0]).toEqual(["github/create_issue", "github/list_issues"]);
    expect(logs[1]).toMatchObject({ id: "slack/post_message", exact: true });
    expect(logs[2]).toEqual([]);
    expect(logs[3]).toBe("'slack/post_message' lacks the rarest query term 'gmail', which no document has.");
    expect(logs[4]).toBe(2);
  });
});
