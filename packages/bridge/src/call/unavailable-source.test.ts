// A tool of a server that is down used to be "'read_graph' is not a known tool name"; now the
// answer names the server and why, and tool_search says which sources are down.
import { DEFAULT_CONFIG, planTiers, type Toolset } from "@hermes/catalog";
import { describe, expect, it } from "vitest";
import { resolveTarget } from "./target.js";
import { searchTools } from "../search/tool-search.js";

const toolsets: readonly Toolset[] = [
  {
    source: { kind: "mcp", name: "files" },
    tools: [{ name: "read_text", description: "Read a text file.", inputSchema: { type: "object" } }],
  },
  {
    source: { kind: "mcp", name: "memory" },
    tools: [],
    unavailable: "the server process exited",
    unavailableTools: ["read_graph", "create_entities"],
  },
];

describe("tools of an unavailable source", () => {
  it("a call names the server and its reason, with code UNAVAILABLE", () => {
    const plan = planTiers(toolsets, { config: { ...DEFAULT_CONFIG, thresholdPct: 0 }, contextLength: 100_000 });
    expect(resolveTarget("read_graph", { plan })).toEqual({
      error:
        "'read_graph' belongs to memory, which is unavailable: the server process exited. Try it again later, or use tool_search to find another tool.",
      code: "UNAVAILABLE",
      source: "memory",
    });
    expect(resolveTarget("nothing_like_it", { plan })).toMatchObject({
      error: expect.stringContaining("is not a known tool name") as string,
    });
  });

  it("tool_search lists the unavailable sources and why", async () => {
    const plan = planTiers(toolsets, { config: { ...DEFAULT_CONFIG, thresholdPct: 0 }, contextLength: 100_000 });
    const result = await searchTools({ queries: ["read graph"] }, { scope: { plan }, config: DEFAULT_CONFIG });
    expect(result).toMatchObject({ unavailable_sources: [{ name: "memory", reason: "the server process exited" }] });
  });

  it("a namespaced name of a server that never started is UNAVAILABLE naming the server, not unknown", () => {
    const never = [
      { source: { kind: "mcp" as const, name: "github" }, tools: [], unavailable: "failed: spawn gh-mcp ENOENT" },
      {
        source: { kind: "mcp" as const, name: "notes" },
        tools: [{ name: "mcp__notes__read", inputSchema: { type: "object" } }],
      },
    ];
    const plan = planTiers(never, { config: { ...DEFAULT_CONFIG, thresholdPct: 0 }, contextLength: 100_000 });
    expect(resolveTarget("mcp__github__create_issue", { plan })).toEqual({
      error:
        "'mcp__github__create_issue' belongs to MCP server github, which is unavailable: failed: spawn gh-mcp ENOENT. Try it again later, or use tool_search to find another tool.",
      code: "UNAVAILABLE",
      source: "github",
    });
    expect(resolveTarget("mcp__gitlab__create_issue", { plan })).toMatchObject({
      error: expect.stringContaining("is not a known tool name") as string,
    });
  });
});
