// `pnpm bench`: runs every suite, prints a table (or, with --json, only the result rows)
// and rewrites docs/benchmarks.md.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseCliArgs, USAGE, type CliArgs } from "./cli-args.js";
import { buildGrids, type Grid } from "./grid.js";
import { readMachine } from "./machine.js";
import { mergeSections } from "./doc-merge.js";
import { renderBenchmarksDoc, renderSection } from "./markdown.js";
import { toJsonReport } from "./result-row.js";
import type { Suite, SuiteResult } from "./suite.js";
import { bm25Suite } from "./suites/bm25.js";
import { bridgeSuite } from "./suites/bridge.js";
import { catalogSuite } from "./suites/catalog.js";
import { connectorsSuite } from "./suites/connectors.js";
import { dispatchSuite } from "./suites/dispatch.js";
import { gatewaySuite } from "./suites/gateway.js";
import { loadSuite } from "./suites/load.js";
import { searchSuite } from "./suites/search.js";
import { umbrellaSuite } from "./suites/umbrella.js";
import { validationSuite } from "./suites/validation.js";
import { renderTextReport } from "./table.js";

/** Every suite `pnpm bench` runs, in order. A new package's suite goes here. */
const SUITES: readonly Suite[] = [
  bm25Suite,
  catalogSuite,
  bridgeSuite,
  searchSuite,
  validationSuite,
  dispatchSuite,
  connectorsSuite,
  umbrellaSuite,
  loadSuite,
  gatewaySuite,
];

const DOC_PATH = fileURLToPath(new URL("../../../docs/benchmarks.md", import.meta.url));

function log(line: string): void {
  process.stderr.write(`${line}\n`);
}

function gridsOf(result: SuiteResult): Grid[] {
  return buildGrids({ title: result.suite.title, subject: result.suite.subject, rows: result.rows });
}

/** The parsed arguments, or undefined after reporting bad ones (exit code 2). */
function readArgs(): CliArgs | undefined {
  try {
    return parseCliArgs(process.argv.slice(2));
  } catch (error) {
    log(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    process.exitCode = 2;
    return undefined;
  }
}

async function main(): Promise<void> {
  const args = readArgs();
  if (args === undefined) return;
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }

  const unknown = args.suites?.filter((name) => !SUITES.some((suite) => suite.name === name)) ?? [];
  if (unknown.length > 0) {
    log(`unknown suite ${unknown.join(", ")}; the suites are ${SUITES.map((suite) => suite.name).join(", ")}`);
    process.exitCode = 2;
    return;
  }
  const chosen = SUITES.filter((suite) => args.suites?.includes(suite.name) ?? true);
  const results: SuiteResult[] = [];
  for (const suite of chosen) {
    log(`suite ${suite.name}: sizes ${args.sizes.join(", ")}`);
    results.push({ suite, rows: await suite.run({ sizes: args.sizes, log }) });
  }

  if (args.json) {
    process.stdout.write(`${toJsonReport(results.flatMap((result) => result.rows))}\n`);
  } else {
    process.stdout.write(renderTextReport(results.flatMap(gridsOf)));
  }

  if (args.write) {
    const sections = results.map((result) => ({
      title: result.suite.title,
      setup: result.suite.setup(),
      grids: gridsOf(result),
    }));
    const doc =
      args.suites === undefined
        ? renderBenchmarksDoc({ date: new Date().toISOString().slice(0, 10), machine: readMachine(), sections })
        : mergeSections(readFileSync(DOC_PATH, "utf8"), sections.map(renderSection));
    writeFileSync(DOC_PATH, doc);
    log(`wrote ${DOC_PATH}`);
  }
}

await main();
