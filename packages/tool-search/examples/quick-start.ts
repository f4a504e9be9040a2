import { createToolSearch, demoToolsets, type ModelToolCall } from "@hermes/tool-search";

// One object for the whole runtime. `invoke` runs a real tool (here: a stand-in).
const search = createToolSearch({
  config: { listing_max_tokens: 4000 },
  contextLength: 200_000,
  invoke: (name, args) => Promise.resolve({ ran: name, with: args }),
  approve: (request) => Promise.resolve(request.name !== "mcp__github__delete_repository"),
});

// Per turn: the session's toolsets (here the embedded demo: ~550 real MCP tool definitions).
const assembly = search.assemble(demoToolsets());
console.log(assembly.report.tier, assembly.report.deferredCount, assembly.tools.length); // 1 548 9

// The model's tool calls, answered one by one (bridge lookups inline, real tools through hooks and approval).
const calls: ModelToolCall[] = [
  { id: "1", name: "tool_search", arguments: { queries: ["github create issue"] } },
  { id: "2", name: "tool_call", arguments: { calls: [{ name: "mcp__github__create_issue", arguments: { owner: "octo", repo: "hello", title: "Bug" } }] } },
  { id: "3", name: "tool_call", arguments: { calls: [{ name: "mcp__github__delete_repository", arguments: { owner: "octo", repo: "hello" } }] } },
];
for (const segment of search.plan(calls, assembly)) {
  for (const call of segment.calls) {
    const { id, isError, result } = await search.handle(call, { assembly });
    console.log(id, isError, JSON.stringify(result).slice(0, 60));
  }
}
// 1 false {"queries":["github create issue"],"total_available":548,"re
// 2 false {"ran":"mcp__github__create_issue","with":{"owner":"octo","r
// 3 true {"error":"The user did not approve this call to 'mcp__github

export { assembly };
