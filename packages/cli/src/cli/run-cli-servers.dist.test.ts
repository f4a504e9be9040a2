// A CLI run starts only the servers its command needs: a call of one server's tool never waits
// for (or fails on) the others, and --server narrows search and inspect.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli } from "../../test/dist.js";
import { run } from "../../test/run-captured.js";

let config = "";
beforeAll(() => {
  const { fixture } = ensureBuiltCli();
  config = join(mkdtempSync(join(tmpdir(), "hermes-cli-servers-")), "config.json");
  // `gone` cannot start: a command that started it would report it unavailable.
  const mcpServers = {
    fx: { command: process.execPath, args: [fixture] },
    other: { command: process.execPath, args: [fixture] },
    gone: { command: "hermes-no-such-binary" },
  };
  writeFileSync(config, JSON.stringify({ mcpServers }));
}, 120_000);

describe("a CLI that starts only what it needs", () => {
  it("call of mcp__fx__… starts fx alone", async () => {
    const { code, out, err } = await run("call", "mcp__fx__add", '{"a":2,"b":3}', "--json", "--config", config);
    expect(code, err).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ structuredContent: { sum: 5 } });
    expect(err).toContain("starting 1 MCP server (of 3: only what this command needs)");
    expect(err).toContain("fx: ready");
    expect(err).not.toMatch(/other|gone/);
  });

  it("describe of a misspelt tool of fx starts fx alone and suggests fx's tool", async () => {
    const { code, out, err } = await run("describe", "mcp__fx__ad", "--json", "--config", config);
    expect(code).toBe(1);
    expect(JSON.parse(out)).toMatchObject({
      not_found: ["mcp__fx__ad"],
      suggestions: { mcp__fx__ad: expect.arrayContaining(["mcp__fx__add"]) as unknown },
    });
    expect(err).not.toMatch(/other|gone/);
  });

  it("--server narrows inspect and search; an unknown one is refused with the name meant", async () => {
    const inspected = await run("inspect", "--json", "--server", "other", "--config", config);
    expect(inspected.code, inspected.err).toBe(0);
    expect((JSON.parse(inspected.out) as { servers: { name: string }[] }).servers.map((s) => s.name)).toEqual([
      "other",
    ]);
    const searched = await run("search", "add two numbers", "--server", "fx", "--config", config);
    expect(searched.code).toBe(0);
    expect(searched.out).toContain("mcp__fx__add");
    expect(searched.out).not.toContain("mcp__other__");
    const refused = await run("inspect", "--server", "othr", "--config", config);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('--server "othr" is not a server of the config (did you mean other?)');
  });
});
