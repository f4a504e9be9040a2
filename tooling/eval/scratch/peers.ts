import { loadEvalSet, publicEvalSetPaths } from "@hermes/data";
import { evaluateSet } from "../src/evaluate.js";
import { allSystems } from "../src/systems/system-list.js";
import type { RetrievalConfig } from "../src/retrieval-config.js";
const [name, params, k1, b] = process.argv.slice(2).map(Number);
const config: RetrievalConfig = { document: { name: name!, description: 1, params: params! }, splitCamelCase: true, stopWords: true, k1: k1!, b: b! };
const sets = publicEvalSetPaths().map(loadEvalSet);
const lines: string[] = [];
for (const set of sets) {
  const r = await evaluateSet(set, allSystems().filter((s) => s.system !== "orama"), config);
  lines.push(`${set.name}: ` + r.results.map((x) => `${x.system}/${x.mode}=${(x.metrics.get("ndcg10")! * 100).toFixed(1)}`).join(" "));
}
console.log(process.argv.slice(2).join(" ") + "\n  " + lines.join("\n  "));
