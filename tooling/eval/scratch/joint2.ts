import { loadEvalSet, publicEvalSetPaths } from "@hermes/data";
import { evaluateSystem } from "../src/evaluate.js";
import { hermesSystem } from "../src/systems/hermes-system.js";
import { OUR_MODES } from "../src/modes.js";

const sets = publicEvalSetPaths().map(loadEvalSet);
const rank = hermesSystem(OUR_MODES[0]!);
const grid = JSON.parse(process.argv[2]!) as { name: number[]; desc: number[]; params: number[]; k1: number[]; b: number[]; server?: number[] };
for (const name of grid.name) for (const description of grid.desc) for (const params of grid.params) for (const server of grid.server ?? [0]) for (const k1 of grid.k1) for (const b of grid.b) {
  const cells: string[] = []; let sum = 0;
  const document: Record<string, number> = { name, description, params };
  if (server) document["server"] = server;
  for (const set of sets) {
    const r = await evaluateSystem(set, rank, { document, splitCamelCase: true, stopWords: true, k1, b });
    const n = r.metrics.get("ndcg10")! * 100; sum += n;
    cells.push(`${set.name}=${n.toFixed(1)}/${(r.metrics.get("top1")! * 100).toFixed(1)}`);
  }
  console.log(`${(sum / 3).toFixed(2)}  n${name} d${description} p${params} s${server} k1=${k1} b=${b}  ${cells.join(" ")}`);
}
