import { captureLogs, readmeAndExample } from "@hermes/config/readme-example";
import { describe, expect, it } from "vitest";

describe("README", () => {
  it("shows the quick-start example exactly as the file that this test runs", () => {
    const { block, code } = readmeAndExample(new URL("..", import.meta.url));
    expect(block).toBe(code);
  });

  it("runs the example and prints what its comments say", async () => {
    const calls = await captureLogs(() => import("../examples/quick-start.js"));
    const logs = calls.map((values) => (values.length === 1 ? values[0] : values));
    expect(logs.slice(0, 5)).toEqual([
      [4, ["tool_search", "tool_describe", "tool_call"]],
      "Search 1 additional tool that is loaded on demand.",
      ["create_issue"],
      ["create_issue"],
      { repo: "octo/hello", title: "Bug", labels: ["bug"] },
    ]);
    expect(logs[5]).toMatch(
      /^tool_call to 'create_issue' failed argument validation at arguments\.title \(required\): .*The tool was NOT invoked\.$/,
    );
  });
});
