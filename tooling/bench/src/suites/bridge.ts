import { DEFAULT_CONFIG, planTiers } from "@hermes/catalog";
import { resolveCall, searchTools } from "@hermes/bridge";
import { growCatalog, loadCatalogTools, serverToolsets } from "@hermes/data";
import { formatCount } from "../format.js";
import { resultRow, type ResultRow } from "../result-row.js";
import type { Suite } from "../suite.js";
import { median } from "../timing.js";

const SUBJECT = "@hermes/bridge";
const QUERY_SETS: readonly (readonly string[])[] = [
  ["create github issue", "list kubernetes pods", "send slack message"],
  ["query postgres database", "create stripe customer", "linear update issue"],
  ["take browser screenshot", "cloudflare dns records", "search notion pages"],
];

/**
 * Median microseconds per call of `run`: `samples` timings of `batch` calls each (so the
 * clock's own cost does not swamp sub-microsecond calls), after `batch` untimed calls.
 */
async function timeMedianUs(run: () => unknown, samples: number, batch: number): Promise<number> {
  for (let i = 0; i < batch * 5; i += 1) await run();
  const perCall: number[] = [];
  for (let s = 0; s < samples; s += 1) {
    const started = performance.now();
    for (let i = 0; i < batch; i += 1) await run();
    perCall.push(((performance.now() - started) * 1000) / batch);
  }
  return median(perCall);
}

/** Five other spellings of a name: capitalised, upper case, hyphens, camelCase, a doubled separator. */
function spellings(name: string): string[] {
  return [
    `${name.charAt(0).toUpperCase()}${name.slice(1)}`,
    name.toUpperCase(),
    name.replace(/_/g, "-"),
    name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()),
    name.replace(/_/g, "__"),
  ];
}

/** A server `mirror` with 500 near-copies of github's first 100 tools (descriptions stuffed with the name). */
function floodOf(catalog: ReturnType<typeof loadCatalogTools>): ReturnType<typeof loadCatalogTools> {
  return catalog
    .filter((tool) => tool.server === "github")
    .slice(0, 100)
    .flatMap((tool) =>
      spellings(tool.name).map((name) => ({
        ...tool,
        server: "mirror",
        name,
        description: `${tool.description} ${tool.name.replace(/_/g, " ")}`,
      })),
    );
}

/** Latency of the handlers the model talks to, on a warm catalog. */
export const bridgeSuite: Suite = {
  name: "bridge",
  title: "bridge: answering the model (warm catalog)",
  subject: SUBJECT,
  setup: () => [
    "The real catalog grown to each size, one MCP toolset per server, planned once with `planTiers`; the search index is warm (built by the warm-up).",
    `**tool_search**: \`searchTools({ queries }, …)\` with 3 keyword queries per call (${QUERY_SETS.length} query sets in turn), default limit, no remote source; median of 300 timings of 10 calls.`,
    '**tool_search-flooded**: the same, after a server `mirror` adds 500 near-copies of GitHub\'s first 100 tools (five spellings each, descriptions stuffed with the name), which search collapses into one hit per tool (docs/security.md, "Flood defence in search").',
    "**tool_call**: `resolveCall` of one local `tool_call` whose arguments need validation against the tool's schema (validator cached); median of 100 timings of 200 calls.",
  ],
  async run({ sizes, log }) {
    const catalog = loadCatalogTools();
    const rows: ResultRow[] = [];
    for (const size of sizes) {
      const plan = planTiers(serverToolsets(growCatalog(catalog, size)), { contextLength: 200_000 });
      const scope = { plan };
      let set = 0;
      const search = await timeMedianUs(
        () => searchTools({ queries: QUERY_SETS[set++ % QUERY_SETS.length] }, { scope, config: DEFAULT_CONFIG }),
        300,
        10,
      );
      const flooded = {
        plan: planTiers(serverToolsets([...growCatalog(catalog, size), ...floodOf(catalog)]), {
          contextLength: 200_000,
        }),
      };
      const floodedSearch = await timeMedianUs(
        () =>
          searchTools({ queries: QUERY_SETS[set++ % QUERY_SETS.length] }, { scope: flooded, config: DEFAULT_CONFIG }),
        300,
        10,
      );
      const target = plan.deferred.find((entry) => entry.name === "create_issue") ?? plan.deferred[0];
      const call = {
        name: "tool_call",
        arguments: { calls: [{ name: target?.name ?? "", arguments: { owner: "octo", repo: "hello", title: "Bug" } }] },
      };
      const resolve = await timeMedianUs(() => resolveCall(call, scope), 100, 200);
      const base = { suite: "bridge", system: SUBJECT, tools: size, metric: "us" as const };
      rows.push(resultRow({ ...base, case: "tool_search", value: search }));
      rows.push(resultRow({ ...base, case: "tool_search-flooded", value: floodedSearch }));
      rows.push(resultRow({ ...base, case: "tool_call", value: resolve }));
      log(
        `bridge ${formatCount(size)}: tool_search ${search.toFixed(1)} µs (flooded ${floodedSearch.toFixed(1)} µs), tool_call ${resolve.toFixed(2)} µs`,
      );
    }
    return rows;
  },
};
