// Plans, tools and an in-memory remote source for the tool_search / tool_describe tests (not part of the build).
import { readFileSync } from "node:fs";
import {
  DEFAULT_CONFIG,
  normalizeTools,
  planTiers,
  type ListingForm,
  type RemoteDescribeResult,
  type RemoteSearchResult,
  type RemoteSource,
  type TierPlan,
  type ToolEntry,
  type Toolset,
} from "@hermes/catalog";

export const config = DEFAULT_CONFIG;

const schema = (properties: readonly string[], required: readonly string[]): Record<string, unknown> => ({
  type: "object",
  properties: Object.fromEntries(properties.map((name) => [name, { type: "string" }])),
  required,
});

/** A visible core tool of every small plan (OpenAI shape, to check originals come back as given). */
export const READ_FILE = {
  type: "function",
  function: { name: "read_file", description: "Read a file.", parameters: schema(["path"], ["path"]) },
} as const;

export const MANAGE_CONNECTIONS_TOOL = {
  name: "manage_connections",
  description: "Connect apps.",
  inputSchema: schema(["action"], ["action"]),
};

const WEATHER = [
  {
    name: "get_forecast",
    description: "Get the weather forecast for a city. Returns daily highs and lows.",
    inputSchema: schema(["city", "days"], ["city"]),
  },
  {
    name: "get_alerts",
    description: "List active severe weather alerts for a region.",
    inputSchema: schema(["region"], ["region"]),
  },
  {
    name: "get_air_quality",
    description: "Get the air quality index for a city.",
    inputSchema: schema(["city"], ["city"]),
  },
  {
    name: "get_hourly_forecast",
    description: "Get an hourly forecast for the next 48 hours.",
    inputSchema: schema(["city"], ["city"]),
  },
];

const NOTES = [
  {
    name: "create_note",
    description: "Create a note with a title and a body.",
    inputSchema: schema(["title", "body"], ["title"]),
  },
  { name: "delete_note", description: "Delete a note by id.", inputSchema: schema(["id"], ["id"]) },
  { name: "search_notes", description: "Search notes by text.", inputSchema: schema(["text"], ["text"]) },
  { name: "update_note_title", description: "Rename a note.", inputSchema: schema(["id", "title"], ["id", "title"]) },
];

/** Context lengths that give each listing form for the small toolsets (budget = 5 %). */
export const CONTEXT_FOR: Readonly<Record<ListingForm, number>> = {
  none: 200,
  groups: 1060,
  mixed: 1120,
  names: 1200,
  full: 3000,
};

/** Two small MCP servers (`weather`, `notes`, 4 tools each) plus `read_file` (and `manage_connections`). */
export function smallToolsets(options: { readonly connectors?: boolean; readonly deferred?: boolean } = {}): Toolset[] {
  const core: unknown[] = [READ_FILE];
  if (options.connectors === true) core.push(MANAGE_CONNECTIONS_TOOL);
  const sets: Toolset[] = [{ tools: core }];
  if (options.deferred !== false) {
    sets.push(
      { source: { kind: "mcp", name: "mcp-weather" }, tools: WEATHER },
      { source: { kind: "mcp", name: "notes" }, tools: NOTES },
    );
  }
  return sets;
}

/** The small plan whose listing has `form`. */
export function smallPlan(form: ListingForm, options: { readonly connectors?: boolean } = {}): TierPlan {
  const plan = planTiers(smallToolsets(options), { contextLength: CONTEXT_FOR[form] });
  if (plan.listing.form !== form) throw new Error(`fixture: expected listing form ${form}, got ${plan.listing.form}`);
  return plan;
}

interface RawTool {
  readonly server: string;
  readonly name: string;
  readonly description: string;
  readonly inputSchema: Record<string, unknown>;
}

let raw: RawTool[] | undefined;

/** The 1,288 real MCP tools of `tooling/data/catalogs/mcp-servers.json`. */
export function realTools(): RawTool[] {
  raw ??= (
    JSON.parse(readFileSync(new URL("../../../tooling/data/catalogs/mcp-servers.json", import.meta.url), "utf8")) as {
      tools: RawTool[];
    }
  ).tools;
  return raw;
}

/**
 * The real tools as one MCP toolset per server (only `servers` when given), optionally
 * repeated `copies` times under renamed servers (`github-2`, tool `name_2`) to grow the catalog.
 */
export function realToolsets(servers?: readonly string[], copies = 1): Toolset[] {
  const byServer = new Map<string, object[]>();
  for (let copy = 1; copy <= copies; copy++) {
    for (const tool of realTools()) {
      if (servers !== undefined && !servers.includes(tool.server)) continue;
      const server = copy === 1 ? tool.server : `${tool.server}-${copy}`;
      const name = copy === 1 ? tool.name : `${tool.name}_${copy}`;
      byServer.set(server, [
        ...(byServer.get(server) ?? []),
        { name, description: tool.description, inputSchema: tool.inputSchema },
      ]);
    }
  }
  return [...byServer].map(([name, tools]) => ({ source: { kind: "mcp", name }, tools }));
}

/** Connector entries as a remote source would return them (`connectors__gmail__…`, `connectors__calendar__…`). */
export const REMOTE_ENTRIES: readonly ToolEntry[] = normalizeTools([
  {
    source: { kind: "connectors", name: "gmail" },
    tools: [
      {
        name: "connectors__gmail__SEND_EMAIL",
        description: "Send an email from the user's Gmail account.",
        inputSchema: schema(["to", "subject", "body"], ["to", "subject"]),
      },
      {
        name: "connectors__gmail__FETCH_EMAILS",
        description: "Fetch recent emails from the inbox.",
        inputSchema: schema(["query"], []),
      },
    ],
  },
  {
    source: { kind: "connectors", name: "calendar" },
    tools: [
      {
        name: "connectors__calendar__CREATE_EVENT",
        description: "Create a calendar event.",
        inputSchema: schema(["title", "start"], ["title", "start"]),
      },
    ],
  },
]).entries;

/** What the fake remote answers, and what it was asked. */
export interface FakeRemote extends RemoteSource {
  readonly searches: (readonly string[])[];
  readonly describes: (readonly string[])[];
}

/**
 * An in-memory {@link RemoteSource}: owns `connectors__*` names; `results` answers each query
 * with the entries sharing a word with it (and describes the entries it has, erroring on the
 * others); `silent` and `unavailable` answer that for every call.
 */
export function fakeRemote(
  mode: "results" | "silent" | "unavailable",
  entries: readonly ToolEntry[] = REMOTE_ENTRIES,
): FakeRemote {
  const searches: (readonly string[])[] = [];
  const describes: (readonly string[])[] = [];
  const unavailable = {
    kind: "unavailable",
    status: {
      status: "unavailable",
      reason: "unreachable",
      hint: "The connector gateway did not answer; retry later.",
    },
  } as const;
  return {
    searches,
    describes,
    owns: (name) => name.startsWith("connectors__"),
    search(queries): Promise<RemoteSearchResult> {
      searches.push([...queries]);
      if (mode === "silent") return Promise.resolve({ kind: "silent" });
      if (mode === "unavailable") return Promise.resolve(unavailable);
      const words = (text: string): string[] =>
        text
          .toLowerCase()
          .split(/[^a-z0-9]+/)
          .filter((word) => word.length > 2);
      const groups = queries.map((query) =>
        entries.filter((entry) =>
          words(query).some((word) => words(`${entry.name} ${entry.description}`).includes(word)),
        ),
      );
      return Promise.resolve({ kind: "results", groups });
    },
    describe(names): Promise<RemoteDescribeResult> {
      describes.push([...names]);
      if (mode === "silent") return Promise.resolve({ kind: "silent" });
      if (mode === "unavailable") return Promise.resolve(unavailable);
      const tools = new Map<string, ToolEntry>();
      const errors = new Map<string, string>();
      for (const name of names) {
        const entry = entries.find((candidate) => candidate.name === name);
        if (entry !== undefined) tools.set(name, entry);
        else errors.set(name, `TOOL_NOT_FOUND: ${name} is not a tool of a connected app.`);
      }
      return Promise.resolve({ kind: "results", tools, errors });
    },
  };
}
