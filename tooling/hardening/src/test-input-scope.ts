// Test helper (not a test): a runtime with tools in and out of a session's scope, a real gateway,
// and counters for every place a call can land (approve, invoke, the gateway).
import { createConnectors } from "@hermes/connectors";
import { startGateway, TEST_TOKEN, type TestGateway } from "@hermes/connectors/testing";
import { createToolSearch, type ApprovalDecision, type ToolSearch, type Toolset } from "@hermes/tool-search";
import type { Guardrail, PreHook, ToolInvocation } from "@hermes/dispatch";

const object = { type: "object" };
const titled = { type: "object", properties: { title: { type: "string" } }, required: ["title"] };

/** The runtime's tools, by toolset. A session limited to `github` must not reach the others. */
export const RUNTIME_TOOLSETS: readonly Toolset[] = [
  {
    tools: [
      {
        name: "read_file",
        description: "Read a file from disk.",
        inputSchema: { type: "object", properties: { path: { type: "string" } } },
      },
    ],
  },
  {
    source: { kind: "mcp", name: "mcp-github" },
    tools: [
      { name: "create_issue", description: "Create a new issue in a GitHub repository.", inputSchema: titled },
      { name: "list_issues", description: "List issues of a GitHub repository.", inputSchema: object },
    ],
  },
  {
    source: { kind: "mcp", name: "mcp-jira" },
    tools: [
      { name: "jira_create_issue", description: "Create a new issue in a Jira project.", inputSchema: titled },
      { name: "jira_search", description: "Search Jira issues with JQL.", inputSchema: object },
    ],
  },
  {
    source: { kind: "plugin", name: "vault" },
    tools: [{ name: "read_secret", description: "Read a secret from the vault.", inputSchema: object }],
  },
];

/** Tools that exist in the runtime but not in a `github`-only session. */
export const OUTSIDE_LOCAL = ["jira_create_issue", "jira_search", "read_secret"] as const;
/** Remote tools the test gateway serves (connectors are in a session only with `manage_connections`). */
export const CONNECTOR_TOOLS = [
  "connectors__gmail__SEND_EMAIL",
  "connectors__linear__CREATE_ISSUE",
  "connectors__linear__SEARCH_ISSUES",
] as const;
/** Words of the outside tools and sources: none may appear in what a restricted session sees. */
export const OUTSIDE_WORDS = [
  "jira",
  "vault",
  "read_secret",
  "gmail",
  "linear",
  "connectors__",
  "manage_connections",
] as const;

/** What the runtime recorded: approvals asked, real invocations, by tool name. */
export interface Recorder {
  readonly approvals: ToolInvocation[];
  readonly invoked: string[];
  /** Answers each approval (default: approve every call). */
  decide: (call: ToolInvocation, signal: AbortSignal) => ApprovalDecision | Promise<ApprovalDecision>;
}

/** A tool-search runtime wired to a fresh test gateway, recording approvals and invocations. */
export interface ScopedRuntime {
  readonly gateway: TestGateway;
  readonly search: ToolSearch;
  readonly recorder: Recorder;
  close(): Promise<void>;
}

/** Options of {@link startScopedRuntime}: batch mode and the runtime's own policy hooks. */
export interface ScopedRuntimeOptions {
  readonly localBatches?: "reject" | "sequential";
  readonly pre?: readonly PreHook[];
  readonly guardrails?: readonly Guardrail[];
}

/** Starts a runtime: the {@link RUNTIME_TOOLSETS}, connectors on a real test gateway, approval and invoke recorded. */
export async function startScopedRuntime(options: ScopedRuntimeOptions = {}): Promise<ScopedRuntime> {
  const gateway = await startGateway();
  const recorder: Recorder = { approvals: [], invoked: [], decide: () => true };
  const connectors = createConnectors({ origin: gateway.origin, getToken: () => TEST_TOKEN, retries: { execute: 0 } });
  const search = createToolSearch({
    connectors,
    contextLength: 200_000,
    coreTools: ["read_file"],
    localBatches: options.localBatches,
    hooks: { pre: options.pre },
    guardrails: options.guardrails,
    approve: (call, { signal }) => {
      recorder.approvals.push(call);
      return recorder.decide(call, signal);
    },
    invoke: (name) => {
      recorder.invoked.push(name);
      return Promise.resolve({ ok: true, ran: name });
    },
  });
  return { gateway, search, recorder, close: () => gateway.close() };
}
