import { Client, InMemoryTransport } from "@modelcontextprotocol/client";
import { callOutcomeToResult, createFrontServer, parseMcpServers, startMcpHub } from "@hermes/mcp";
import { createFixtureServer } from "@hermes/mcp/testing";

// The `mcpServers` block of a config file, checked: every problem is named by its key, never by a secret.
const parsed = parseMcpServers({
  mcpServers: { notes: { command: "node", args: ["notes.js"], env: { TOKEN: "sk-…" } }, typo: { comand: "node" } },
});
console.log(parsed.ok, parsed.servers.length, parsed.warnings[0]?.message); // false 1 mcpServers.typo.comand is not a known setting and is ignored (did you mean "command"?)

// A hub over connected servers (here a real SDK server in memory; `openMcpHub(parsed.servers)` spawns them).
const fixture = createFixtureServer();
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await fixture.server.connect(serverSide);
const client = new Client({ name: "example", version: "1.0.0" });
await client.connect(clientSide);
const hub = await startMcpHub([{ name: "notes", client }]);
console.log(
  hub
    .tools()
    .map((tool) => tool.name)
    .slice(0, 2)
    .join(" "),
); // mcp__notes__echo mcp__notes__add

// A call by its model-facing name runs on the server that owns it; a failure is a value, never a throw.
console.log(JSON.stringify(callOutcomeToResult(await hub.invoke("mcp__notes__echo", { text: "hi" })).content)); // [{"type":"text","text":"hi"}]
const missing = await hub.invoke("mcp__notes__nope", {});
console.log(missing.ok ? "ran" : missing.error.code, JSON.stringify(callOutcomeToResult(missing))); // UNKNOWN_TOOL {"isError":true,"content":[{"type":"text","text":"no connected MCP server has a tool named \"mcp__notes__nope\""}]}

// Server mode: one MCP server in front of the hub (serve it with `serveStdio(front)` or `serveHttp(front, { port })`).
const front = createFrontServer({
  name: "front",
  version: "1.0.0",
  listTools: () => hub.tools(),
  // `request` (the front request) goes down with the call: its progress, logs and server requests reach this client.
  callTool: async (name, args, { signal, request }) =>
    callOutcomeToResult(await hub.invoke(name, args, { signal, request })),
});
console.log(typeof front.connect); // function
await hub.close();

export { front };
