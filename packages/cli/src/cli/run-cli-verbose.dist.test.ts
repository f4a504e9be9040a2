// A server's stderr could not be seen: only the last line of a failed start reached the user.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli } from "../../test/dist.js";
import { run } from "../../test/run-captured.js";

let dir = "";
let config = "";
beforeAll(() => {
  const { fixture } = ensureBuiltCli();
  dir = mkdtempSync(join(tmpdir(), "hermes-cli-verbose-"));
  config = join(dir, "config.json");
  const crash = 'console.error("loading config"); console.error("token=sk-live-VERBOSE-SECRET"); process.exit(4)';
  const mcpServers = {
    fx: { command: process.execPath, args: [fixture, "--banner", "fixture MCP server running on stdio"] },
    broken: {
      command: process.execPath,
      args: ["-e", crash],
      env: { BROKEN_KEY: "sk-live-VERBOSE-SECRET" },
      max_restarts: 0,
    },
  };
  writeFileSync(config, JSON.stringify({ mcpServers }));
}, 120_000);

describe("--verbose and --log-file", () => {
  it("--verbose shows every stderr line of every server as [server] line, secrets masked", async () => {
    const { err } = await run("inspect", "--verbose", "--config", config);
    expect(err).toContain("[fx] fixture MCP server running on stdio");
    expect(err).toContain("[broken] loading config");
    expect(err).toContain("[broken] token=***");
    expect(err).not.toContain("VERBOSE-SECRET");
  });

  it("--log-file appends the same lines with their time to a file only the user can read", async () => {
    const log = join(dir, "servers.log");
    const { err } = await run("inspect", "--log-file", log, "--config", config);
    expect(err).not.toContain("[fx]");
    const text = readFileSync(log, "utf8");
    expect(text).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z \[fx\] fixture MCP server running on stdio$/m);
    expect(text).toMatch(/Z \[broken\] loading config$/m);
    expect(text).not.toContain("VERBOSE-SECRET");
    expect(statSync(log).mode & 0o077).toBe(0);
    await run("inspect", "--log-file", log, "--config", config);
    expect(readFileSync(log, "utf8").match(/\[broken\] loading config/g)).toHaveLength(2);
  });

  it("refuses a log file that cannot be opened before any server starts", async () => {
    const { code, err } = await run("inspect", "--log-file", join(dir, "no", "such", "dir.log"), "--config", config);
    expect(code).toBe(2);
    expect(err).toContain("--log-file cannot be opened");
    expect(err).not.toContain("starting");
  });
});
