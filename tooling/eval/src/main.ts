// `pnpm eval`: retrieval quality of @hermes/bm25 and peer rankers on the public tool-retrieval
// sets (plus any --data files). See docs/retrieval.md, which a normal run rewrites.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadAgentSet, loadCatalogs, loadEvalSet, publicEvalSetPaths } from "@hermes/data";
import { agentTable, agentTargetLines, evaluateAgentSet } from "./agent-section.js";
import { renderAgentSection, renderCvDoc } from "./agent-doc-section.js";
import { agentPresentSet, pointLabel, runCrossValidation, cvTable } from "./cross-validation.js";
import { countTokens } from "gpt-tokenizer/encoding/o200k_base";
import type { EvalSet } from "@hermes/data";
import { absentAffordable } from "./absent.js";
import { gridInProcesses } from "./grid-processes.js";
import { renderHybridCvConsole, renderHybridCvSection } from "./hybrid-cv-section.js";
import { runHybridCv } from "./hybrid-cv.js";
import { HYBRID_SYSTEM } from "./systems/hybrid-system.js";
import { runAblation } from "./ablation.js";
import { catalogDrops, renderCatalogSection } from "./catalog-section.js";
import { parseEvalArgs, USAGE } from "./args.js";
import type { EvalArgs } from "./args.js";
import { renderConsoleAblation, renderConsoleReport } from "./console-report.js";
import { evaluateSet } from "./evaluate.js";
import { runFrontier } from "./frontier-run.js";
import type { SetFrontier } from "./frontier-run.js";
import { renderConsoleFrontier } from "./frontier-section.js";
import type { SetReport } from "./evaluate.js";
import { toJsonResults } from "./json-results.js";
import { renderRetrievalDoc } from "./retrieval-doc.js";
import { DEFAULT_CONFIG } from "./retrieval-config.js";
import { allSystems, selectedSystems } from "./systems/system-list.js";
import type { SearchSystem } from "./systems/search-system.js";
import { renderTextTable } from "./table.js";
import { catalogEstimate } from "./token-estimate.js";
import { renderTokenSection, tokenJsonResults, tokenTable } from "./token-report.js";

const DOC_URL = new URL("../../../docs/retrieval.md", import.meta.url);
const CV_DOC_URL = new URL("../../../docs/retrieval-cv.md", import.meta.url);

/**
 * `pnpm eval --cv`: the cross-validation alone, over every public set and the agent set's present
 * queries: the ranker's grid, then the hybrid search's semantic share. `--cv --system
 * hermes-catalog-hybrid` runs only the second (never rewrites the doc).
 */
async function crossValidate(args: EvalArgs, started: number): Promise<void> {
  const sets = [...publicEvalSetPaths().map(loadEvalSet), agentPresentSet(loadAgentSet())];
  const hybridOnly = args.systems.length > 0 && args.systems.every((system) => system === HYBRID_SYSTEM);
  const hybrid = await runHybridCv(sets, DEFAULT_CONFIG);
  process.stdout.write(`${renderHybridCvConsole(hybrid)}\n`);
  if (hybridOnly) {
    process.stderr.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    return;
  }
  const cv = await runCrossValidation(sets, DEFAULT_CONFIG, "natural", gridInProcesses());
  process.stdout.write(
    `cross-validation (leave one set out, nDCG@10 in %), default: ${cv.chosen.label}\n${renderTextTable(cvTable(cv))}\n`,
  );
  if (args.write) {
    writeFileSync(CV_DOC_URL, `${renderCvDoc(cv, pointLabel(DEFAULT_CONFIG))}\n${renderHybridCvSection(hybrid)}`);
    process.stderr.write(`wrote ${fileURLToPath(CV_DOC_URL)}\n`);
  }
  process.stderr.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

function readArgs(): EvalArgs {
  try {
    return parseEvalArgs(process.argv.slice(2), process.env["INIT_CWD"] ?? process.cwd());
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}\n`);
    process.exit(2);
  }
}

async function evaluateAll(sets: readonly EvalSet[], systems: readonly SearchSystem[]): Promise<SetReport[]> {
  const reports: SetReport[] = [];
  for (const set of sets)
    reports.push(await evaluateSet(set, systems, DEFAULT_CONFIG, { absent: absentAffordable(set) }));
  return reports;
}

async function main(): Promise<void> {
  const args = readArgs();
  if (args.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const started = performance.now();
  if (args.cv) return crossValidate(args, started);
  const allPublic = publicEvalSetPaths().map(loadEvalSet);
  const agentSet = loadAgentSet();
  const unknown = args.sets.filter((name) => name !== agentSet.name && !allPublic.some((set) => set.name === name));
  if (unknown.length > 0)
    throw new Error(
      `unknown --set ${unknown.join(", ")} (public sets: ${[...allPublic.map((set) => set.name), agentSet.name].join(", ")})`,
    );
  const systems = selectedSystems(args.systems);
  const publicSets = args.sets.length === 0 ? allPublic : allPublic.filter((set) => args.sets.includes(set.name));
  const extraSets = args.data.map(loadEvalSet);
  const sets = [...publicSets, ...extraSets];
  const reports = await evaluateAll(sets, systems);
  // The agent set runs when no --set is given or when it is named; the frontier (our default
  // search with and without admission) only when our catalog system is among the systems.
  const agent =
    args.sets.length === 0 || args.sets.includes(agentSet.name)
      ? await evaluateAgentSet(agentSet, systems, DEFAULT_CONFIG)
      : [];
  const withFrontier = !args.json && systems.some(({ system }) => system === "hermes-catalog");
  const frontiers: SetFrontier[] = withFrontier
    ? sets.filter(absentAffordable).map((set) => runFrontier(set, DEFAULT_CONFIG))
    : [];
  const publicReports = reports.slice(0, publicSets.length);
  const estimates = loadCatalogs().map((catalog) => catalogEstimate(catalog, countTokens));

  if (args.json) {
    // The agent set's groups are sets of their own here: `agent-queries/literal`, `/paraphrase`, `/absent`.
    const { results } = toJsonResults([...reports, ...agent.map(({ report }) => report)]);
    process.stdout.write(`${JSON.stringify({ results: [...results, ...tokenJsonResults(estimates)] })}\n`);
  } else {
    if (reports.length > 0) process.stdout.write(`${renderConsoleReport(reports)}\n`);
    if (agent.length > 0) {
      process.stdout.write(`\nagent-queries: per group (values in %)\n${renderTextTable(agentTable(agent))}\n`);
      if (withFrontier)
        process.stdout.write(
          `agent targets (default search):\n${agentTargetLines(agent, "hermes-catalog", "natural")
            .map((l) => `  ${l}`)
            .join("\n")}\n`,
        );
    }
    if (frontiers.length > 0) process.stdout.write(`\n${renderConsoleFrontier(frontiers, reports)}\n`);
    process.stdout.write(
      `\ntoken estimate ceil(chars/4) vs o200k: mean |error| (mean signed error, texts)\n${renderTextTable(tokenTable(estimates))}\n`,
    );
  }

  if (!args.ablation && !args.write) return;
  const ablation = await runAblation(publicSets, DEFAULT_CONFIG);
  if (args.ablation && !args.json) process.stdout.write(`\n${renderConsoleAblation(ablation)}\n`);
  if (args.write) {
    const systems = allSystems().map(({ system, mode, role, about }) => ({ system, mode, role, about }));
    const publicFrontiers = args.json
      ? publicSets.filter(absentAffordable).map((set) => runFrontier(set, DEFAULT_CONFIG))
      : frontiers.filter((f) => publicSets.some((set) => set.name === f.set));
    const doc = renderRetrievalDoc({
      config: DEFAULT_CONFIG,
      reports: publicReports,
      ablation,
      systems,
      frontiers: publicFrontiers,
    });
    const catalog = renderCatalogSection(publicReports, publicSets.map(catalogDrops));
    const agentDoc = `${renderAgentSection(agent)}\n`;
    writeFileSync(DOC_URL, `${doc}\n${agentDoc}${catalog}\n${renderTokenSection(estimates)}`);
    process.stderr.write(`wrote ${fileURLToPath(DOC_URL)}\n`);
  }
  if (!args.json) process.stderr.write(`done in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

try {
  await main();
} catch (error) {
  process.stderr.write(`pnpm eval: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
