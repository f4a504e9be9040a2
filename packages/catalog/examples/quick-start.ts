import { normalizeConfig, planTiers, searchCatalog, type Toolset } from "@hermes/catalog";

// The session's toolsets: core tools (no source: unknown provenance, kept visible) and MCP servers.
const toolsets: Toolset[] = [
  { tools: [{ name: "read_file", description: "Read a file.", parameters: { type: "object" } }] },
  {
    source: { kind: "mcp", name: "mcp-github" },
    tools: [
      {
        name: "create_issue",
        description: "Create a new issue in a GitHub repository.",
        inputSchema: {
          type: "object",
          properties: { repo: { type: "string" }, title: { type: "string" } },
          required: ["repo", "title"],
        },
      },
      {
        name: "list_pull_requests",
        description: "List pull requests of a repository.",
        inputSchema: { type: "object" },
      },
    ],
  },
  { source: { kind: "mcp", name: "mcp-jira" }, tools: [], unavailable: "server failed to start" },
];

// Config as users write it; bad values become warnings, never exceptions.
const { config, warnings } = normalizeConfig({ listing_max_tokens: 2000, search_default_limit: "three" });
console.log(warnings.map((warning) => warning.key)); // ["search_default_limit"]

const plan = planTiers(toolsets, { config, contextLength: 128_000 });
console.log(plan.tier, plan.listing.form, plan.deferredCount); // 1 "full" 2
console.log(plan.visible.map((entry) => entry.name)); // ["read_file"]
console.log(plan.listing.text);

// Search only what this session may see: the plan's deferred tools.
const [best] = searchCatalog(plan.deferred, "create github issue");
console.log(best?.name, best?.required); // "create_issue" ["repo", "title"]

export { plan };
