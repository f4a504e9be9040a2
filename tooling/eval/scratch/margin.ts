import { loadEvalSet, publicEvalSetPaths } from "@hermes/data";
import { evaluateSystem } from "../src/evaluate.js";
import { allSystems } from "../src/systems/system-list.js";
const sets = publicEvalSetPaths().map(loadEvalSet);
const systems = allSystems().filter((s) => s.mode === "rank" && s.system !== "orama" && s.system !== "minisearch");
const grid = JSON.parse(process.argv[2]!) as { name: number[]; desc: number[]; params: number[]; k1: number[]; b: number[]; server?: number[] };
for (const name of grid.name) for (const description of grid.desc) for (const params of grid.params) for (const server of grid.server ?? [0]) for (const k1 of grid.k1) for (const b of grid.b) {
  const document: Record<string, number> = { name, description, params };
  if (server) document["server"] = server;
  const config = { document, splitCamelCase: true, stopWords: true, k1, b };
  const cells: string[] = []; let minMargin = Infinity; let top1 = 0; let sum = 0;
  for (const set of sets) {
    let ours = 0; let best = 0; let bestName = "";
    for (const s of systems) {
      const r = await evaluateSystem(set, s, config);
      const n = r.metrics.get("ndcg10")! * 100;
      if (s.system === "hermes-bm25") { ours = n; if (set.name === "azure-mcp") top1 = r.metrics.get("top1")! * 100; }
      else if (n > best) { best = n; bestName = s.system; }
    }
    sum += ours;
    minMargin = Math.min(minMargin, ours - best);
    cells.push(`${set.name}=${ours.toFixed(1)} vs ${best.toFixed(1)} ${bestName}`);
  }
  console.log(`${minMargin.toFixed(2)} mean=${(sum / 3).toFixed(2)} top1=${top1.toFixed(1)}  n${name} d${description} p${params} s${server} k1=${k1} b=${b}  ${cells.join(" | ")}`);
}
