// A CLI that explains itself: a version, one channel for --json errors, exit codes that mean
// something (a downstream isError and an unknown describe name are failures), "did you mean",
// warnings before servers start, --explain for empty results and words as typed, and a demo
// that fits on one screen.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli } from "../../test/dist.js";
import { run } from "../../test/run-captured.js";

let fixture = "";
beforeAll(() => {
  fixture = ensureBuiltCli().fixture;
}, 120_000);

const configFile = (document: unknown): string => {
  const path = join(mkdtempSync(join(tmpdir(), "hermes-cli-x-")), "config.json");
  writeFileSync(path, JSON.stringify(document));
  return path;
};

describe("the CLI explains itself", () => {
  it("--version prints the package version", async () => {
    const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      version: string;
    };
    expect(await run("--version")).toEqual({ code: 0, out: `${version}\n`, err: "" });
  });

  it("with --json, usage and config errors are one JSON object on stdout, exit 2", async () => {
    const usage = await run("search", "--json");
    expect(usage.code).toBe(2);
    expect(JSON.parse(usage.out)).toMatchObject({
      code: "USAGE",
      error: expect.stringContaining("search needs at least one query") as string,
    });
    const config = await run("inspect", "--json", "--config", "/no/such/file.json");
    expect(config.code).toBe(2);
    expect(JSON.parse(config.out)).toEqual({
      error: "the config file has problems:",
      code: "CONFIG",
      problems: ['there is no config file "/no/such/file.json"'],
    });
  });

  it("suggests the flag and the command meant", async () => {
    expect(await run("inspect", "--confg", "x.json")).toMatchObject({
      code: 2,
      err: expect.stringContaining('unknown option "--confg" (did you mean --config?)') as string,
    });
    expect(await run("serch", "x")).toMatchObject({
      code: 2,
      err: expect.stringContaining('unknown command "serch" (did you mean search?)') as string,
    });
  });

  it("describe: an unknown name is exit 1; a visible tool is described too", async () => {
    const unknown = await run("describe", "no_such_tool", "--json");
    expect(unknown.code).toBe(1);
    expect(JSON.parse(unknown.out)).toMatchObject({ not_found: ["no_such_tool"] });
    const visible = await run("describe", "read_file", "--json");
    expect(visible.code).toBe(0);
    expect(JSON.parse(visible.out)).toMatchObject({
      tools: { read_file: { parameters: { required: ["path"] }, visible: true } },
    });
  });

  it("--explain says why a query found nothing, in the ranker's words, and shows words as typed", async () => {
    const empty = await run("search", "qqqzzyx wobble", "--explain");
    expect(empty.out).toContain("why: no tool shares a word with the query");
    const filtered = await run("search", "send gmail email", "--explain");
    // A keyword query with a word no tool has (the demo has no Gmail tool) is not admitted, and says which word.
    expect(filtered.out).toMatch(/why: closest tool: '[^']+' is not admitted: .*no document has 'gmail'/);
    const typed = await run("search", "Creating GitHub issues", "--explain", "--limit", "1");
    expect(typed.out).toContain("matched words: Creating, GitHub, issues");
  });

  it("call: a downstream isError result is exit 1; config warnings come before servers start", async () => {
    const config = configFile({
      mcpServers: { fx: { command: process.execPath, args: [fixture], comand: "typo" } },
    });
    const failed = await run("call", "mcp__fx__add_tool", '{"name":"bad name!"}', "--json", "--config", config); // the pattern is left to the server
    expect(failed.code).toBe(1);
    expect(JSON.parse(failed.out)).toMatchObject({ isError: true });
    const warning = failed.err.indexOf(
      'mcpServers.fx.comand is not a known setting and is ignored (did you mean "command"?)',
    );
    const starting = failed.err.indexOf("starting 1 MCP server");
    expect(warning).toBeGreaterThanOrEqual(0);
    expect(warning).toBeLessThan(starting);
  });

  it("refuses a misspelt top-level key before any server starts (exit 2, with the key meant)", async () => {
    const config = configFile({ mcpServers: { fx: { command: process.execPath, args: [fixture] } }, contextLength: 1 });
    const refused = await run("inspect", "--config", config);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('contextLength is not a known top-level key (did you mean "context_length"?)');
    expect(refused.err).not.toContain("starting");
  });

  it("inspect shows each server's state and why", async () => {
    const config = configFile({
      mcpServers: { fx: { command: process.execPath, args: [fixture] }, gone: { command: "hermes-no-such-binary" } },
    });
    const { code, out, err } = await run("inspect", "--config", config);
    expect(code).toBe(3);
    expect(err).toContain("1 of 2 servers unavailable");
    expect(out).toMatch(/fx\s+ready \(11 tools\)/);
    expect(out).toMatch(/gone\s+failed\s+command not found: hermes-no-such-binary/);
    const json = JSON.parse((await run("inspect", "--json", "--config", config)).out) as { servers: unknown };
    expect(json.servers).toMatchObject([
      { name: "fx", state: "ready" },
      { name: "gone", state: "failed", reason: "command not found: hermes-no-such-binary" },
    ]);
  });

  it("inspect exits 1 when every server failed, with a crashed Node.js server's own error as the reason", async () => {
    const config = configFile({
      mcpServers: {
        gone: { command: "hermes-no-such-binary" },
        crash: {
          command: process.execPath,
          args: ["-e", 'throw new Error("GITHUB_PERSONAL_ACCESS_TOKEN is not set")'],
          max_restarts: 0,
        },
      },
    });
    const { code, err } = await run("inspect", "--config", config);
    expect(code).toBe(1);
    expect(err).toContain("2 of 2 servers unavailable");
    const json = JSON.parse((await run("inspect", "--json", "--config", config)).out) as { servers: unknown };
    expect(json.servers).toMatchObject([
      { name: "gone", state: "failed" },
      {
        name: "crash",
        state: "failed",
        reason: expect.stringContaining("Error: GITHUB_PERSONAL_ACCESS_TOKEN is not set") as string,
      },
    ]);
  });

  it("call arguments that are not JSON say where (line and column)", async () => {
    expect(await run("call", "create_issue", '{"owner": "o",\n "repo": }')).toMatchObject({
      code: 2,
      err: expect.stringContaining("not valid JSON at line 2, column 10") as string,
    });
  });

  it("the demo fits one screen: tiers explained, names summarised, the user's query first", async () => {
    const { code, out } = await run("demo", "list my notion pages");
    expect(code).toBe(0);
    expect(out.split("\n").length).toBeLessThan(60);
    expect(out).toContain("Tiers: 0 = few tools");
    expect(out).toMatch(/github\s+117\s+.*\+\d+ more/);
    const queries = [...out.matchAll(/^"([^"]+)"$/gm)].map((match) => match[1]);
    expect(queries[0]).toBe("list my notion pages");
    expect(out).not.toContain("Deferred tool catalog");
  });
});
