import { createToolSearch, type ModelToolCall, type Toolset } from "@hermes/tool-search";

// One object for the whole runtime. `invoke` runs a real tool (here: a stand-in).
const search = createToolSearch({
  config: { listing_max_tokens: 4000 },
  contextLength: 200_000,
  coreTools: ["read_file"],
  invoke: (name, args) => Promise.resolve({ ran: name, with: args }),
  approve: (request) => Promise.resolve(request.name !== "delete_repository"),
});

// Per turn: the session's toolsets — your own tools and, here, a (small) GitHub MCP server's.
const object = (properties: Record<string, { type: string }>, required: string[]) => ({
  type: "object",
  properties,
  required,
});
const toolsets: Toolset[] = [
  {
    tools: [
      {
        name: "read_file",
        description: "Read a file of the workspace.",
        inputSchema: object({ path: { type: "string" } }, ["path"]),
      },
    ],
  },
  {
    source: { kind: "mcp", name: "github" },
    tools: [
      {
        name: "create_issue",
        description: "Create a new issue in a GitHub repository.",
        inputSchema: object({ repo: { type: "string" }, title: { type: "string" } }, ["repo", "title"]),
      },
      {
        name: "list_issues",
        description: "List the issues of a GitHub repository.",
        inputSchema: object({ repo: { type: "string" } }, ["repo"]),
      },
      {
        name: "delete_repository",
        description: "Delete a GitHub repository for good.",
        inputSchema: object({ repo: { type: "string" } }, ["repo"]),
      },
    ],
  },
];
const assembly = search.assemble(toolsets);
console.log(assembly.report.tier, assembly.report.deferredCount, assembly.tools.length); // 1 3 4

// The model's tool calls, answered one by one (bridge lookups inline, real tools through hooks and approval).
const calls: ModelToolCall[] = [
  { id: "1", name: "tool_search", arguments: { queries: ["github create issue"] } },
  {
    id: "2",
    name: "tool_call",
    arguments: { calls: [{ name: "create_issue", arguments: { repo: "octo/hello", title: "Bug" } }] },
  },
  {
    id: "3",
    name: "tool_call",
    arguments: { calls: [{ name: "delete_repository", arguments: { repo: "octo/hello" } }] },
  },
];
for (const segment of search.plan(calls, assembly)) {
  for (const call of segment.calls) {
    const { id, isError, result } = await search.handle(call, { assembly });
    console.log(id, isError, JSON.stringify(result).slice(0, 60));
  }
}
// 1 false {"queries":["github create issue"],"total_available":3,"resu
// 2 false {"ran":"create_issue","with":{"repo":"octo/hello","title":"B
// 3 true {"error":"The user did not approve this call to 'delete_repo

export { assembly };
