import { CatalogEmbedderCache, planTiers } from "@hermes/catalog";
import { backgroundCorpus } from "@hermes/catalog/background";
import { createCatalogIndex, HYBRID_SHARE } from "@hermes/catalog/internal";
import { growCatalog, loadCatalogTools } from "@hermes/data";
import { formatCount } from "../format.js";
import { HAND_WRITTEN_QUERIES } from "../queries.js";
import { resultRow, type ResultRow } from "../result-row.js";
import type { Suite } from "../suite.js";
import { median } from "../timing.js";
import { hubNamedToolsets } from "./catalog.js";

const SUBJECT = "@hermes/catalog";

/** Median microseconds per query over every hand-written query, `rounds` times each. */
function timeQueriesUs(search: (query: string) => unknown, rounds: number): number {
  for (const query of HAND_WRITTEN_QUERIES) search(query);
  const perQuery: number[] = [];
  for (let round = 0; round < rounds; round += 1)
    for (const query of HAND_WRITTEN_QUERIES) {
      const started = performance.now();
      search(query);
      perQuery.push((performance.now() - started) * 1000);
    }
  return median(perQuery);
}

/** The catalog's own search, lexical (the default) against hybrid (opt-in semantic share). */
export const searchSuite: Suite = {
  name: "search",
  title: "search: lexical (default) and hybrid search over one catalog",
  subject: SUBJECT,
  setup: () => [
    "The real catalog grown to each size, one MCP toolset per server, tools named as the MCP hub names them " +
      "(so the plan holds every tool of the size), planned with `planTiers`; one " +
      "catalog index (`createCatalogIndex`) over the plan's deferred tools.",
    `**lexical**: \`index.search(query)\` (the default), median microseconds per query over the ` +
      `${HAND_WRITTEN_QUERIES.length} hand-written agent queries of \`pnpm eval\`'s bench list, 5 rounds, after one untimed round.`,
    `**hybrid**: the same with \`{ semantic: ${String(HYBRID_SHARE)} }\` (BM25 fused with the ` +
      "built-in embedder's cosine, the share scaled per query by the words the best lexical match lacks), " +
      "on a trained index, as the product runs it: vectors trained with the shipped background corpus.",
    "**build ms** (hybrid-train): milliseconds of the first hybrid query on a new index: training the built-in " +
      "embedder on the catalog's own tool texts and the background corpus of ~1,800 real MCP tools " +
      "(PPMI + truncated SVD) and embedding every tool, paid once per catalog (the gateway pays it " +
      "in the background, off the request path).",
  ],
  run({ sizes, log }) {
    const catalog = loadCatalogTools();
    const background = backgroundCorpus();
    const rows: ResultRow[] = [];
    for (const size of sizes) {
      const plan = planTiers(hubNamedToolsets(growCatalog(catalog, size)), { contextLength: 200_000 });
      const index = createCatalogIndex(plan.deferred, { embedders: new CatalogEmbedderCache(1, { background }) });
      const started = performance.now();
      index.search(HAND_WRITTEN_QUERIES[0] ?? "create issue", { semantic: HYBRID_SHARE });
      const train = performance.now() - started;
      const lexical = timeQueriesUs((query) => index.search(query), 5);
      const hybrid = timeQueriesUs((query) => index.search(query, { semantic: HYBRID_SHARE }), 5);
      const base = { suite: "search", system: SUBJECT, tools: size };
      rows.push(resultRow({ ...base, case: "lexical", metric: "us", value: lexical }));
      rows.push(resultRow({ ...base, case: "hybrid", metric: "us", value: hybrid }));
      rows.push(resultRow({ ...base, case: "hybrid-train", metric: "build_ms", value: train }));
      log(
        `search ${formatCount(size)}: lexical ${lexical.toFixed(1)} µs, hybrid ${hybrid.toFixed(1)} µs (${(hybrid / lexical).toFixed(2)}×), first hybrid query ${train.toFixed(0)} ms`,
      );
    }
    return Promise.resolve(rows);
  },
};
