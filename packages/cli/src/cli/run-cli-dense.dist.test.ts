// `hermes-tool-search search --config file.json` with a tools.tool_search.dense block, over the
// built fixture MCP server and a loopback embeddings endpoint: the rerank applies, or degrades
// and --explain says why.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startLoopbackEmbeddings, type LoopbackEmbeddings } from "@hermes/tool-search/testing";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensureBuiltCli } from "../../test/dist.js";
import { run } from "../../test/run-captured.js";

let fixture = "";
beforeAll(() => {
  fixture = ensureBuiltCli().fixture;
}, 120_000);

let endpoint: LoopbackEmbeddings | undefined;
afterEach(async () => {
  await endpoint?.close();
  endpoint = undefined;
});

const configFile = (dense: unknown): string => {
  const path = join(mkdtempSync(join(tmpdir(), "hermes-cli-dense-")), "config.json");
  const toolSearch = dense === undefined ? {} : { dense };
  writeFileSync(
    path,
    JSON.stringify({
      mcpServers: { fx: { command: process.execPath, args: [fixture] } },
      tools: { tool_search: toolSearch },
      context_length: 1,
    }),
  );
  return path;
};

/** The tool names `search` printed, in order. */
const names = (out: string): string[] => [...out.matchAll(/^ {2}(\S+) — /gm)].map((match) => match[1] ?? "");

describe("search --config with tools.tool_search.dense", () => {
  it("reranks with the endpoint's vectors and --explain says the rerank applied; a failing endpoint degrades with its code", async () => {
    const lexical = await run("search", "notes", "--config", configFile(undefined));
    expect(lexical.code).toBe(0);
    const [first, second] = names(lexical.out);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    const secondOwn = (second ?? "").replace(/^mcp__fx__/, "");
    // The recorded answers point the query and the lexically second tool the same way.
    endpoint = await startLoopbackEmbeddings((text) =>
      text === "notes" || text.startsWith(`${secondOwn}:`) ? [1, 0] : [0, 1],
    );
    const config = configFile({ url: endpoint.url, model: "fixed-2d", share: 1 });
    const reranked = await run("search", "notes", "--explain", "--config", config);
    expect(reranked.code).toBe(0);
    expect(names(reranked.out).slice(0, 2)).toEqual([second, first]);
    expect(reranked.out).toContain("dense rerank: applied (model fixed-2d, share 1)\n");
    expect(endpoint.requests.map((request) => request.input[0])).toContain("notes");

    endpoint.mode = "status-500";
    const degraded = await run("search", "notes", "--explain", "--config", config);
    expect(degraded.code).toBe(0);
    expect(names(degraded.out)).toEqual(names(lexical.out));
    expect(degraded.out).toContain("dense rerank: degraded (DENSE_HTTP): the built-in ranking is shown\n");
  }, 60_000);

  it("rejects a bad dense block with an error naming its key path, exit 2", async () => {
    const bad = await run("search", "notes", "--config", configFile({ url: "ftp://x", model: "m", share: 2 }));
    expect(bad.code).toBe(2);
    expect(bad.err).toContain(
      "tools.tool_search.dense.url must be an http:// or https:// URL without credentials (got a URL, not shown)",
    );
    expect(bad.err).toContain("tools.tool_search.dense.share must be <= 1 (got 2)");
  });
});
