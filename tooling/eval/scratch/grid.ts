import { loadEvalSet, publicEvalSetPaths } from "@hermes/data";
import { evaluateSystem } from "../src/evaluate.js";
import { hermesSystem } from "../src/systems/hermes-system.js";
import { OUR_MODES } from "../src/modes.js";
import type { RetrievalConfig } from "../src/retrieval-config.js";

const sets = publicEvalSetPaths().map(loadEvalSet);
const rank = hermesSystem(OUR_MODES[0]!);
const out: string[] = [];
async function run(label: string, config: RetrievalConfig, only?: string[]) {
  const cells: string[] = [];
  let sum = 0;
  for (const set of sets) {
    if (only && !only.includes(set.name)) continue;
    const r = await evaluateSystem(set, rank, config);
    const n = r.metrics.get("ndcg10")! * 100;
    sum += n;
    cells.push(`${set.name}=${n.toFixed(1)}/${(r.metrics.get("top1")! * 100).toFixed(1)}`);
  }
  console.log(`${(sum / cells.length).toFixed(2)}  ${label}  ${cells.join(" ")}`);
}
const mode = process.argv[2];
if (mode === "meta") {
  for (const name of [1, 2, 3, 4]) for (const k1 of [0.6, 0.9, 1.2, 1.5, 2, 3]) for (const b of [0.3, 0.5, 0.75, 0.9, 1]) {
    await run(`name${name} k1=${k1} b=${b}`, { document: { name, description: 1 }, splitCamelCase: true, stopWords: true, k1, b }, ["metatool", "metatool-multi"]);
  }
} else if (mode === "azure") {
  for (const name of [1, 2, 3, 4]) for (const params of [0, 0.25, 0.5, 1]) for (const pd of [0, 0.1, 0.25]) for (const k1 of [0.9, 1.2, 1.5, 2]) for (const b of [0.5, 0.75, 0.9]) {
    const document: Record<string, number> = { name, description: 1 };
    if (params) document["params"] = params;
    if (pd) document["paramDescriptions"] = pd;
    await run(`name${name} params${params} pd${pd} k1=${k1} b=${b}`, { document, splitCamelCase: true, stopWords: true, k1, b }, ["azure-mcp"]);
  }
}
