import { captureLogs, readmeAndExample } from "@hermes/config/readme-example";
import { describe, expect, it } from "vitest";

describe("README", () => {
  it("shows the quick-start example exactly as the file that this test runs", () => {
    const { block, code } = readmeAndExample(new URL("..", import.meta.url));
    expect(block).toBe(code);
  });

  it("runs the example and prints what its comments say", async () => {
    const calls = await captureLogs(() => import("../examples/quick-start.js"));
    const logs = calls;
    expect(logs[0]).toEqual([["search_default_limit"]]);
    expect(logs[1]).toEqual([1, "full", 2]);
    expect(logs[2]).toEqual([["read_file"]]);
    expect(String(logs[3]?.[0])).toContain(
      "github tools (2):\n- create_issue: Create a new issue in a GitHub repository.",
    );
    expect(String(logs[3]?.[0])).toContain("jira");
    expect(logs[4]).toEqual(["create_issue", ["repo", "title"]]);
  });
});
