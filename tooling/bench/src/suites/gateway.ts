import { Client, InMemoryTransport, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import type { Server } from "@modelcontextprotocol/server";
import { callOutcomeToResult, createFrontServer, hubPassThrough, type McpHub } from "@hermes/mcp";
import { createToolSearch, createToolSearchServer, mcpInvoke, serveHttp, startMcpHub } from "@hermes/tool-search";
import { createFixtureServer, type FixtureServer } from "@hermes/tool-search/testing";
import { resultRow, type ResultRow } from "../result-row.js";
import type { Suite } from "../suite.js";
import { timeRounds, type Measured, type Rounds } from "./gateway-rounds.js";
import { measureGatewayStdio, STDIO_SYSTEMS } from "./gateway-stdio.js";
import { DIRECT, PIPE, SUBJECT, TOOL_SEARCH, type GatewaySystem } from "./gateway-systems.js";

const SYSTEMS = [DIRECT, SUBJECT, TOOL_SEARCH] as const;
type System = (typeof SYSTEMS)[number];

const RUNS: Readonly<Record<Mode | "stdio", number>> = { inmemory: 2_000, http: 600, stdio: 1_000 };
const WARMUP = 200;
type Mode = "inmemory" | "http";

/** A front server that lists and calls the hub's tools as they are (the passthrough gateway). */
function passthrough(hub: McpHub): Server {
  return createFrontServer({
    name: "gateway",
    version: "1.0.0",
    listTools: () => hub.tools(),
    callTool: async (tool, args, { signal, request }) =>
      callOutcomeToResult(await hub.invoke(tool, args, { signal, request })),
    passThrough: hubPassThrough(hub),
    onToolsChanged: (notify) => hub.onChange(() => notify()),
  });
}

interface Endpoint {
  readonly client: Client;
  readonly close: () => Promise<void>;
}

/** An SDK client connected to `server`: in memory, or over HTTP on 127.0.0.1. */
async function connect(server: () => Server, mode: Mode): Promise<Endpoint> {
  const client = new Client({ name: "bench", version: "1.0.0" });
  if (mode === "inmemory") {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const instance = server();
    await instance.connect(serverSide);
    await client.connect(clientSide);
    return { client, close: () => client.close().then(() => instance.close()) };
  }
  const served = await serveHttp(server);
  await client.connect(new StreamableHTTPClientTransport(new URL(served.url)));
  return { client, close: () => client.close().then(() => served.close()) };
}

/** A hub in front of one fresh fixture server, reached like the front client reaches the gateway. */
async function fixtureHub(mode: Mode): Promise<{ hub: McpHub; fixture: FixtureServer; close: () => Promise<void> }> {
  const fixture = createFixtureServer();
  const downstream = await connect(() => fixture.server, mode);
  const hub = await startMcpHub([{ name: "fixture", client: downstream.client }]);
  return { hub, fixture, close: () => hub.close().then(() => downstream.close()) };
}

/**
 * One `echo` call per system in turn (the order rotates every round), so machine noise falls
 * on every system alike; p50 and p95 of each system's call times in µs, and how many tools the
 * fixture server lists (the row's tool count).
 */
export async function measureGateway(
  mode: Mode,
  log: (line: string) => void,
  rounds: Rounds = { warmup: WARMUP, runs: RUNS[mode] },
): Promise<{ figures: Record<System, Measured>; tools: number; calls: number }> {
  const direct = await connect(() => createFixtureServer().server, mode);
  const viaHub = await fixtureHub(mode);
  const gateway = await connect(() => passthrough(viaHub.hub), mode);
  const searchHub = await fixtureHub(mode);
  const search = createToolSearch({ invoke: mcpInvoke(searchHub.hub) });
  const served = await connect(
    () => createToolSearchServer({ search, toolsets: () => searchHub.hub.toolsets() }),
    mode,
  );
  try {
    const echoOf = (tools: readonly { name: string }[]): string | undefined =>
      tools.find((tool) => tool.name === "echo" || tool.name.endsWith("__echo"))?.name;
    const gatewayEcho = echoOf((await gateway.client.listTools()).tools);
    if (gatewayEcho === undefined) throw new Error("the gateway lists no echo tool");
    // Deferred behind the bridge (the default for MCP tools): called through `tool_call`.
    const listedEcho = echoOf((await served.client.listTools()).tools);
    const searchEcho = echoOf(searchHub.hub.tools()) ?? "echo";
    const searchCall =
      listedEcho === undefined
        ? { name: "tool_call", arguments: { calls: [{ name: searchEcho, arguments: { text: "ping" } }] } }
        : { name: listedEcho, arguments: { text: "ping" } };
    const checked = (system: System, call: () => Promise<unknown>) => async (): Promise<void> => {
      const result = (await call()) as { isError?: boolean };
      if (result.isError === true) throw new Error(`${system}: echo failed over ${mode}`);
    };
    const out = await timeRounds(
      SYSTEMS,
      {
        [DIRECT]: checked(DIRECT, () => direct.client.callTool({ name: "echo", arguments: { text: "ping" } })),
        [SUBJECT]: checked(SUBJECT, () => gateway.client.callTool({ name: gatewayEcho, arguments: { text: "ping" } })),
        [TOOL_SEARCH]: checked(TOOL_SEARCH, () => served.client.callTool(searchCall)),
      },
      rounds,
    );
    log(
      `gateway ${mode}: ` +
        SYSTEMS.map((s) => `${s} p50 ${out[s].p50.toFixed(1)} µs p95 ${out[s].p95.toFixed(1)} µs`).join("; "),
    );
    const fixtureCalls = [viaHub.fixture, searchHub.fixture].map((fixture) => fixture.stats.calls.length);
    return {
      figures: out,
      tools: (await direct.client.listTools()).tools.length,
      calls: Math.min(...fixtureCalls),
    };
  } finally {
    await Promise.all([direct.close(), gateway.close(), served.close()]);
    await Promise.all([viaHub.close(), searchHub.close()]);
  }
}

/** A proxied `tools/call` through the gateway, side by side with the same server called directly. */
export const gatewaySuite: Suite = {
  name: "gateway",
  title: "gateway: a proxied tools/call against the same server called directly",
  subject: SUBJECT,
  setup: () => [
    "The fixture MCP server of `@hermes/tool-search/testing` and its `echo` tool, called with the same " +
      "SDK v2 client three ways: **direct** (client → server); **@hermes/mcp gateway** (client → " +
      "`createFrontServer` listing the hub's tools as they are → hub → a fixture server); **@hermes/tool-search " +
      "serve** (client → `createToolSearchServer`, what `hermes-tool-search serve` runs, → tool search → hub " +
      "→ a fixture server; `echo` is deferred, as MCP tools are by default, so it is called through `tool_call`).",
    "**inmemory**: every hop over the SDK's in-memory transport; **http**: every hop over Streamable HTTP " +
      "on 127.0.0.1 (`serveHttp`), the gateway's downstream client included. The three are called in turn, " +
      `the order rotating every round, ${RUNS.inmemory.toLocaleString("en-US")} rounds in memory and ` +
      `${RUNS.http.toLocaleString("en-US")} over HTTP after ${WARMUP} warm-up rounds; p50 and p95 of each ` +
      "call's time in µs. **overhead**: the gateway's percentile minus the direct call's.",
    "**stdio**: how Claude Desktop, Cursor and VS Code start a server; every system is a child process the " +
      "client spawns, ending at the built stdio fixture server (`@hermes/mcp` " +
      "`dist/testing/fixture-server-main.js`) in a process of its own. **direct**: the client spawns the " +
      "fixture; **@hermes/mcp gateway**: `dist/testing/fixture-proxy-main.js` (the passthrough front server → " +
      "hub → the fixture as its stdio child; `echo` by name); **@hermes/tool-search serve**: the built CLI, " +
      "`hermes-tool-search serve --config <temp file>` naming the fixture as its one stdio server (`echo` " +
      "is deferred, so through `tool_call`); **bare stdio hop**: a process that only copies bytes between " +
      "its stdio and the fixture's, the cost of the extra process hop alone. The four are called in turn, " +
      `the order rotating every round, ${RUNS.stdio.toLocaleString("en-US")} rounds after ${WARMUP} ` +
      "warm-up rounds. A gateway's own share is its overhead minus the bare hop's.",
    "Over HTTP the proxied call makes two loopback HTTP round trips (client → gateway, gateway → " +
      "server) where the direct call makes one, so its overhead is about one more round trip; the " +
      "gateway's own work per call is the in-memory overhead.",
  ],
  async run({ log }) {
    const rows: ResultRow[] = [];
    const add = (
      mode: Mode | "stdio",
      systems: readonly GatewaySystem[],
      figures: Partial<Record<GatewaySystem, Measured>>,
      tools: number,
    ): void => {
      const direct = figures[DIRECT];
      for (const system of systems) {
        const figure = figures[system];
        if (figure === undefined || direct === undefined) continue;
        const base = { suite: "gateway", system, tools };
        rows.push(resultRow({ ...base, case: `${mode}-p50`, metric: "us", value: figure.p50 }));
        rows.push(resultRow({ ...base, case: `${mode}-p95`, metric: "us", value: figure.p95 }));
        if (system === DIRECT) continue;
        rows.push(resultRow({ ...base, case: `${mode}-p50`, metric: "overhead_us", value: figure.p50 - direct.p50 }));
        rows.push(resultRow({ ...base, case: `${mode}-p95`, metric: "overhead_us", value: figure.p95 - direct.p95 }));
      }
    };
    for (const mode of ["inmemory", "http"] as const) {
      const { figures, tools } = await measureGateway(mode, log);
      add(mode, SYSTEMS, figures, tools);
    }
    const stdio = await measureGatewayStdio(log, { warmup: WARMUP, runs: RUNS.stdio });
    add("stdio", STDIO_SYSTEMS, stdio.figures, stdio.tools);
    const share = (system: GatewaySystem): string => (stdio.figures[system].p50 - stdio.figures[PIPE].p50).toFixed(1);
    log(
      `gateway stdio: own share p50 (overhead minus the bare hop's): ${SUBJECT} ${share(SUBJECT)} µs; ${TOOL_SEARCH} ${share(TOOL_SEARCH)} µs`,
    );
    return rows;
  },
};
