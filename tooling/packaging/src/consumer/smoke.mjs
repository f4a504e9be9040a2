// Runs in a temporary project that installed the packed tarballs: imports every entry
// point of every package, uses one function of each, and prints what it saw as JSON.
import { Bm25Index } from "@hermes/bm25";
import { bridgeTools } from "@hermes/bridge";
import { suggestNames } from "@hermes/bridge/internal";
import { DEFAULT_CONFIG, planTiers } from "@hermes/catalog";
import { parseConnectorToolName as parseCatalogToolName } from "@hermes/catalog/internal";
import { backgroundCorpus } from "@hermes/catalog/background";
import { createConnectors, parseConnectorToolName } from "@hermes/connectors";
import { startGateway, TEST_TOKEN } from "@hermes/connectors/testing";
import { createDispatcher } from "@hermes/dispatch";
import { createToolSearch, startMcpHub } from "@hermes/tool-search";
import { CONFIG_FILE_KEYS } from "@hermes/tool-search/internal";
import { createFixtureServer } from "@hermes/tool-search/testing";
import { callOutcomeToResult, startMcpHub as startHubOfMcp } from "@hermes/mcp";
import { createFixtureServer as mcpFixtureServer } from "@hermes/mcp/testing";
import { demoSources, demoToolsets, runCli } from "@hermes/cli";
import { modelTools } from "@hermes/integrations";
import { aiSdkTools } from "@hermes/integrations/ai-sdk";
import { anthropicTools } from "@hermes/integrations/anthropic";
import { openAIChatTools } from "@hermes/integrations/openai";
import { openAIAgentsTools } from "@hermes/integrations/openai-agents";
import { Client, InMemoryTransport } from "@modelcontextprotocol/client";

const report = {};

// @hermes/bm25
const index = new Bm25Index({ fields: { name: 2, description: 1 } });
index.addAll([
  { id: "create_issue", fields: { name: "create_issue", description: "Create a GitHub issue." } },
  { id: "send_email", fields: { name: "send_email", description: "Send an email." } },
]);
report.bm25 = index.search("github issue").map((hit) => hit.id);

// @hermes/catalog
const toolsets = [
  { tools: [{ name: "read_file", description: "Read a file.", inputSchema: { type: "object" } }] },
  {
    source: { kind: "mcp", name: "github" },
    tools: [{ name: "create_issue", description: "Create an issue.", inputSchema: { type: "object" } }],
  },
];
const plan = planTiers(toolsets);
report.catalog = { tier: plan.tier, deferred: plan.deferred.map((entry) => entry.name) };

// @hermes/catalog/internal
report.catalogInternal = parseCatalogToolName("connectors__gmail__SEND_EMAIL");

// @hermes/catalog/background
report.catalogBackground = backgroundCorpus().some((entry) => entry.toolName === "create_issue");

// @hermes/bridge
report.bridge = bridgeTools(plan, DEFAULT_CONFIG).map((tool) => tool.name);

// @hermes/bridge/internal
report.bridgeInternal = suggestNames("create_isue", ["create_issue", "read_file"]);

// @hermes/dispatch
const dispatcher = createDispatcher({ invoke: (name) => Promise.resolve(`ran ${name}`) });
const dispatched = await dispatcher.dispatch(
  { id: "1", name: "tool_call", arguments: { calls: [{ name: "create_issue", arguments: {} }] } },
  { scope: { plan }, config: DEFAULT_CONFIG },
);
report.dispatch = dispatched.result;

// @hermes/connectors and @hermes/connectors/testing
report.connectorName = parseConnectorToolName("connectors__gmail__SEND_EMAIL");
const gateway = await startGateway();
try {
  const connectors = createConnectors({ origin: gateway.origin, getToken: () => TEST_TOKEN });
  const found = await connectors.source.search(["send an email"]);
  report.connectors = found.kind === "results" ? found.groups.map((group) => group[0]?.name) : found;
} finally {
  await gateway.close();
}

// @hermes/tool-search
const search = createToolSearch({ contextLength: 200_000 });
const assembly = search.assemble(demoToolsets());
report.toolSearch = { tier: assembly.report.tier, deferred: assembly.report.deferredCount };

// @hermes/tool-search/internal
report.toolSearchInternal = Object.values(CONFIG_FILE_KEYS).map((key) => key.name);

// @hermes/integrations and its subpaths, each with its framework SDK (optional peers)
report.integrations = {
  modelTools: modelTools(search, assembly).length,
  aiSdk: Object.keys(aiSdkTools(search, assembly)).length,
  openai: openAIChatTools(search, assembly).length,
  anthropic: anthropicTools(search, assembly).length,
  openaiAgents: openAIAgentsTools(search, assembly).length,
};

// @hermes/tool-search/testing, through the umbrella's MCP hub
const fixture = createFixtureServer();
const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
await fixture.server.connect(serverSide);
const client = new Client({ name: "smoke", version: "1.0.0" });
await client.connect(clientSide);
const hub = await startMcpHub([{ name: "fixture", client }]);
try {
  const outcome = await hub.invoke("echo", { text: "hello" });
  report.mcp = outcome.ok ? outcome.result.content : outcome.error;
} finally {
  await hub.close();
}

// @hermes/mcp and @hermes/mcp/testing on their own, without the umbrella
{
  const fixture = mcpFixtureServer();
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await fixture.server.connect(serverSide);
  const client = new Client({ name: "smoke-mcp", version: "1.0.0" });
  await client.connect(clientSide);
  const hub = await startHubOfMcp([{ name: "fixture", client }]);
  try {
    report.mcpDirect = callOutcomeToResult(await hub.invoke("echo", { text: "hello" }));
  } finally {
    await hub.close();
  }
}

// @hermes/cli as a library: the command as a function, and the demo's sources
let cliOut = "";
const code = await runCli(["inspect", "--json"], { out: (text) => void (cliOut += text), err: () => undefined });
report.cli = { code: JSON.parse(cliOut).tier === 1 ? code : -1, sources: demoSources().length };

console.log(JSON.stringify(report));
