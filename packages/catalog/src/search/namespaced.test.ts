import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createCatalogIndex } from "./catalog-search.js";
import { normalizeTools } from "../tools/normalize.js";
import { realToolsets } from "../../test/catalogs.js";
import type { Toolset } from "../tools/source.js";

/** `mcp__<server>__<tool>` with the characters the hub replaces (outside `A–Z a–z 0–9 _ -`) as `_`. */
const spacedName = (server: string, tool: string): string => `mcp__${server}__${tool}`.replace(/[^A-Za-z0-9_-]/g, "_");

/** The toolsets with every tool renamed `mcp__<server>__<tool>` and its own name in `_meta` (what the umbrella's MCP hub sends). */
function namespaced(toolsets: readonly Toolset[]): Toolset[] {
  return toolsets.map((toolset) => ({
    ...toolset,
    tools: toolset.tools.map((raw) => {
      const tool = raw as { name: string; _meta?: Record<string, unknown> };
      return {
        ...tool,
        name: spacedName(toolset.source?.name ?? "x", tool.name),
        _meta: { ...tool._meta, "hermes/toolName": tool.name },
      };
    }),
  }));
}

const QUERIES = [
  "create github issue",
  "read file",
  "list kubernetes pods",
  "send slack message",
  "search code",
  "query database rows",
  "get weather forecast",
];

describe("search over namespaced MCP names", () => {
  it("ranks a namespaced catalog exactly as the raw one: the index reads the tool's own name and its server", () => {
    const raw = realToolsets();
    // Raw names collide across servers (the first one wins there); compare on a collision-free set.
    const seen = new Set<string>();
    const unique = raw.map((toolset) => ({
      ...toolset,
      tools: toolset.tools.filter((tool) => {
        const name = (tool as { name: string }).name;
        return !seen.has(name) && seen.add(name) !== undefined;
      }),
    }));
    const plain = createCatalogIndex(normalizeTools(unique).entries);
    const spaced = createCatalogIndex(normalizeTools(namespaced(unique)).entries);
    for (const query of QUERIES) {
      const expected = plain
        .search(query, { limit: 10 })
        .map((match) => [`mcp__${match.sourceName}__${match.name}`, match.score]);
      const actual = spaced.search(query, { limit: 10 }).map((match) => [match.name, match.score]);
      expect(actual, query).toEqual(expected);
    }
  });

  it.each(["azure-mcp", "metatool-multi"])(
    "ranks every query of the %s eval set the same with namespaced names (ranked, gated and natural)",
    (set) => {
      const data = JSON.parse(
        readFileSync(new URL(`../../../../tooling/data/eval/${set}.json`, import.meta.url), "utf8"),
      ) as {
        tools: { server: string; name: string; description: string; inputSchema: Record<string, unknown> }[];
        queries: { text: string }[];
      };
      const servers = new Map<string, Toolset["tools"][number][]>();
      for (const tool of data.tools)
        servers.set(tool.server, [
          ...(servers.get(tool.server) ?? []),
          { name: tool.name, description: tool.description, inputSchema: tool.inputSchema },
        ]);
      const toolsets: Toolset[] = [...servers].map(([name, tools]) => ({ source: { kind: "mcp", name }, tools }));
      const plainEntries = normalizeTools(toolsets).entries;
      // A name the listing cannot show (`PDF&URLTool`) is shown as a showable form of it; the hub namespaces its own name.
      const ownName = new Map(plainEntries.map((entry) => [entry.name, entry.toolName ?? entry.name]));
      const plain = createCatalogIndex(plainEntries);
      const spaced = createCatalogIndex(normalizeTools(namespaced(toolsets)).entries);
      for (const admission of ["none", "gated", "natural"] as const) {
        for (const { text } of data.queries) {
          const options = { limit: 10, admission };
          const expected = plain
            .search(text, options)
            .map((match) => spacedName(match.sourceName, ownName.get(match.name) ?? match.name));
          expect(
            spaced.search(text, options).map((match) => match.name),
            text,
          ).toEqual(expected);
        }
      }
    },
  );

  it("keeps every same-named tool of two servers findable under its own namespaced name", () => {
    const toolsets: Toolset[] = [
      {
        source: { kind: "mcp", name: "github" },
        tools: [{ name: "create_issue", description: "Create an issue in a GitHub repository", inputSchema: {} }],
      },
      {
        source: { kind: "mcp", name: "gitlab" },
        tools: [{ name: "create_issue", description: "Create an issue in a GitLab project", inputSchema: {} }],
      },
    ];
    const { entries, dropped } = normalizeTools(namespaced(toolsets));
    expect(dropped).toEqual([]);
    expect(entries.map((entry) => [entry.name, entry.toolName, entry.sourceName])).toEqual([
      ["mcp__github__create_issue", "create_issue", "github"],
      ["mcp__gitlab__create_issue", "create_issue", "gitlab"],
    ]);
    const index = createCatalogIndex(entries);
    expect(index.search("gitlab create issue", { limit: 1 }).map((match) => match.name)).toEqual([
      "mcp__gitlab__create_issue",
    ]);
    expect(index.search("github create issue", { limit: 1 }).map((match) => match.name)).toEqual([
      "mcp__github__create_issue",
    ]);
  });
});
