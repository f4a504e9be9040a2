// `serve` without --config silently served the demo's 548 fake tools to a real client;
// `--http 70000` reached Node's listen and came back as its raw message with exit 1; `~` in
// --config named a folder called "~" when a client (no shell) started the CLI.
import { homedir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseCliArgs, type CliArgs } from "./cli-args.js";
import { expandHome } from "./home-path.js";
import { run } from "../../test/run-captured.js";
import { usageProblem } from "./usage-checks.js";

const parsed = (...argv: string[]): CliArgs => {
  const args = parseCliArgs(argv);
  if ("error" in args) throw new Error(args.error);
  return args;
};

describe("serve without --config", () => {
  it("is a usage error (exit 2) that names --config and --demo, before anything starts", async () => {
    const { code, out, err } = await run("serve");
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toContain("serve needs --config <file> with your MCP servers (or --demo");
    expect(err).not.toContain("tool search MCP server");
  });

  it("is accepted with --demo, which excludes --config and belongs to serve only", () => {
    expect(usageProblem(parsed("serve", "--demo"))).toBeUndefined();
    expect(usageProblem(parsed("serve", "--config", "c.json"))).toBeUndefined();
    expect(usageProblem(parsed("serve", "--demo", "--config", "c.json"))).toContain("exclude each other");
    expect(usageProblem(parsed("search", "x", "--demo"))).toContain("--demo belongs to serve");
    expect(usageProblem(parsed("search", "x"))).toBeUndefined();
  });

  it("keeps --server to the commands that can run on part of the config", () => {
    expect(usageProblem(parsed("inspect", "--server", "a", "--config", "c.json"))).toBeUndefined();
    expect(usageProblem(parsed("inspect", "--check", "--server", "a", "--config", "c.json"))).toContain(
      "exclude each other",
    );
    expect(usageProblem(parsed("pin", "--server", "a", "--config", "c.json"))).toContain("--server belongs to");
    expect(usageProblem(parsed("search", "x", "--server", "a"))).toContain("--server needs --config");
  });
});

describe("--http", () => {
  it("takes a port from 0 to 65535 and refuses anything else as a usage error", async () => {
    expect(parsed("serve", "--demo", "--http", "65535").http).toBe(65535);
    expect(parsed("serve", "--demo", "--http", "0").http).toBe(0);
    expect(parseCliArgs(["serve", "--http", "70000"])).toEqual({
      error: '--http needs a whole number from 0 to 65535, got "70000"',
      command: "serve",
    });
    const { code, err } = await run("serve", "--demo", "--http", "70000");
    expect(code).toBe(2);
    expect(err).toContain('--http needs a whole number from 0 to 65535, got "70000"');
  });
});

describe("~ in --config", () => {
  it("is the home folder, as a shell would expand it", () => {
    expect(parsed("inspect", "--config", "~/servers.json").config).toBe(join(homedir(), "servers.json"));
    expect(expandHome("~", "/home/me")).toBe("/home/me");
    expect(expandHome("~/a/b.json", "/home/me")).toBe(join("/home/me", "a", "b.json"));
    expect(expandHome("~other/x.json", "/home/me")).toBe("~other/x.json");
    expect(expandHome("./~/x.json", "/home/me")).toBe("./~/x.json");
  });
});

describe("search with more queries than tool_search takes", () => {
  it("is a usage error (exit 2) before anything starts, not the model-facing text with exit 1", async () => {
    const { code, out, err } = await run("search", "a", "b", "c", "d", "e", "f", "g", "h");
    expect(code).toBe(2);
    expect(out).toBe("");
    expect(err).toContain("search takes at most 7 queries, got 8: run it again for the rest");
    expect(err).toContain("Usage: hermes-tool-search search");
  });

  it("counts queries as tool_search does: blank and repeated ones are not counted", () => {
    expect(usageProblem(parsed("search", "a", "b", "c", "d", "e", "f", "g", "a", " ", "g "))).toBeUndefined();
  });
});
