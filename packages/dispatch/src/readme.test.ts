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
    expect(logs).toEqual([
      ["call_1", { number: 7, repo: "octo/hello", title: "Bug", labels: ["agent"] }],
      ["started create_issue", "approved create_issue", "finished create_issue"],
      {
        error: "The user did not approve this call to 'create_issue'; it was not run. Reason: production repo",
        code: "DENIED",
        reason: "production repo",
      },
      [
        true,
        {
          error:
            "'read_file' is a directly-listed tool, not a deferred one. Call it directly instead of through tool_call.",
        },
      ],
      ["parallel: read_file, list_issues", "sequential: clarify"],
      ["contents of a.txt", { issues: [], limit: 5 }, "the first one"],
    ]);
  });
});
