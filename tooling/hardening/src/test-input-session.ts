// Test helper (not a test): a small realistic session for the bad-input properties.
import { DEFAULT_CONFIG, planTiers, type TierPlan, type Toolset } from "@hermes/catalog";
import type { BridgeScope } from "@hermes/bridge";

const text = { type: "string" };

/** The runtime's own tools (no source: visible). */
export const CORE_TOOLSET: Toolset = {
  tools: [
    {
      name: "read_file",
      description: "Read a file.",
      inputSchema: { type: "object", properties: { path: text }, required: ["path"] },
    },
    {
      type: "function",
      function: {
        name: "write_file",
        description: "Write a file.",
        parameters: { type: "object", properties: { path: text, content: text } },
      },
    },
  ],
};

/** A GitHub-like MCP server whose schemas exercise validation and coercion. */
export const GITHUB_TOOLSET: Toolset = {
  source: { kind: "mcp", name: "mcp-github" },
  tools: [
    {
      name: "create_issue",
      description: "Create a new issue in a GitHub repository.",
      inputSchema: {
        type: "object",
        properties: { owner: text, repo: text, title: text, body: text, labels: { type: "array", items: text } },
        required: ["owner", "repo", "title"],
      },
    },
    {
      name: "list_issues",
      description: "List issues of a repository, filtered by state.",
      inputSchema: {
        type: "object",
        properties: {
          owner: text,
          repo: text,
          state: { type: "string", enum: ["open", "closed", "all"] },
          per_page: { type: "integer", minimum: 1, maximum: 100 },
        },
        required: ["owner", "repo"],
      },
    },
    {
      name: "get_issue",
      description: "Get one issue by number.",
      inputSchema: {
        type: "object",
        properties: {
          number: { type: "integer" },
          options: { type: "object", properties: { full: { type: "boolean" } }, additionalProperties: false },
        },
        required: ["number"],
        additionalProperties: false,
      },
    },
  ],
};

/** A chat server. */
export const SLACK_TOOLSET: Toolset = {
  source: { kind: "mcp", name: "mcp-slack" },
  tools: [
    {
      name: "post_message",
      description: "Post a message to a Slack channel.",
      inputSchema: { type: "object", properties: { channel: text, text }, required: ["channel", "text"] },
    },
    {
      name: "list_channels",
      description: "List Slack channels.",
      inputSchema: { type: "object", properties: { limit: { type: "number" } } },
    },
  ],
};

/** Tools named like `Object.prototype` members: names are data, never keys that reach a prototype. */
export const ODD_TOOLSET: Toolset = {
  source: { kind: "plugin", name: "odd" },
  tools: [
    {
      name: "__proto__",
      description: "A tool named __proto__.",
      inputSchema: { type: "object", properties: { polluted: text } },
    },
    { name: "constructor", description: "A tool named constructor.", inputSchema: { type: "object" } },
    {
      name: "toString",
      description: "A tool named toString.",
      inputSchema: { type: "object", properties: { value: { type: "integer" } }, required: ["value"] },
    },
  ],
};

/** All toolsets of the session. */
export const SESSION_TOOLSETS: readonly Toolset[] = [CORE_TOOLSET, GITHUB_TOOLSET, SLACK_TOOLSET, ODD_TOOLSET];

/** The session's tier plan (deferred: the MCP and plugin tools; visible: the core ones). */
export function sessionPlan(): TierPlan {
  return planTiers(SESSION_TOOLSETS, {
    config: DEFAULT_CONFIG,
    contextLength: 200_000,
    coreTools: ["read_file", "write_file"],
  });
}

/** The session's bridge scope, with one tool of the runtime outside it. */
export function sessionScope(): BridgeScope {
  return { plan: sessionPlan(), outsideScope: new Set(["jira_create_ticket"]) };
}

/** Every tool name of the session, visible and deferred. */
export function sessionNames(plan: TierPlan): readonly string[] {
  return [...plan.visible, ...plan.deferred].map((entry) => entry.name);
}
