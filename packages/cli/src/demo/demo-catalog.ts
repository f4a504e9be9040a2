import { readFileSync } from "node:fs";
import type { Toolset } from "@hermes/catalog";
import { nameTools, type McpTool } from "@hermes/mcp";

/** A tool definition of the demo catalog (MCP `Tool` shape). */
export interface DemoTool {
  readonly name: string;
  readonly description?: string;
  readonly inputSchema: Readonly<Record<string, unknown>>;
  readonly annotations?: Readonly<Record<string, unknown>>;
}

/** Where the demo's tools come from: repository, commit and licence of each server. */
export interface DemoSource {
  readonly server: string;
  readonly repo: string;
  readonly commit: string;
  readonly license: string;
}

interface DemoCatalogFile {
  readonly note: string;
  readonly sources: readonly DemoSource[];
  readonly servers: readonly { readonly name: string; readonly tools: readonly DemoTool[] }[];
}

/**
 * A few core tools of an agent runtime, written for the demo (they stay visible: core tools
 * are never deferred). Their schemas are small, like a runtime's built-ins.
 */
export const DEMO_CORE_TOOLS: readonly DemoTool[] = Object.freeze([
  {
    name: "read_file",
    description: "Read a text file from the workspace.",
    inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
  },
  {
    name: "write_file",
    description: "Write a text file in the workspace, replacing its contents.",
    inputSchema: {
      type: "object",
      properties: { path: { type: "string" }, content: { type: "string" } },
      required: ["path", "content"],
    },
  },
  {
    name: "terminal",
    description: "Run a shell command and return its output.",
    inputSchema: { type: "object", properties: { command: { type: "string" } }, required: ["command"] },
  },
  {
    name: "web_search",
    description: "Search the web and return the top results.",
    inputSchema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
  },
  {
    name: "clarify",
    description: "Ask the user a question and wait for the answer.",
    inputSchema: { type: "object", properties: { question: { type: "string" } }, required: ["question"] },
  },
  {
    name: "todo",
    description: "Keep a short to-do list for the current task.",
    inputSchema: { type: "object", properties: { items: { type: "array", items: { type: "string" } } } },
  },
]);

let loaded: DemoCatalogFile | undefined;

function demoFile(): DemoCatalogFile {
  loaded ??= JSON.parse(readFileSync(new URL("./demo-catalog.json", import.meta.url), "utf8")) as DemoCatalogFile;
  return loaded;
}

/**
 * The embedded demo catalog: real tool definitions of 13 well-known MCP servers (GitHub,
 * Linear, Notion, Stripe, Slack, Kubernetes, Playwright, Postgres, Supabase, Docker Hub,
 * Google Maps, Brave Search, Sentry — about 550 tools) plus {@link DEMO_CORE_TOOLS}, as
 * session toolsets; the servers' tools are named `mcp__<server>__<tool>`, as the MCP hub names them. Read once; the same objects on every call, so assembly memoises.
 *
 * @example
 * ```ts
 * const plan = planTiers(demoToolsets(), { contextLength: 200_000 });
 * ```
 */
export function demoToolsets(): Toolset[] {
  toolsets ??= Object.freeze(demoServerToolsets());
  return [...toolsets];
}

let toolsets: readonly Toolset[] | undefined;

/** The servers' tools under the names a hub gives them (`mcp__<server>__<tool>`), as the MCP layer sends them. */
function demoServerToolsets(): Toolset[] {
  const { servers } = demoFile();
  const named = nameTools(
    servers.map((server) => ({ server: server.name, tools: server.tools as McpTool[] })),
    "namespaced",
  );
  return [
    { tools: DEMO_CORE_TOOLS },
    ...servers.map((server) => ({
      source: { kind: "mcp" as const, name: server.name },
      tools: (named.byServer.get(server.name) ?? []).map((tool) => tool.tool),
    })),
  ];
}

/** The repositories, commits and licences the demo's tools were copied from. */
export function demoSources(): readonly DemoSource[] {
  return demoFile().sources;
}
