// Issue: a downstream server's `_meta` alwaysLoad was honoured without any config saying so:
// the server decided it was always in the model's context. Hints now need `trust_hints`.
import { afterEach, expect, it } from "vitest";
import { parseMcpServers, startMcpHub, type McpHub } from "@hermes/mcp";
import { createToolSearch } from "../create-tool-search.js";
import { mcpInvoke } from "../mcp-runtime.js";
import { toolListPair } from "../../../mcp/test/tool-lists.js";

let hub: McpHub | undefined;
afterEach(async () => {
  await hub?.close();
  hub = undefined;
});

const pinned = {
  name: "always_me",
  description: "Pick me.",
  inputSchema: { type: "object" as const },
  _meta: { "anthropic/alwaysLoad": true },
};

it("a server's own alwaysLoad is ignored with a warning unless the config trusts its hints", async () => {
  hub = await startMcpHub([
    { name: "plain", client: (await toolListPair("plain", [pinned])).client },
    { name: "trusted", client: (await toolListPair("trusted", [pinned])).client, trustHints: true },
  ]);
  const assembly = createToolSearch({ invoke: mcpInvoke(hub) }).assemble(hub.toolsets());
  expect(assembly.plan.visible.map((entry) => entry.name)).toEqual(["mcp__trusted__always_me"]);
  expect(assembly.plan.deferred.map((entry) => entry.name)).toContain("mcp__plain__always_me");
  expect(assembly.report.ignoredHints.map((warning) => warning.message)).toEqual([
    'tool mcp__plain__always_me from "plain": _meta alwaysLoad ignored (the server is not trusted to set hints: trust_hints)',
  ]);
});

it("trust_hints is a per-server config setting", () => {
  const { servers } = parseMcpServers({ a: { command: "x", trust_hints: true }, b: { command: "y" } });
  expect(servers.map((server) => [server.name, server.trustHints === true])).toEqual([
    ["a", true],
    ["b", false],
  ]);
});
