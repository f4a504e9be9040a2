// The runtime every example uses: a real MCP server (the repo's fixture "notes" server, over
// an in-memory transport) behind a hub, and tool search with an approval rule and an activity log.
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import {
  createToolSearch,
  mcpInvoke,
  startMcpHub,
  type Assembly,
  type McpHub,
  type ToolSearch,
} from "@hermes/tool-search";
import { createFixtureServer, type FixtureServer } from "@hermes/tool-search/testing";

/** A running example runtime; `close()` stops the hub. */
export interface NotesRuntime {
  readonly search: ToolSearch;
  readonly assembly: Assembly;
  readonly hub: McpHub;
  readonly fixture: FixtureServer;
  /** Activity events as `"<type> <name>"`, in order. */
  readonly activity: string[];
  close(): Promise<void>;
}

const CORE = {
  tools: [
    {
      name: "read_file",
      description: "Read a file from the workspace.",
      inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
    },
  ],
};

/** Starts the notes server and tool search in front of it; `deny` names tools the user refuses. */
export async function startNotesRuntime(options: { readonly deny?: readonly string[] } = {}): Promise<NotesRuntime> {
  const fixture = createFixtureServer({ name: "notes" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await fixture.server.connect(serverSide);
  const client = new Client({ name: "example", version: "1.0.0" });
  await client.connect(clientSide);
  // One server: its tools keep their own names (`raw-where-unique`); with several servers the
  // default `mcp__<server>__<tool>` names keep them apart.
  const hub = await startMcpHub([{ name: "notes", client }], { toolNames: "raw-where-unique" });
  const activity: string[] = [];
  const search = createToolSearch({
    contextLength: 128_000,
    invoke: mcpInvoke(hub),
    approve: (request) => !(options.deny ?? []).includes(request.name),
    events: (event) => activity.push(`${event.type} ${event.name}`),
  });
  const assembly = search.assemble([CORE, ...hub.toolsets()]);
  return { search, assembly, hub, fixture, activity, close: () => hub.close() };
}
