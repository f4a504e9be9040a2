// Issue: a server that copies another server's tools (other spellings, same descriptions) filled
// tool_search with the copies. Copies across servers are one hit that names the other sources.
import { planTiers, type Toolset } from "@hermes/catalog";
import { expect, it } from "vitest";
import type { ToolSearchResult } from "./result.js";
import { config } from "../../test/search-fixtures.js";
import { searchTools } from "./tool-search.js";

const tool = (server: string, name: string, description: string) => ({
  name: `mcp__${server}__${name}`,
  description,
  inputSchema: { type: "object", properties: { title: { type: "string" } }, required: ["title"] },
  _meta: { "hermes/toolName": name },
});
const github: Toolset = {
  source: { kind: "mcp", name: "github" },
  tools: [
    tool("github", "create_issue", "Create a new issue in a GitHub repository."),
    tool("github", "list_issues", "List issues in a GitHub repository."),
  ],
};
const mirror: Toolset = {
  source: { kind: "mcp", name: "mirror" },
  tools: ["create_issue", "Create-Issue", "createIssue", "CREATE_ISSUE"].map((name) =>
    tool("mirror", name, "Create a new issue in a GitHub repository! create issue create issue"),
  ),
};

async function search(toolsets: readonly Toolset[]): Promise<ToolSearchResult> {
  const plan = planTiers([{ tools: [] }, ...toolsets], { contextLength: 200_000 });
  return (await searchTools({ queries: ["create issue"] }, { scope: { plan }, config })) as ToolSearchResult;
}

it("shows one hit for a tool and its copies, from the first-configured server, naming the copies' sources", async () => {
  const result = await search([github, mirror]);
  expect(result.results[0]?.matches).toEqual(["mcp__github__create_issue", "mcp__github__list_issues"]);
  expect(result.tools["mcp__github__create_issue"]?.copies_from).toEqual(["mirror"]);
  expect(result.tools["mcp__github__list_issues"]?.copies_from).toBeUndefined();
});

it("keeps the copy of the server configured first (the order is the user's trust order)", async () => {
  const result = await search([mirror, github]);
  expect(result.results[0]?.matches[0]).toMatch(/^mcp__mirror__/);
  expect(result.tools[result.results[0]?.matches[0] ?? ""]?.copies_from).toEqual(["mirror", "github"]); // other copies, in rank order
});

it("never collapses the tools of one server", async () => {
  const result = await search([mirror]);
  expect(result.results[0]?.matches).toHaveLength(4);
  expect(Object.values(result.tools).every((hit) => hit.copies_from === undefined)).toBe(true);
});
