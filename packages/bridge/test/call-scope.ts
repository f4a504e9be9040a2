// Test fixtures for tool_call resolution and validation (not part of the build).
import { planTiers, type TierPlan, type Toolset } from "@hermes/catalog";
import type { BridgeScope } from "../src/bridge-scope.js";

export const createIssueSchema = {
  type: "object",
  properties: {
    owner: { type: "string" },
    repo: { type: "string" },
    title: { type: "string" },
    labels: { type: "array", items: { type: "string" } },
    options: {
      type: "object",
      properties: { count: { type: "integer" }, mode: { enum: ["fast", "slow"] } },
      required: ["count"],
      additionalProperties: false,
    },
  },
  required: ["owner", "repo", "title"],
} as const;

export const getIssueSchema = {
  type: "object",
  properties: { number: { type: "integer" }, state: { enum: ["open", "closed"] }, draft: { type: "boolean" } },
  required: ["number"],
} as const;

const coreTools: Toolset = {
  tools: [
    {
      name: "read_file",
      description: "Read a file.",
      inputSchema: { type: "object", properties: { path: { type: "string" } } },
    },
    { name: "terminal", description: "Run a command." },
  ],
};

const github: Toolset = {
  source: { kind: "mcp", name: "github" },
  tools: [
    { name: "mcp__github__create_issue", description: "Create an issue.", inputSchema: createIssueSchema },
    { name: "mcp__github__get_issue", description: "Get an issue.", inputSchema: getIssueSchema },
    { name: "mcp__github__list_issues", description: "List issues.", inputSchema: { type: "object" } },
  ],
};

const jira: Toolset = {
  source: { kind: "mcp", name: "jira" },
  tools: [
    { name: "mcp__jira__create_issue", description: "Create a Jira issue.", inputSchema: { type: "object" } },
    {
      name: "mcp__jira__search",
      description: "Search Jira.",
      inputSchema: { type: "object", properties: { jql: { type: "string" } } },
    },
  ],
};

const connectorTools: Toolset = { tools: [{ name: "manage_connections", description: "Manage connectors." }] };

/** A session: read_file and terminal visible, 5 deferred github/jira tools; `connectors` adds manage_connections. */
export function testPlan(
  options: { readonly connectors?: boolean; readonly extra?: readonly Toolset[] } = {},
): TierPlan {
  const toolsets = [coreTools, github, jira, ...(options.extra ?? [])];
  return planTiers(options.connectors === true ? [...toolsets, connectorTools] : toolsets);
}

/** {@link testPlan} as a bridge scope, with optional out-of-session names. */
export function testScope(
  options: { readonly connectors?: boolean; readonly outsideScope?: readonly string[] } = {},
): BridgeScope {
  const plan = testPlan({ connectors: options.connectors ?? false });
  return options.outsideScope === undefined ? { plan } : { plan, outsideScope: new Set(options.outsideScope) };
}
