// Test fixtures: a session planned with the real planTiers from real MCP tool definitions (not part of the build).
import { readFileSync } from "node:fs";
import { DEFAULT_CONFIG, planTiers, type TierPlan, type Toolset } from "@hermes/catalog";
import type { BridgeScope } from "@hermes/bridge";
import type { ActivityEvent } from "../src/activity-events.js";
import type { DispatchContext, DispatcherParts } from "../src/dispatch-types.js";
import type { InvokeContext } from "../src/tool-invocation.js";

interface CatalogTool {
  readonly server: string;
  readonly name: string;
  readonly description?: string;
  readonly inputSchema: Record<string, unknown>;
}

const catalog = JSON.parse(
  readFileSync(new URL("../../../tooling/data/catalogs/mcp-servers.json", import.meta.url), "utf8"),
) as {
  readonly tools: readonly CatalogTool[];
};

/** The real definition of `server`'s `name`, renamed `mcp__<server>__<name>`. */
function realTool(server: string, name: string): object {
  const tool = catalog.tools.find((candidate) => candidate.server === server && candidate.name === name);
  if (tool === undefined) throw new Error(`no ${server}/${name} in mcp-servers.json`);
  return { name: `mcp__${server}__${name}`, description: tool.description ?? "", inputSchema: tool.inputSchema };
}

const pathSchema = {
  type: "object",
  properties: { path: { type: "string" }, content: { type: "string" } },
  required: ["path"],
};

const core: Toolset = {
  tools: [
    { name: "read_file", description: "Read a file.", inputSchema: pathSchema },
    { name: "write_file", description: "Write a file.", inputSchema: pathSchema },
    {
      name: "terminal",
      description: "Run a command.",
      inputSchema: { type: "object", properties: { command: { type: "string" } } },
    },
    {
      name: "clarify",
      description: "Ask the user a question.",
      inputSchema: { type: "object", properties: { question: { type: "string" } } },
    },
  ],
};

const servers: readonly Toolset[] = [
  {
    source: { kind: "mcp", name: "github" },
    tools: [realTool("github", "list_issues"), realTool("github", "issue_read"), realTool("github", "get_me")],
  },
  { source: { kind: "mcp", name: "slack" }, tools: [realTool("slack", "slack_post_message")] },
  { source: { kind: "mcp", name: "linear" }, tools: [realTool("linear", "linear_createIssue")] },
  { source: { kind: "mcp", name: "postgres" }, tools: [realTool("postgres", "query")] },
];

const connections: Toolset = {
  tools: [{ name: "manage_connections", description: "Connect apps.", inputSchema: { type: "object" } }],
};

/** read_file, write_file, terminal, clarify (+ manage_connections) visible; 6 real MCP tools deferred. */
export function testPlan(options: { readonly connectors?: boolean } = {}): TierPlan {
  return planTiers(options.connectors === true ? [core, ...servers, connections] : [core, ...servers]);
}

export const scope: BridgeScope = { plan: testPlan() };
export const connectorScope: BridgeScope = { plan: testPlan({ connectors: true }) };
export const context: DispatchContext = { scope, config: DEFAULT_CONFIG };
export const connectorContext: DispatchContext = { scope: connectorScope, config: DEFAULT_CONFIG };

/** One `invoke` call as the tool saw it. */
export interface Invoked {
  readonly name: string;
  readonly args: Readonly<Record<string, unknown>>;
  readonly context: InvokeContext;
}

/** Parts that record what ran: `invoke` answers `{tool, args}` unless `respond` says otherwise. */
export function recordingParts(
  extra: Omit<DispatcherParts, "invoke" | "events"> = {},
  respond?: (name: string, args: Readonly<Record<string, unknown>>, context: InvokeContext) => Promise<unknown>,
): { readonly parts: DispatcherParts; readonly invoked: Invoked[]; readonly events: ActivityEvent[] } {
  const invoked: Invoked[] = [];
  const events: ActivityEvent[] = [];
  const parts: DispatcherParts = {
    ...extra,
    invoke: async (name, args, invokeContext) => {
      invoked.push({ name, args, context: invokeContext });
      return respond === undefined ? { tool: name, args } : respond(name, args, invokeContext);
    },
    events: (event) => void events.push(event),
  };
  return { parts, invoked, events };
}

/** A clock that advances 2.5 ms per reading, so every duration is 2.5. */
export function steppingClock(): () => number {
  let now = 0;
  return () => (now += 2.5);
}

/** A `tool_call` model call. */
export const toolCall = (id: string, calls: readonly { readonly name: string; readonly arguments: unknown }[]) => ({
  id,
  name: "tool_call",
  arguments: { calls },
});
