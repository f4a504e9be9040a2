import { captureLogs, readmeAndExample } from "@hermes/config/readme-example";
import { describe, expect, it } from "vitest";

describe("README", () => {
  it("shows the quick-start example exactly as the file that this test runs", () => {
    const { block, code } = readmeAndExample(new URL("..", import.meta.url));
    expect(block).toBe(code);
  });

  it("runs the example (it starts and closes its own gateway) and prints what its comments say", async () => {
    const calls = await captureLogs(() => import("../examples/quick-start.js"));
    const logs = calls.map((values) => (values.length === 1 ? values[0] : values));
    expect(logs).toEqual([
      ["connectors__gmail__SEND_EMAIL", "connectors__linear__CREATE_ISSUE"],
      ["to", "subject"],
      { ok: true, tool: "GMAIL_SEND_EMAIL", arguments: { to: "ada@example.com", subject: "Hi" } },
      ["CONNECTION_REQUIRED", true],
      "manage_connections",
      {
        action: "status",
        connectors: [{ name: "linear", connected: true, accounts: [{ alias: "work", connected: true }] }],
      },
    ]);
  });
});
