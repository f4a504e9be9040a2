import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { growCatalog, loadCatalogs, loadCatalogTools, loadEvalSet, publicEvalSetPaths, serverToolsets } from "./index.js";

describe("catalogs", () => {
  const tools = loadCatalogTools();

  it("loads the real MCP catalogs in file order", () => {
    expect(tools.length).toBe(1288 + 527);
    expect(tools[0]).toMatchObject({ server: "github", name: "actions_get" });
    // 55 + 70 servers; one server name appears in both files.
    expect(new Set(tools.map((t) => t.server)).size).toBe(124);
  });

  it("loads each catalog file on its own", () => {
    expect(loadCatalogs().map((c) => [c.name, c.tools.length])).toEqual([["mcp-servers", 1288], ["livemcp", 527]]);
  });

  it("grows a catalog to an exact size by repeating servers under new names", () => {
    const grown = growCatalog(tools, 4000);
    expect(grown).toHaveLength(4000);
    expect(grown[tools.length]).toMatchObject({ server: "github-2", name: "actions_get" });
    expect(growCatalog(tools, 300)).toEqual(tools.slice(0, 300));
    expect(growCatalog(tools, 4000)).toEqual(grown);
    expect(() => growCatalog([], 10)).toThrowError(/empty catalog/);
  });
});

describe("serverToolsets", () => {
  it("groups tools per server in first-seen order, as new objects", () => {
    const tools = [
      { server: "b", name: "x", description: "X.", inputSchema: {} },
      { server: "a", name: "y", description: "Y.", inputSchema: { type: "object" } },
      { server: "b", name: "z", description: "Z.", inputSchema: {} },
    ];
    const toolsets = serverToolsets(tools);
    expect(toolsets).toEqual([
      { source: { kind: "mcp", name: "b" }, tools: [{ name: "x", description: "X.", inputSchema: {} }, { name: "z", description: "Z.", inputSchema: {} }] },
      { source: { kind: "mcp", name: "a" }, tools: [{ name: "y", description: "Y.", inputSchema: { type: "object" } }] },
    ]);
    expect(toolsets[0]?.tools[0]).not.toBe(tools[0]);
  });
});

describe("eval sets", () => {
  it("lists the public sets and loads them", () => {
    const paths = publicEvalSetPaths();
    expect(paths.map((p) => p.split(/[\\/]/).pop())).toEqual(["azure-mcp.json", "bfcl-live.json", "etom.json", "metatool-multi.json", "metatool.json"]);
    const azure = loadEvalSet(paths[0] ?? "");
    expect(azure).toMatchObject({ name: "azure-mcp" });
    expect(azure.tools).toHaveLength(180);
    expect(azure.queries).toHaveLength(474);
  });

  it("names the file and field of a malformed set", () => {
    const dir = mkdtempSync(join(tmpdir(), "hermes-data-"));
    const file = join(dir, "bad.json");
    writeFileSync(file, JSON.stringify({ name: "bad", tools: [], queries: [{ id: "q", text: "x", relevant: [3] }] }));
    expect(() => loadEvalSet(file)).toThrowError(/queries\[0\]\.relevant\[0\] must be a string/);
    writeFileSync(file, "{ not json");
    expect(() => loadEvalSet(file)).toThrowError(/is not valid JSON/);
  });
});
