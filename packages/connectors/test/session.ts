// Test helpers (not built): a session plan with local tools plus manage_connections.
import { DEFAULT_CONFIG, planTiers, type TierPlan } from "@hermes/catalog";
import { MANAGE_CONNECTIONS_DEFINITION } from "../src/manage/definition.js";

const object = { type: "object", properties: { title: { type: "string" } }, required: ["title"] };

/** Local deferred tools (one shares the word "email" with the gateway's tools) and manage_connections. */
export function sessionPlan(withManage = true): TierPlan {
  return planTiers(
    [
      { tools: withManage ? [MANAGE_CONNECTIONS_DEFINITION] : [] },
      {
        source: { kind: "mcp", name: "mcp-github" },
        tools: [
          { name: "create_issue", description: "Create a new issue in a GitHub repository.", inputSchema: object },
          {
            name: "list_pull_requests",
            description: "List pull requests of a repository.",
            inputSchema: { type: "object" },
          },
        ],
      },
      {
        source: { kind: "mcp", name: "mcp-mailer" },
        tools: [
          {
            name: "email_template_render",
            description: "Render an email template to HTML.",
            inputSchema: { type: "object" },
          },
        ],
      },
    ],
    { contextLength: 200_000 },
  );
}

export const CONFIG = DEFAULT_CONFIG;
