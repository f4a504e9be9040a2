import { DEFAULT_CONFIG, planTiers } from "@hermes/catalog";
import { createDispatcher, planParallel, runPlan } from "@hermes/dispatch";

const objectOf = (properties: Record<string, object>, required: string[]) => ({ type: "object", properties, required });
const plan = planTiers([
  {
    tools: [
      { name: "read_file", description: "Read a file.", inputSchema: objectOf({ path: { type: "string" } }, ["path"]) },
      {
        name: "clarify",
        description: "Ask the user a question.",
        inputSchema: objectOf({ question: { type: "string" } }, ["question"]),
      },
    ],
  },
  {
    source: { kind: "mcp", name: "github" },
    tools: [
      {
        name: "create_issue",
        description: "Create an issue.",
        inputSchema: objectOf({ repo: { type: "string" }, title: { type: "string" } }, ["repo", "title"]),
      },
      {
        name: "list_issues",
        description: "List issues.",
        inputSchema: objectOf({ repo: { type: "string" }, limit: { type: "integer" } }, ["repo"]),
      },
    ],
  },
]);
const context = { scope: { plan }, config: DEFAULT_CONFIG };

// The runtime's real tools. The dispatcher does no I/O of its own: it calls `invoke`.
const tools: Record<string, (args: Readonly<Record<string, unknown>>) => unknown> = {
  read_file: (args) => `contents of ${String(args["path"])}`,
  clarify: () => "the first one",
  create_issue: (args) => ({ number: 7, ...args }),
  list_issues: (args) => ({ issues: [], limit: args["limit"] }),
};
const events: string[] = [];
const dispatcher = createDispatcher({
  invoke: (name, args) => Promise.resolve(tools[name]?.(args)),
  hooks: {
    pre: [
      (call) =>
        call.name === "create_issue"
          ? { action: "rewrite", arguments: { ...call.arguments, labels: ["agent"] } }
          : undefined,
    ],
  },
  approve: (call) => ({ approved: call.arguments["repo"] !== "octo/prod", reason: "production repo" }), // may be async (a person answering)
  events: (event) => events.push(`${event.type} ${event.name}`),
});

// tool_call runs as the real tool: hooks, approval and events see create_issue, with the model's call id.
const args = '{"calls":[{"name":"create_issue","arguments":{"repo":"octo/hello","title":"Bug"}}]}';
const created = await dispatcher.dispatch({ id: "call_1", name: "tool_call", arguments: args }, context);
console.log(created.id, created.result); // "call_1" { number: 7, repo: "octo/hello", title: "Bug", labels: ["agent"] }
console.log([...events]); // ["started create_issue", "approved create_issue", "finished create_issue"]

// A denial is a structured result; nothing is sent.
const denied = await dispatcher.dispatch(
  { id: "call_2", name: "create_issue", arguments: { repo: "octo/prod", title: "Oops" } },
  context,
);
console.log(denied.result); // { error: "The user did not approve this call to 'create_issue'; it was not run. Reason: production repo", code: "DENIED", reason: "production repo" }

// A core tool through tool_call gets the bridge's error; nothing runs.
const wrong = await dispatcher.dispatch(
  { id: "call_3", name: "tool_call", arguments: { calls: [{ name: "read_file", arguments: { path: "a.txt" } }] } },
  context,
);
console.log(wrong.isError, wrong.result); // true { error: "'read_file' is a directly-listed tool, not a deferred one. Call it directly instead of through tool_call." }

// One turn with several calls: plan segments (clarify is a barrier), run them, results in call order.
const calls = [
  { id: "call_4", name: "read_file", arguments: { path: "a.txt" } },
  { id: "call_5", name: "list_issues", arguments: { repo: "octo/hello", limit: "5" } },
  { id: "call_6", name: "clarify", arguments: { question: "Which issue?" } },
];
const segments = planParallel(calls, { scope: context.scope, parallelServers: ["github"] });
console.log(segments.map((segment) => `${segment.kind}: ${segment.calls.map((call) => call.name).join(", ")}`)); // ["parallel: read_file, list_issues", "sequential: clarify"]
const results = await runPlan(segments, (call) => dispatcher.dispatch(call, context), { concurrency: 4 });
console.log(results.map((result) => result.result)); // ["contents of a.txt", { issues: [], limit: 5 }, "the first one"]

export { results };
