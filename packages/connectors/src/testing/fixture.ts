import type { ContractFixture } from "./contract.js";

/** A tool the test gateway serves. */
export interface GatewayTool {
  /** The vendor slug (`GMAIL_SEND_EMAIL`, or a literal one like `SEARCH_ISSUES`). */
  readonly slug: string;
  readonly description: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
  /** `false` → execute answers `TOOL_NOT_ALLOWED`. Default `true`. */
  readonly allowed?: boolean;
  /** Set → execute answers `PROVIDER_ERROR` with this message. */
  readonly failure?: string;
  /** `true` → search returns the slug without a schema (a broken gateway entry). */
  readonly withoutSchema?: boolean;
  /** The tool's result; default `{ok: true, tool, arguments}`. */
  readonly run?: (args: Readonly<Record<string, unknown>>) => unknown;
}

/** An account of a connector. */
export interface GatewayAccount {
  readonly alias: string;
  readonly connected: boolean;
}

/** A connector the test gateway serves; connected when one of its accounts is. */
export interface GatewayConnector {
  /** As the gateway spells it (may have capitals: the client lowercases it in names). */
  readonly name: string;
  readonly description: string;
  readonly accounts: readonly GatewayAccount[];
  readonly tools: readonly GatewayTool[];
}

/** The bearer token the test gateway accepts by default. */
export const TEST_TOKEN = "test-token";

const object = (properties: Record<string, unknown>, required: readonly string[] = []): Record<string, unknown> => ({
  type: "object",
  properties,
  required: [...required],
});
const text = { type: "string" };

/**
 * The default in-memory connectors: `gmail` (connected), `linear` (connected as `work`; one
 * literal slug, `SEARCH_ISSUES`), `notion` and `slack` (not connected). `GMAIL_EMPTY_TRASH` is
 * not allowed and `LINEAR_ARCHIVE_TEAM` fails at the provider.
 */
export const DEFAULT_CONNECTORS: readonly GatewayConnector[] = Object.freeze([
  {
    name: "gmail",
    description: "Google email.",
    accounts: [{ alias: "default", connected: true }],
    tools: [
      {
        slug: "GMAIL_SEND_EMAIL",
        description: "Send an email message to recipients.",
        inputSchema: object({ to: text, subject: text, body: text }, ["to", "subject"]),
      },
      {
        slug: "GMAIL_LIST_MESSAGES",
        description: "List email messages in the inbox matching a query.",
        inputSchema: object({ query: text }),
      },
      {
        slug: "GMAIL_CREATE_DRAFT",
        description: "Create a draft email without sending it.",
        inputSchema: object({ to: text, subject: text, body: text }, ["to"]),
      },
      {
        slug: "GMAIL_EMPTY_TRASH",
        description: "Permanently delete every message in the trash.",
        inputSchema: object({}),
        allowed: false,
      },
    ],
  },
  {
    name: "linear",
    description: "Issue tracking for software teams.",
    accounts: [{ alias: "work", connected: true }],
    tools: [
      {
        slug: "LINEAR_CREATE_ISSUE",
        description: "Create a new issue in a Linear team.",
        inputSchema: object({ team: text, title: text, description: text }, ["team", "title"]),
      },
      { slug: "LINEAR_LIST_ISSUES", description: "List issues of a Linear team.", inputSchema: object({ team: text }) },
      {
        slug: "SEARCH_ISSUES",
        description: "Search Linear issues by text.",
        inputSchema: object({ query: text }, ["query"]),
      },
      {
        slug: "LINEAR_ARCHIVE_TEAM",
        description: "Archive a Linear team.",
        inputSchema: object({ team: text }, ["team"]),
        failure: "The provider refused: insufficient permissions.",
      },
    ],
  },
  {
    name: "notion",
    description: "Notes and documents.",
    accounts: [],
    tools: [
      {
        slug: "NOTION_SEARCH_PAGES",
        description: "Search pages in a Notion workspace.",
        inputSchema: object({ query: text }, ["query"]),
      },
      {
        slug: "NOTION_CREATE_PAGE",
        description: "Create a Notion page.",
        inputSchema: object({ title: text, content: text }, ["title"]),
      },
    ],
  },
  {
    name: "slack",
    description: "Team chat.",
    accounts: [{ alias: "default", connected: false }],
    tools: [
      {
        slug: "SLACK_SEND_MESSAGE",
        description: "Send a message to a Slack channel.",
        inputSchema: object({ channel: text, text }, ["channel", "text"]),
      },
    ],
  },
]);

/** What the default connectors serve, as the gateway contract's fixture. */
export const DEFAULT_CONTRACT_FIXTURE: ContractFixture = Object.freeze({
  query: "send an email",
  connected: { connector: "gmail", slug: "GMAIL_LIST_MESSAGES", arguments: { query: "from:contract" } },
  unconnected: { connector: "notion", slug: "NOTION_SEARCH_PAGES", arguments: { query: "roadmap" } },
});
