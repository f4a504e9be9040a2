import { DEFAULT_CONFIG, planTiers } from "@hermes/catalog";
import { describe, expect, it } from "vitest";
import { describeTools } from "../describe/tool-describe.js";
import { searchTools } from "../search/tool-search.js";
import { toolsForModel } from "../definition/adapters.js";

const schema = { type: "object", properties: { repo: { type: "string" } }, required: ["repo"] };
const deleteRepo = {
  name: "delete_repo",
  description: "Delete a repository for good.",
  inputSchema: schema,
  annotations: { title: "Delete repository", destructiveHint: true, readOnlyHint: false, openWorldHint: true },
};
const listRepos = { name: "list_repos", description: "List repositories.", inputSchema: schema };
const pinned = {
  name: "get_repo",
  description: "Get one repository.",
  inputSchema: schema,
  annotations: { readOnlyHint: true },
  _meta: { "hermes/alwaysLoad": true },
};

const plan = planTiers(
  [{ source: { kind: "mcp", name: "github", trustHints: true }, tools: [deleteRepo, listRepos, pinned] }],
  { config: DEFAULT_CONFIG },
);
const scope = { plan };

describe("annotations in the bridge's answers", () => {
  it("tool_search hits name only the hints declared true, as claimed by the server", async () => {
    const result = await searchTools({ queries: ["repository"], limit: 5 }, { scope, config: DEFAULT_CONFIG });
    if ("error" in result) throw new Error(result.error);
    expect(result.tools["delete_repo"]?.annotations).toEqual({
      claimed_by: "github",
      hints: ["destructiveHint", "openWorldHint"],
    });
    expect(result.tools["list_repos"]).not.toHaveProperty("annotations");
  });

  it("tool_describe shows every declared member, with its title, as claimed by the server", async () => {
    const result = await describeTools({ names: ["delete_repo", "list_repos"] }, { scope });
    if ("error" in result) throw new Error(result.error);
    expect(JSON.stringify(result.tools["delete_repo"]?.annotations)).toBe(
      '{"claimed_by":"github","title":"Delete repository","readOnlyHint":false,"destructiveHint":true,"openWorldHint":true}',
    );
    expect(Object.keys(result.tools["delete_repo"] ?? {})).toEqual([
      "description",
      "parameters",
      "annotations",
      "_meta",
    ]);
    expect(result.tools["list_repos"]).not.toHaveProperty("annotations");
  });

  it("a visible MCP tool keeps its annotations and names the server that claims them in _meta", () => {
    const tools = toolsForModel(plan, DEFAULT_CONFIG, "mcp") as readonly Record<string, unknown>[];
    const visible = tools.find((tool) => tool["name"] === "get_repo");
    expect(visible?.["annotations"]).toEqual({ readOnlyHint: true });
    expect(visible?.["_meta"]).toMatchObject({ "hermes/annotationsClaimedBy": "github" });
  });
});
