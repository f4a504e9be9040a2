import { describe, expect, it } from "vitest";
import { redact, secretsOf } from "./redact.js";

describe("redact", () => {
  it("masks env, header and URL secrets, longest first", () => {
    const stdio = secretsOf({
      name: "s",
      transport: "stdio",
      command: "x",
      args: [],
      env: { A: "abc", B: "abcdef", C: "1" },
      alwaysLoad: false,
      disabled: false,
      supportsParallelToolCalls: false,
    });
    expect(stdio).toEqual(expect.arrayContaining(["abcdef", "abc"]));
    expect(stdio).not.toContain("1");
    expect(stdio.indexOf("abcdef")).toBeLessThan(stdio.indexOf("abc"));
    expect(redact("got abcdef and abc and 1", stdio)).toBe("got *** and *** and 1");
    const http = secretsOf({
      name: "h",
      transport: "http",
      url: "https://u:p%40ss@h/mcp?token=tok123&x=yz",
      headers: { Authorization: "Bearer zzz" },
      alwaysLoad: false,
      disabled: false,
      supportsParallelToolCalls: false,
    });
    expect(redact("https://u:p@ss@h/mcp?token=tok123&x=yz Bearer zzz", http)).not.toMatch(/tok123|p@ss|zzz/);
  });

  it("collapses whitespace and cuts long text", () => {
    expect(redact("a\n\n  b", [])).toBe("a b");
    expect(redact("x".repeat(1000), []).length).toBeLessThanOrEqual(240);
  });
});
