import { DEFAULT_CONFIG, planTiers } from "@hermes/catalog";
import { bridgeTools, describeTools, isBridgeError, resolveCall, searchTools, toolsForModel } from "@hermes/bridge";

const plan = planTiers([
  {
    tools: [
      {
        type: "function",
        function: { name: "read_file", description: "Read a file.", parameters: { type: "object" } },
      },
    ],
  },
  {
    source: { kind: "mcp", name: "github" },
    tools: [
      {
        name: "create_issue",
        description: "Create a new issue in a GitHub repository.",
        inputSchema: {
          type: "object",
          properties: {
            repo: { type: "string" },
            title: { type: "string" },
            labels: { type: "array", items: { type: "string" } },
          },
          required: ["repo", "title"],
        },
      },
    ],
  },
]);
const config = DEFAULT_CONFIG;
const scope = { plan };

// What the model sees: the visible tools as given (same objects), plus the three bridge tools.
const tools = toolsForModel(plan, config, "openai");
console.log(
  tools.length,
  bridgeTools(plan, config).map((tool) => tool.name),
); // 4 ["tool_search", "tool_describe", "tool_call"]
console.log(bridgeTools(plan, config)[0]?.description.split("\n")[0]); // "Search 1 additional tool that is loaded on demand."

// The model searches, reads the schema, then calls through the bridge.
const found = await searchTools({ queries: ["github create issue"] }, { scope, config });
console.log(isBridgeError(found) ? found.error : found.results[0]?.matches); // ["create_issue"]
const described = await describeTools({ names: "create_issue" }, { scope });
console.log(isBridgeError(described) ? described.error : Object.keys(described.tools)); // ["create_issue"]

// A call is resolved once into what to run (it does not run it); arguments are validated and repaired first.
const resolved = resolveCall(
  {
    name: "tool_call",
    arguments: {
      calls: [{ name: "create_issue", arguments: { repo: "octo/hello", title: "Bug", labels: '["bug"]' } }],
    },
  },
  scope,
);
console.log(resolved.kind === "single" ? resolved.call.arguments : resolved); // { repo: "octo/hello", title: "Bug", labels: ["bug"] }

// A bad call is a structured error the model can act on; nothing runs.
const bad = resolveCall(
  { name: "tool_call", arguments: { calls: [{ name: "create_issue", arguments: { repo: "octo/hello" } }] } },
  scope,
);
console.log(bad.kind === "rejected" ? bad.error.error : bad); // "tool_call to 'create_issue' failed argument validation at arguments.title (required): … The tool was NOT invoked."

export { tools };
