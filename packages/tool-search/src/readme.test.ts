import { captureLogs, readmeAndExample } from "@hermes/config/readme-example";
import { describe, expect, it } from "vitest";

describe("README", () => {
  it("shows the quick-start example exactly as the file that this test runs", () => {
    const { block, code } = readmeAndExample(new URL("..", import.meta.url), { after: "## In a runtime" });
    expect(block).toBe(code);
  });

  it("runs the example and prints what its comments say", async () => {
    const calls = await captureLogs(() => import("../examples/quick-start.js"));
    const logs = calls.map((values) => values.map(String).join(" "));
    expect(logs).toEqual([
      "1 3 4",
      '1 false {"queries":["github create issue"],"total_available":3,"resu',
      '2 false {"ran":"create_issue","with":{"repo":"octo/hello","title":"B',
      '3 true {"error":"The user did not approve this call to \'delete_repo',
    ]);
  });

  it("shows the gateway example exactly as the file that this test runs, and the example prints what it says", async () => {
    const { block, code } = readmeAndExample(new URL("..", import.meta.url), {
      after: "### The same gateway in your own process",
      example: "gateway.ts",
    });
    expect(block).toBe(code);
    const calls = await captureLogs(() => import("../examples/gateway.js"));
    expect(calls.map((values) => values.map(String).join(" "))).toEqual([
      "tool_search tool_describe tool_call",
      '[{"type":"text","text":"hello"}]',
      "true POLICY_DENIED",
    ]);
  });
});
