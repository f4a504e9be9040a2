import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { matchesComment, runPage } from "./doc-check/run-page.js";
import { REPO_ROOT } from "./workspace.js";

/**
 * The pages whose code runs without network: run them and check what they print. The umbrella
 * guide reads `servers.json`, which here names the built fixture MCP server.
 */
const FIXTURE = join(REPO_ROOT, "packages", "mcp", "dist", "testing", "fixture-server-main.js");
const SERVERS = JSON.stringify({ mcpServers: { notes: { command: process.execPath, args: [FIXTURE] } } });
const RUNNABLE: readonly (readonly [string, Readonly<Record<string, string>>])[] = [
  ["docs/getting-started-ranker.md", {}],
  ["docs/getting-started-custom-runtime.md", {}],
  ["docs/getting-started-umbrella.md", { "servers.json": SERVERS }],
];

describe.each(RUNNABLE)("running %s", (page, files) => {
  it("prints what each `console.log(…); // value` comment says", async () => {
    const printed = await runPage(page, readFileSync(join(REPO_ROOT, page), "utf8"), files);
    expect(printed.length).toBeGreaterThan(3);
    const wrong = printed.filter(({ expected, actual }) => !matchesComment(expected, actual));
    expect(wrong).toEqual([]);
  });
});

describe("matchesComment", () => {
  it("ignores whitespace and lets … stand for anything", () => {
    expect(matchesComment('["a", "b"]', '["a","b"]')).toBe(true);
    expect(matchesComment('{ "id": "x", "score": … }', '{"id":"x","score":3.07}')).toBe(true);
    expect(matchesComment('["a"]', '["b"]')).toBe(false);
  });
});
