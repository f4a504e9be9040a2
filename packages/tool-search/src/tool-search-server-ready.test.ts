// The front server answers initialize at once; tools/list and tools/call wait (boundedly) for
// servers still in their first start, so a one-shot client (the Inspector CLI) sees them.
import type { Toolset } from "@hermes/catalog";
import { afterEach, expect, it } from "vitest";
import type { Client } from "@modelcontextprotocol/client";
import { createToolSearch } from "./create-tool-search.js";
import { createToolSearchServer } from "./tool-search-server.js";
import { connectInMemory } from "../../mcp/test/pairs.js";

let front: Client | undefined;
afterEach(async () => {
  await front?.close();
});

const tools: Toolset = {
  source: { kind: "mcp", name: "late" },
  tools: [{ name: "late_tool", description: "Arrives late.", inputSchema: { type: "object" } }],
};

it("tools/list waits for the first starts to settle, then lists what came up", async () => {
  let open: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (open = resolve));
  let current: readonly Toolset[] = [];
  const search = createToolSearch({ contextLength: 100_000, config: { enabled: "off" } });
  front = await connectInMemory(
    createToolSearchServer({ search, toolsets: () => current, ready: () => ready, startWaitMs: 600_000 }),
  );
  const listing = front.listTools(); // initialize was answered; this one waits
  current = [tools];
  open();
  expect((await listing).tools.map((tool) => tool.name)).toEqual(["late_tool"]);
});

it("startWaitMs 0 answers at once, servers or not", async () => {
  const search = createToolSearch({ contextLength: 100_000, config: { enabled: "off" } });
  front = await connectInMemory(
    createToolSearchServer({
      search,
      toolsets: () => [],
      ready: () => new Promise<void>(() => undefined),
      startWaitMs: 0,
    }),
  );
  expect((await front.listTools()).tools).toEqual([]);
});
