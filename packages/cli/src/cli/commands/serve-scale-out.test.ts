import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { NO_SERVE_HTTP_FLAGS } from "../serve-http-args.js";
import { readScaleOut } from "./serve-scale-out.js";

const dir = mkdtempSync(join(tmpdir(), "hermes-scale-out-"));
const file = (name: string, text: string): string => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

describe("readScaleOut", () => {
  it("reads the session key and the shared token, and passes OAuth, hosts and bind on", () => {
    const hex = "ab".repeat(32);
    const scaled = readScaleOut({
      ...NO_SERVE_HTTP_FLAGS,
      sessionKeyFile: file("key", `${hex}\n`),
      sharedTokenFile: file("token", `${"t".repeat(40)}\n`),
      allowedHosts: ["mcp.example.com"],
      bind: "0.0.0.0",
    });
    expect(scaled).toEqual({
      bearerToken: "t".repeat(40),
      oauth: undefined,
      options: { sessionKey: Buffer.from(hex, "hex"), allowedHosts: ["mcp.example.com"], host: "0.0.0.0" },
    });
    const oauth = {
      issuer: "https://id.example.com",
      audience: "https://mcp.example.com/mcp",
      scopes: ["s"],
      jwksUrl: undefined,
    };
    expect(readScaleOut({ ...NO_SERVE_HTTP_FLAGS, oauth })).toEqual({
      bearerToken: undefined,
      oauth: { issuer: oauth.issuer, audience: oauth.audience, scopes: ["s"] },
      options: { oauth: { issuer: oauth.issuer, audience: oauth.audience, scopes: ["s"] } },
    });
  });

  it("names a bad key, a short token and a missing file", () => {
    const badKey = file("bad-key", "not hex");
    expect(readScaleOut({ ...NO_SERVE_HTTP_FLAGS, sessionKeyFile: badKey })).toBe(
      `--session-key-file ${badKey} must hold 64 hex characters (make one with: openssl rand -hex 32)`,
    );
    const short = file("short", "abc\n");
    expect(readScaleOut({ ...NO_SERVE_HTTP_FLAGS, sharedTokenFile: short })).toMatch(
      /must hold one token of 32 or more characters/,
    );
    expect(readScaleOut({ ...NO_SERVE_HTTP_FLAGS, sessionKeyFile: join(dir, "absent") })).toMatch(
      /^--session-key-file .*absent: ENOENT/,
    );
  });
});
