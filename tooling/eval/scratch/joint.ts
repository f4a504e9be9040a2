import { loadEvalSet, publicEvalSetPaths } from "@hermes/data";
import { evaluateSystem } from "../src/evaluate.js";
import { hermesSystem } from "../src/systems/hermes-system.js";
import { OUR_MODES } from "../src/modes.js";

const sets = publicEvalSetPaths().map(loadEvalSet);
const rank = hermesSystem(OUR_MODES[0]!);
for (const name of [2, 3, 4, 5]) for (const params of [0.5, 1]) for (const k1 of [1.2, 1.5, 2, 3]) for (const b of [0.3, 0.5, 0.75]) {
  const cells: string[] = []; let sum = 0;
  for (const set of sets) {
    const r = await evaluateSystem(set, rank, { document: { name, description: 1, params }, splitCamelCase: true, stopWords: true, k1, b });
    const n = r.metrics.get("ndcg10")! * 100; sum += n;
    cells.push(`${set.name}=${n.toFixed(1)}/${(r.metrics.get("top1")! * 100).toFixed(1)}`);
  }
  console.log(`${(sum / 3).toFixed(2)}  name${name} params${params} k1=${k1} b=${b}  ${cells.join(" ")}`);
}
