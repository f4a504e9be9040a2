import { captureLogs, readmeAndExample } from "@hermes/config/readme-example";
import { describe, expect, it } from "vitest";

describe("README", () => {
  it("shows the quick-start example exactly as the file that this test runs", () => {
    const { block, code } = readmeAndExample(new URL("..", import.meta.url));
    expect(block).toBe(code);
  });

  it("runs the example and prints what its comments say", async () => {
    const calls = await captureLogs(() => import("../examples/quick-start.js"));
    const logs = calls.map((values) => values.map(String).join(" "));
    expect(logs).toEqual([
      'false 1 mcpServers.typo.comand is not a known setting and is ignored (did you mean "command"?)',
      "mcp__notes__echo mcp__notes__add",
      '[{"type":"text","text":"hi"}]',
      'UNKNOWN_TOOL {"isError":true,"content":[{"type":"text","text":"no connected MCP server has a tool named \\"mcp__notes__nope\\""}]}',
      "function",
    ]);
  });
});
