import { DEFAULT_CONFIG, planTiers, type RemoteSource, type TierPlan, type Toolset } from "@hermes/catalog";
import { searchTools } from "@hermes/bridge";
import { createConnectorsSource, createGatewayClient, MANAGE_CONNECTIONS_DEFINITION } from "@hermes/connectors";
import { startGateway, TEST_TOKEN, type TestGateway } from "@hermes/connectors/testing";
import { growCatalog, loadCatalogTools, type CatalogTool, serverToolsets } from "@hermes/data";
import { formatCount } from "../format.js";
import { resultRow, type ResultRow } from "../result-row.js";
import type { Suite } from "../suite.js";
import { median } from "../timing.js";

const SUBJECT = "@hermes/connectors";
/** The search deadline while the gateway hangs (the client's `timeoutsMs.search`). */
const HANG_DEADLINE_MS = 100;
const ADDED_SAMPLES = 200;
const HANG_SAMPLES = 7;
const QUERY_SETS: readonly (readonly string[])[] = [
  ["send an email", "create github issue", "list kubernetes pods"],
  ["create linear issue", "query postgres database", "search notion pages"],
  ["slack send message", "take browser screenshot", "list inbox messages"],
];

/** One MCP toolset per server, plus `manage_connections` so connectors are in the session's scope. */
function toolsetsOf(tools: readonly CatalogTool[]): Toolset[] {
  return [{ tools: [MANAGE_CONNECTIONS_DEFINITION] }, ...serverToolsets(tools)];
}

function sourceFor(gateway: TestGateway, searchDeadlineMs: number): RemoteSource {
  return createConnectorsSource({
    client: createGatewayClient({
      origin: gateway.origin,
      getToken: () => TEST_TOKEN,
      timeoutsMs: { search: searchDeadlineMs },
    }),
  });
}

/** Milliseconds of one `tool_search` call. */
async function timeSearch(
  plan: TierPlan,
  queries: readonly string[],
  remote: RemoteSource | undefined,
): Promise<number> {
  const started = performance.now();
  await searchTools({ queries }, { scope: { plan }, config: DEFAULT_CONFIG, remote });
  return performance.now() - started;
}

/** Median search time without and with a healthy gateway, interleaved so drift hits both alike. */
async function addedLatency(plan: TierPlan, remote: RemoteSource): Promise<{ local: number; remote: number }> {
  const local: number[] = [];
  const withRemote: number[] = [];
  for (let i = 0; i < ADDED_SAMPLES + 20; i += 1) {
    const queries = QUERY_SETS[i % QUERY_SETS.length] ?? [];
    const a = await timeSearch(plan, queries, undefined);
    const b = await timeSearch(plan, queries, remote);
    if (i >= 20) {
      local.push(a);
      withRemote.push(b);
    }
  }
  return { local: median(local), remote: median(withRemote) };
}

/** Search latency a local gateway adds, and how long a search takes to degrade when the gateway hangs. */
export const connectorsSuite: Suite = {
  name: "connectors",
  title: "connectors: remote tools in tool_search (gateway on 127.0.0.1)",
  subject: SUBJECT,
  setup: () => [
    "The real catalog grown to each size, one MCP toolset per server plus `manage_connections` (so connectors are in scope), planned once with `planTiers`; the bundled test gateway (`@hermes/connectors/testing`, 11 in-memory tools, word-overlap search) runs on 127.0.0.1 in the same process.",
    `**search-added**: median \`searchTools\` time with the gateway as \`remote\` minus the median without it (local-only), 3 queries per call (${QUERY_SETS.length} query sets in turn), ${ADDED_SAMPLES} interleaved pairs after 20 warm-up pairs. Includes one HTTP round trip, response validation and ranking the hits in the same BM25 pass.`,
    `**degrade-on-hang**: the gateway's search route hangs; median time of ${HANG_SAMPLES} \`searchTools\` calls until they return local-only results plus \`connectors: {status: "unavailable"}\`, with the search deadline set to ${HANG_DEADLINE_MS} ms (the default is 30 s).`,
  ],
  async run({ sizes, log }) {
    const catalog = loadCatalogTools();
    const gateway = await startGateway();
    const rows: ResultRow[] = [];
    try {
      for (const size of sizes) {
        const plan = planTiers(toolsetsOf(growCatalog(catalog, size)), { contextLength: 200_000 });
        gateway.clearFaults();
        const added = await addedLatency(plan, sourceFor(gateway, 30_000));
        gateway.setFault("search", { kind: "hang" });
        const hang = sourceFor(gateway, HANG_DEADLINE_MS);
        const degrade: number[] = [];
        for (let i = 0; i < HANG_SAMPLES; i += 1) degrade.push(await timeSearch(plan, QUERY_SETS[0] ?? [], hang));
        gateway.clearFaults();
        gateway.clearLog();
        const base = { suite: "connectors", system: SUBJECT, tools: size, metric: "ms" as const };
        rows.push(resultRow({ ...base, case: "search-added", value: added.remote - added.local }));
        rows.push(resultRow({ ...base, case: "degrade-on-hang", value: median(degrade) }));
        log(
          `connectors ${formatCount(size)}: local ${added.local.toFixed(3)} ms, with gateway ${added.remote.toFixed(3)} ms ` +
            `(+${(added.remote - added.local).toFixed(3)} ms); degrade on hang ${median(degrade).toFixed(1)} ms (deadline ${HANG_DEADLINE_MS} ms)`,
        );
      }
    } finally {
      await gateway.close();
    }
    return rows;
  },
};
