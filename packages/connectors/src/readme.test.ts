import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");
const example = readFileSync(new URL("../examples/quick-start.ts", import.meta.url), "utf8");

describe("README", () => {
  it("shows the quick-start example exactly as the file that this test runs", () => {
    const block = /```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block).toBe(example.replace(/\nexport \{[^}]*\};\n$/, ""));
  });

  it("runs the example (it starts and closes its own gateway) and prints what its comments say", async () => {
    const logs: unknown[] = [];
    const spy = vi.spyOn(console, "log").mockImplementation((...values: unknown[]) => void logs.push(values.length === 1 ? values[0] : values));
    try {
      await import("../examples/quick-start.js");
    } finally {
      spy.mockRestore();
    }
    expect(logs).toEqual([
      ["connectors__gmail__SEND_EMAIL", "connectors__linear__CREATE_ISSUE"],
      ["to", "subject"],
      { ok: true, tool: "GMAIL_SEND_EMAIL", arguments: { to: "ada@example.com", subject: "Hi" } },
      ["CONNECTION_REQUIRED", true],
      "manage_connections",
      { action: "status", connectors: [{ name: "linear", connected: true, accounts: [{ alias: "work", connected: true }] }] },
    ]);
  });
});
