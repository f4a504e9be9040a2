import { growCatalog, loadCatalogTools } from "@hermes/data";
import { toBenchDocuments } from "../documents.js";
import { formatCount } from "../format.js";
import { measureSystem, type MeasurePlan, type SystemMeasurement } from "../measure-system.js";
import { buildQueries } from "../queries.js";
import { resultRow, type ResultRow } from "../result-row.js";
import type { Suite } from "../suite.js";
import { BM25_PEERS, BM25_SUBJECT, BM25_VARIANTS } from "../systems/all-systems.js";

const SYSTEMS = [BM25_SUBJECT, ...BM25_VARIANTS, ...BM25_PEERS];
const LIMIT = 10;

/** More repetitions where they are cheap; budgets cap the slow systems on big catalogs. */
export function planFor(tools: number): MeasurePlan {
  if (tools <= 1_000)
    return { buildRuns: 9, buildBudgetMs: 1_500, queryPasses: 20, queryBudgetMs: 1_000, limit: LIMIT };
  if (tools <= 10_000)
    return { buildRuns: 5, buildBudgetMs: 2_500, queryPasses: 8, queryBudgetMs: 1_500, limit: LIMIT };
  return { buildRuns: 3, buildBudgetMs: 4_000, queryPasses: 5, queryBudgetMs: 3_000, limit: LIMIT };
}

/** One catalog size per plan tier, for the docs. */
const PLAN_SIZES = [300, 3_000, 30_000];

function describePlan(tools: number): string {
  const plan = planFor(tools);
  return `${plan.buildRuns} builds and ${plan.queryPasses} query passes at ${formatCount(tools)} tools`;
}

/**
 * The rows of one measurement. A variant of the subject builds the same index as the subject
 * (its setting acts only at query time), so it reports query figures only: its build time and
 * heap would measure the subject again, and in noise.
 */
export function rowsOf(system: string, tools: number, m: SystemMeasurement): ResultRow[] {
  const base = { suite: "bm25", system, tools };
  const isVariant = BM25_VARIANTS.some((variant) => variant.name === system);
  const build = isVariant
    ? []
    : [
        resultRow({ ...base, case: "build", metric: "build_ms", value: m.buildMs }),
        resultRow({ ...base, case: "build", metric: "heap_mb", value: m.heapMb }),
      ];
  return [
    ...build,
    resultRow({ ...base, case: "query", metric: "query_p50_us", value: m.queryP50Us }),
    resultRow({ ...base, case: "query", metric: "query_p99_us", value: m.queryP99Us }),
    resultRow({ ...base, case: "query", metric: "qps", value: m.qps }),
  ];
}

/** @hermes/bm25 against minisearch, wink-bm25-text-search and @orama/orama. */
export const bm25Suite: Suite = {
  name: "bm25",
  title: "bm25: ranking tool catalogs",
  subject: BM25_SUBJECT.name,
  setup: () => {
    const catalog = loadCatalogTools();
    const servers = new Set(catalog.map((tool) => tool.server)).size;
    const queries = buildQueries(catalog);
    return [
      `Documents are the ${formatCount(catalog.length)} real MCP tools of ${servers} servers in ` +
        "`tooling/data`, grown (or cut) to each size by `growCatalog`, which repeats whole servers " +
        "under new names. Every system indexes the same two fields, `name` (weight 2) and " +
        "`description` (weight 1), with the tool id `server/name` as document id.",
      `Queries: the same ${queries.length} queries for every system and size — hand-written agent ` +
        "requests (`create github issue`, `query postgres database`, …) plus queries built " +
        "deterministically from the catalog's tool names and descriptions. Top 10 results.",
      `Repetitions: ${PLAN_SIZES.map(describePlan).join("; ")}; fewer once the time budget of ` +
        "that step is spent (slow systems on big catalogs), never fewer than one.",
      ...SYSTEMS.map((system) => `**${system.name}**: ${system.config}`),
    ];
  },
  async run({ sizes, log }) {
    const catalog = loadCatalogTools();
    const queries = buildQueries(catalog);
    const rows: ResultRow[] = [];
    for (const size of sizes) {
      const docs = toBenchDocuments(growCatalog(catalog, size));
      for (const system of SYSTEMS) {
        const m = await measureSystem(system, docs, queries, planFor(size));
        log(
          `bm25 ${size} ${system.name}: build ${m.buildMs.toFixed(1)} ms (${m.buildRuns} runs), ` +
            `${m.qps.toFixed(0)} qps (${m.queryPasses} passes, ${m.hitsPerPass} hits/pass)`,
        );
        rows.push(...rowsOf(system.name, size, m));
      }
    }
    return rows;
  },
};
