import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { ensureBuiltCli } from "../../test/dist.js";
import { run } from "../../test/run-captured.js";

const tempFile = (name: string, content: string): string => {
  const path = join(mkdtempSync(join(tmpdir(), "hermes-cli-")), name);
  writeFileSync(path, content);
  return path;
};

describe("the CLI on the embedded demo catalog", () => {
  it("inspect shows the tier, listing, sources and listing text", async () => {
    const { code, out } = await run("inspect");
    expect(code).toBe(0);
    expect(out).toMatch(/^Catalog: embedded demo/);
    expect(out).toContain("Tier: 1 — bridge with a listing that names tools");
    expect(out).toMatch(/github\s+117\s+117\s+[\d,]+/);
    expect(out).toContain("Deferred tool catalog (call schemas via `tool_describe`, invoke via `tool_call`):");
  });

  it("inspect --json is one JSON object, and --context-length shrinks the budget", async () => {
    const big = JSON.parse((await run("inspect", "--json")).out) as { budget: number; tier: number; listing: string };
    const small = JSON.parse((await run("inspect", "--json", "--context-length", "8000")).out) as {
      budget: number;
      listingTokens: number;
      listing: string;
    };
    expect(big).toMatchObject({ tier: 1, budget: 4000 });
    expect(small.budget).toBe(400);
    expect(small.listingTokens).toBeLessThanOrEqual(400);
    expect(small.listing.length).toBeLessThan(big.listing.length);
  });

  it("inspect shows every tool's definition hash, the same one describe carries in _meta", async () => {
    const inspected = JSON.parse((await run("inspect", "--json")).out) as {
      definitions: { name: string; source: string; hash: string }[];
    };
    const issue = inspected.definitions.find((d) => d.name === "mcp__github__create_issue");
    expect(issue).toMatchObject({ source: "github", hash: expect.stringMatching(/^sha256:[0-9a-f]{64}$/) as string });
    const described = JSON.parse((await run("describe", "mcp__github__create_issue", "--json")).out) as {
      tools: Record<string, { _meta: Record<string, string> }>;
    };
    expect(described.tools["mcp__github__create_issue"]?._meta["hermes/definitionHash"]).toBe(issue?.hash);
    const { out } = await run("inspect");
    expect(out).toContain("── definition hashes (what `pin` records) ──");
    expect(out).toMatch(new RegExp(`mcp__github__create_issue\\s+github\\s+${issue?.hash ?? "none"}`));
  });

  it("search answers as tool_search, with reasons on --explain", async () => {
    const { code, out } = await run("search", "create github issue", "send gmail email", "--explain", "--limit", "2");
    expect(code).toBe(0);
    expect(out).toContain(
      '"create github issue"\n  mcp__github__create_issue — github (requires owner, repo, title)\n      why: score',
    );
    expect(out).toContain('"send gmail email"\n  no match — No tool matched this query.');
    const json = JSON.parse((await run("search", "list kubernetes pods", "--json")).out) as {
      results: { matches: string[] }[];
    };
    expect(json.results[0]?.matches[0]).toBe("mcp__kubernetes__pods_list");
  });

  it("describe and call go through the bridge; nothing runs on the demo", async () => {
    const described = JSON.parse((await run("describe", "mcp__github__create_issue", "--json")).out) as {
      tools: Record<string, unknown>;
    };
    expect(Object.keys(described.tools)).toEqual(["mcp__github__create_issue"]);
    const ok = await run("call", "mcp__github__create_issue", '{"owner":"o","repo":"r","title":"t"}', "--json");
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.out)).toMatchObject({
      tool: "mcp__github__create_issue",
      arguments: { owner: "o", repo: "r", title: "t" },
    });
    const bad = await run("call", "mcp__github__create_issue", '{"owner":"o"}', "--json");
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.out)).toMatchObject({ path: "arguments.repo", constraint: "required" });
  });

  it("says what is wrong with bad usage, exit code 2", async () => {
    expect(await run("frobnicate")).toMatchObject({
      code: 2,
      err: expect.stringContaining('unknown command "frobnicate"') as string,
    });
    expect(await run("search")).toMatchObject({
      code: 2,
      err: expect.stringContaining("search needs at least one query") as string,
    });
    expect(await run("call", "create_issue", "{not json")).toMatchObject({
      code: 2,
      err: expect.stringContaining("must be a JSON object") as string,
    });
    expect(await run("search", "--limit", "0", "x")).toMatchObject({
      code: 2,
      err: expect.stringContaining("--limit needs a whole number ≥ 1") as string,
    });
    const help = await run("search", "--help");
    expect(help).toMatchObject({ code: 0, out: expect.stringContaining("Usage: hermes-tool-search search") as string });
  });
});

describe("the CLI with a config file", () => {
  it("lists every problem of a bad config with its key, and never prints secrets", async () => {
    const path = tempFile(
      "bad.json",
      JSON.stringify({
        tools: { tool_search: { threshold_pct: 150, enabled: "sometimes" } },
        mcpServers: { x: { command: 5, env: { TOKEN: "sk-live-SENTINEL" } } },
        core_tools: "read_file",
      }),
    );
    const { code, err, out } = await run("inspect", "--config", path);
    expect(code).toBe(2);
    expect(err).toContain("mcpServers.x.command must be a string");
    expect(err).toContain("tools.tool_search.threshold_pct must be <= 100 (got 150)");
    expect(err).toContain("core_tools must be a list of tool names");
    expect(`${err}${out}`).not.toContain("SENTINEL");
  });

  it("reports unreadable and invalid files", async () => {
    expect(await run("inspect", "--config", "/definitely/missing.json")).toMatchObject({
      code: 2,
      err: expect.stringContaining('there is no config file "/definitely/missing.json"') as string,
    });
    expect(await run("inspect", "--config", tempFile("x.json", "{ nope"))).toMatchObject({
      code: 2,
      err: expect.stringContaining("is not valid JSON") as string,
    });
  });

  it("inspect warns about always-load server tools deferred over the visible budget, and lists only 20 of them", async () => {
    const { fixture } = ensureBuiltCli();
    const config = {
      mcpServers: { pinned: { command: process.execPath, args: [fixture, "--extra-tools", "30"], alwaysLoad: true } },
    };
    const { code, out } = await run("inspect", "--config", tempFile("pinned.json", JSON.stringify(config)));
    expect(code).toBe(0);
    expect(out).toMatch(/^Visible: 20 tools \(mcp__pinned__/m);
    expect(out).toContain("Warning: 21 always-load tool(s) deferred over the visible budget");
    expect(out).toMatch(
      /always-load tool "mcp__pinned__\w+" from "pinned" is deferred: visible downstream tools are limited to 20 tools/,
    );
  });

  it("runs with a config that has no servers (tier 0: nothing to defer)", async () => {
    const { code, out } = await run(
      "inspect",
      "--json",
      "--config",
      tempFile("empty.json", JSON.stringify({ tools: { tool_search: { listing_max_tokens: 1000 } } })),
    );
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ tier: 0, deferredCount: 0 });
  });
});

describe("the built CLI", () => {
  it("runs from dist with node", async () => {
    const main = fileURLToPath(new URL("../../dist/cli/main.js", import.meta.url));
    const { stdout } = await promisify(execFile)(process.execPath, [main, "inspect", "--json"]);
    expect(JSON.parse(stdout)).toMatchObject({ tier: 1 });
  });
});
