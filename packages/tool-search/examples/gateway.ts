import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { compilePolicy } from "@hermes/mcp";
import { createFixtureServer } from "@hermes/mcp/testing";
import { createGateway } from "@hermes/tool-search";

// The servers to front: config entries ({ name, command, args } or { name, url }) start them;
// here one in-process server, connected as a client of its own.
const notes = createFixtureServer();
const [downstreamClient, downstreamServer] = InMemoryTransport.createLinkedPair();
await notes.server.connect(downstreamServer);
const client = new Client({ name: "gateway", version: "1.0.0" });
await client.connect(downstreamClient);

// The whole gateway `hermes-tool-search serve` runs: hub, tool search, policy, front servers.
const gateway = createGateway({
  servers: [{ name: "notes", client }],
  policy: compilePolicy({ allow: [], ask: [], deny: ["mcp__notes__crash"] }),
});
await gateway.hub.ready();

// Serve it: `await serveStdio(gateway.server)`, or `serveHttp(gateway.server, { … })`; here a front client in memory.
const [frontClient, frontServer] = InMemoryTransport.createLinkedPair();
await gateway.server().connect(frontServer);
const front = new Client({ name: "model", version: "1.0.0" });
await front.connect(frontClient);

const { tools } = await front.listTools();
console.log(tools.map((tool) => tool.name).join(" ")); // tool_search tool_describe tool_call
const ran = await front.callTool({
  name: "tool_call",
  arguments: { calls: [{ name: "mcp__notes__echo", arguments: { text: "hello" } }] },
});
console.log(JSON.stringify(ran.content)); // [{"type":"text","text":"hello"}]
const denied = await front.callTool({ name: "tool_call", arguments: { calls: [{ name: "mcp__notes__crash" }] } });
const [answer] = denied.content;
console.log(denied.isError, answer?.type === "text" ? (JSON.parse(answer.text) as { code: string }).code : answer); // true POLICY_DENIED

await front.close();
await gateway.close();

export { gateway };
