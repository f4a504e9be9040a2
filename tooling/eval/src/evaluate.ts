// Runs one system over one eval set and averages the metrics.
import type { EvalSet } from "@hermes/data";
import { boilerplateDescriptions } from "@hermes/catalog/internal";
import { runAbsent } from "./absent.js";
import { judge } from "./relevance.js";
import { averageMetrics } from "./metric-list.js";
import type { MetricKey, QueryOutcome } from "./metric-list.js";
import type { Mode } from "./modes.js";
import type { RetrievalConfig } from "./retrieval-config.js";
import type { SearchSystem, SystemRole } from "./systems/search-system.js";
import { toolToDocument, type ToolDocument } from "./tool-document.js";

/** Results fetched per query; every metric looks at most this deep. */
export const RESULT_LIMIT = 10;

export interface SystemResult {
  readonly system: string;
  readonly mode: Mode;
  readonly role: SystemRole;
  readonly metrics: ReadonlyMap<MetricKey, number>;
  /** Wall time of indexing plus all queries. */
  readonly millis: number;
}

export interface SetReport {
  /** The set file's `name`. */
  readonly set: string;
  /** The set file's `note`. */
  readonly note: string;
  readonly tools: number;
  readonly queries: number;
  readonly results: readonly SystemResult[];
}

/** The documents of `set` under `config`; ids are positions, so sets that repeat a tool id or name still index every tool. */
export function setDocuments(set: EvalSet, config: RetrievalConfig): ToolDocument[] {
  // Parameter descriptions most tools repeat are left out, as the catalog's index does.
  const boilerplate = boilerplateDescriptions(set.tools.map((tool) => tool.inputSchema));
  return set.tools.map((tool, i) => toolToDocument(tool, config.document, String(i), boilerplate));
}

/** Retrieved tools for every query of `set`, in query order, labelled by id (see relevance.ts). */
export async function runQueries(set: EvalSet, system: SearchSystem, config: RetrievalConfig): Promise<QueryOutcome[]> {
  const documents = setDocuments(set, config);
  const search = await system.build(documents, config, set.tools);
  const outcomes: QueryOutcome[] = [];
  for (const query of set.queries) {
    const ids = await search(query.text, RESULT_LIMIT);
    const judgement = judge(set.tools, query);
    const ranked = ids.slice(0, RESULT_LIMIT).map((id) => {
      if (set.tools[Number(id)] === undefined) throw new Error(`${system.system} returned unknown document id ${id}`);
      return judgement.label(Number(id));
    });
    outcomes.push({ ranked, relevant: judgement.relevant });
  }
  return outcomes;
}

/** Options of {@link evaluateSystem} and {@link evaluateSet}. */
export interface EvaluateOptions {
  /** Also run the absent side (each query without its tools). Default `false` for a system; for a set, `true` for our systems unless `false`. */
  readonly absent?: boolean;
}

export async function evaluateSystem(
  set: EvalSet,
  system: SearchSystem,
  config: RetrievalConfig,
  options: EvaluateOptions = {},
): Promise<SystemResult> {
  const start = performance.now();
  let outcomes = await runQueries(set, system, config);
  if (options.absent === true) {
    const absent = await runAbsent(set, system, config, setDocuments(set, config), RESULT_LIMIT);
    outcomes = outcomes.map((outcome, i) => ({ ...outcome, absent: absent[i] }));
  }
  const millis = performance.now() - start;
  return { system: system.system, mode: system.mode, role: system.role, metrics: averageMetrics(outcomes), millis };
}

export async function evaluateSet(
  set: EvalSet,
  systems: readonly SearchSystem[],
  config: RetrievalConfig,
  options: EvaluateOptions = {},
): Promise<SetReport> {
  const results: SystemResult[] = [];
  // The absent side is run for our systems only: peers have no admission rules, so like `rank` they answer whenever a word matches.
  for (const system of systems)
    results.push(
      await evaluateSystem(set, system, config, { absent: options.absent !== false && system.role === "ours" }),
    );
  return { set: set.name, note: set.note, tools: set.tools.length, queries: set.queries.length, results };
}
