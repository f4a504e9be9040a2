import { InMemoryTransport } from "@modelcontextprotocol/server";
import type { Server } from "@modelcontextprotocol/server";
import { Client } from "@modelcontextprotocol/client";
import { demoToolsets } from "@hermes/cli";
import { createToolSearch, createToolSearchServer, mcpInvoke, startMcpHub, type Toolset } from "@hermes/tool-search";
import { createFixtureServer } from "@hermes/tool-search/testing";
import { growCatalog, loadCatalogTools, serverToolsets } from "@hermes/data";
import { resultRow, type ResultRow } from "../result-row.js";
import type { Suite } from "../suite.js";
import { median } from "../timing.js";

const SUBJECT = "@hermes/tool-search";

/** Deep copies, so every cold run sees new definition objects (as a runtime rebuilding its tool list does). */
const fresh = (toolsets: readonly Toolset[]): Toolset[] => structuredClone(toolsets) as Toolset[];

const catalogToolsets = (size: number): Toolset[] => serverToolsets(growCatalog(loadCatalogTools(), size));

function timeAssembly(toolsets: readonly Toolset[], runs: number): { cold: number; memo: number } {
  const search = createToolSearch({ contextLength: 200_000 });
  for (let i = 0; i < 3; i += 1) search.assemble(fresh(toolsets));
  const cold: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const copy = fresh(toolsets);
    const started = performance.now();
    search.assemble(copy);
    cold.push(performance.now() - started);
  }
  const memo: number[] = [];
  for (let i = 0; i < runs * 10; i += 1) {
    const started = performance.now();
    search.assemble(toolsets);
    memo.push(performance.now() - started);
  }
  return { cold: median(cold), memo: median(memo) };
}

async function connect(server: Server): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: "bench", version: "1.0.0" });
  await client.connect(clientSide);
  return client;
}

/** Median ms of `run` over `runs` calls after 50 warm-up calls. */
async function timeCalls(run: () => Promise<unknown>, runs: number): Promise<number> {
  for (let i = 0; i < 50; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return median(samples);
}

/** What an MCP round trip through the server mode adds over calling the downstream server directly. */
async function roundTripAdded(): Promise<number> {
  const direct = await connect(createFixtureServer().server);
  const downstream = await connect(createFixtureServer().server);
  const hub = await startMcpHub([{ name: "fixture", client: downstream }]);
  const search = createToolSearch({ invoke: mcpInvoke(hub) });
  const front = await connect(createToolSearchServer({ search, toolsets: () => hub.toolsets() }));
  try {
    const call = { name: "echo", arguments: { text: "ping" } };
    const viaDirect = await timeCalls(() => direct.callTool(call), 1000);
    const bridged = { name: "tool_call", arguments: { calls: [{ name: "echo", arguments: { text: "ping" } }] } };
    const viaFront = await timeCalls(() => front.callTool(bridged), 1000);
    return viaFront - viaDirect;
  } finally {
    await Promise.all([front.close(), direct.close(), hub.close()]);
  }
}

/** Tool search through the umbrella: per-turn assembly, and the MCP server mode's added latency. */
export const umbrellaSuite: Suite = {
  name: "umbrella",
  title: "umbrella: a turn through @hermes/tool-search",
  subject: SUBJECT,
  setup: () => [
    "**assemble-demo** / **assemble-3000**: `createToolSearch().assemble(toolsets)` on the embedded demo catalog (about 550 tools) and on the real catalog grown to 3,000 tools — cold: new definition objects every run (median of 20); **…-memo**: the same objects again, the usual next turn (median of 200).",
    "**mcp-roundtrip-added**: an SDK client calling `tool_call` → `echo` through the MCP server mode (front server → tool search → hub → the fixture MCP server), minus the same client calling `echo` on the fixture server directly; all over in-memory transports, median of 1,000 calls each.",
  ],
  async run({ log }) {
    const demo = timeAssembly(demoToolsets(), 20);
    const big = timeAssembly(catalogToolsets(3000), 20);
    const added = await roundTripAdded();
    const row = (kase: string, tools: number, value: number): ResultRow =>
      resultRow({ suite: "umbrella", case: kase, system: SUBJECT, tools, metric: "ms", value });
    log(
      `umbrella: demo ${demo.cold.toFixed(2)} / ${demo.memo.toFixed(3)} ms, 3000 ${big.cold.toFixed(2)} / ${big.memo.toFixed(3)} ms, round trip +${added.toFixed(3)} ms`,
    );
    const demoTools = demoToolsets().reduce((n, toolset) => n + toolset.tools.length, 0);
    return [
      row("assemble-demo", demoTools, demo.cold),
      row("assemble-demo-memo", demoTools, demo.memo),
      row("assemble-3000", 3000, big.cold),
      row("assemble-3000-memo", 3000, big.memo),
      row("mcp-roundtrip-added", demoTools, added),
    ];
  },
};
