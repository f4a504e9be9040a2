import { loadEvalSet, publicEvalSetPaths } from "@hermes/data";
import { evaluateSet } from "./evaluate.js";
import { DEFAULT_CONFIG } from "./retrieval-config.js";
import { resultsTable } from "./results-table.js";
import { allSystems } from "./systems/system-list.js";
import { renderTextTable } from "./table.js";

for (const path of publicEvalSetPaths()) {
  const set = loadEvalSet(path);
  const report = await evaluateSet(set, allSystems(), DEFAULT_CONFIG);
  console.log(`\n${set.name}`);
  console.log(renderTextTable(resultsTable(report)));
  console.log(report.results.map((r) => `${r.system}/${r.mode} ${r.millis.toFixed(0)}ms`).join(", "));
}
