// `pnpm token-economy`: per-task tokens of eager loading vs tool search on the real catalogs and
// the demo, what signatures buy on the eval sets, and the prompt-cache picture. Prints the
// tables and rewrites docs/token-economy.md (o200k counts every token).
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Toolset } from "@hermes/catalog";
import { loadCatalogs, loadEvalSet, publicEvalSetPaths, serverToolsets } from "@hermes/data";
import { demoToolsets } from "@hermes/cli";
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import { cachePicture } from "./economy-cache.js";
import { renderEconomyDoc } from "./economy-doc.js";
import { studySignatures } from "./economy-signatures.js";
import { cacheTable, coverageTable, signatureTable, taskTable } from "./economy-tables.js";
import { measureCatalog, selfTasks, type CatalogEconomy } from "./economy-tasks.js";
import { renderTextTable } from "./table.js";

const DOC_URL = new URL("../../../docs/token-economy.md", import.meta.url);
/** Tasks per catalog, and queries per eval set (even samples; see the doc). */
const TASKS_PER_CATALOG = 60;
const QUERIES_PER_SET = 2_000;
const CACHE_TURNS = 20;

async function main(): Promise<void> {
  const started = performance.now();
  const catalogs: { name: string; toolsets: readonly Toolset[] }[] = [
    ...loadCatalogs().map((catalog) => ({ name: catalog.name, toolsets: serverToolsets(catalog.tools) })),
    { name: "demo", toolsets: demoToolsets() },
  ];
  const economies: CatalogEconomy[] = [];
  for (const { name, toolsets } of catalogs)
    economies.push(await measureCatalog(name, toolsets, selfTasks(toolsets, TASKS_PER_CATALOG), countTokens));
  const studies = [];
  for (const path of publicEvalSetPaths())
    studies.push(await studySignatures(loadEvalSet(path), countTokens, QUERIES_PER_SET));
  const pictures = catalogs.map(({ name, toolsets }) => cachePicture(name, toolsets, CACHE_TURNS, countTokens));
  const tables = {
    tasks: taskTable(economies),
    signatures: signatureTable(studies, economies),
    coverage: coverageTable(economies),
    cache: cacheTable(pictures),
  };
  process.stdout.write(`tokens per task (o200k): eager loading vs tool search\n${renderTextTable(tables.tasks)}\n\n`);
  process.stdout.write(
    `signatures: calls that need no tool_describe, and tool_search result tokens\n${renderTextTable(tables.signatures)}\n\n`,
  );
  process.stdout.write(`every deferred tool's signature\n${renderTextTable(tables.coverage)}\n\n`);
  process.stdout.write(`prompt cache: the tool block across ${CACHE_TURNS} turns\n${renderTextTable(tables.cache)}\n`);
  if (process.argv.includes("--no-write")) return;
  writeFileSync(
    DOC_URL,
    renderEconomyDoc({
      tables,
      tasksPerCatalog: TASKS_PER_CATALOG,
      queriesPerSet: QUERIES_PER_SET,
      cacheTurns: CACHE_TURNS,
    }),
  );
  process.stderr.write(`wrote ${fileURLToPath(DOC_URL)} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

await main();
