// Regression (hardening): with `Authorization: Bearer <token>`, only the whole value was a
// secret, so a server echoing the bare token ("invalid credentials <token>") leaked it into
// the failed status, the CLI's progress lines and the listing.
import { describe, expect, it } from "vitest";
import { redact, secretsOf } from "./redact.js";
import type { McpServerConfig } from "../config/server-config-types.js";

const http = (headers: Record<string, string>): McpServerConfig => ({
  name: "h",
  transport: "http",
  url: "https://example.com/mcp",
  headers,
  alwaysLoad: false,
  disabled: false,
  supportsParallelToolCalls: false,
});

describe("secretsOf: credentials of auth-scheme header values", () => {
  it("masks the credential echoed without its scheme", () => {
    const secrets = secretsOf(
      http({ Authorization: "Bearer tok-7f3a9c", "Proxy-Authorization": "Basic dXNlcjpwYXNz" }),
    );
    expect(redact("invalid credentials tok-7f3a9c for Bearer tok-7f3a9c", secrets)).toBe(
      "invalid credentials *** for ***",
    );
    expect(redact("bad basic dXNlcjpwYXNz", secrets)).toBe("bad basic ***");
  });

  it("leaves the scheme word itself, and plain single-word values, as they were", () => {
    const secrets = secretsOf(http({ Authorization: "Bearer tok-7f3a9c", "X-Api-Key": "key-12345" }));
    expect(secrets).toEqual(expect.arrayContaining(["Bearer tok-7f3a9c", "tok-7f3a9c", "key-12345"]));
    expect(secrets).not.toContain("Bearer");
    expect(redact("use a Bearer token", secrets)).toBe("use a Bearer token");
  });
});
