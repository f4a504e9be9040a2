// The admission frontier study: for every signal of frontier-signals.ts, the best trade-off
// between present R@5 and absent abstention (tools removed) that any single threshold on it
// reaches, on one eval set. Also how action words do as a ranking rule (conflicting tools
// moved down). Runs @hermes/bm25 in rank mode with the eval's document construction.
import { Bm25Index } from "@hermes/bm25";
import type { EvalSet } from "@hermes/data";
import { groupQueries } from "./absent.js";
import { RECALL_SLACK } from "./admission-targets.js";
import { actionConflict, requestActions } from "./action-words.js";
import { RESULT_LIMIT, setDocuments } from "./evaluate.js";
import { sweepFrontier, type Frontier, type PresentPoint } from "./frontier-sweep.js";
import { SIGNALS, type Candidate, type FoundTerm, type SignalInput } from "./frontier-signals.js";
import { recallAt, topOne } from "./metrics.js";
import { judge } from "./relevance.js";
import type { RetrievalConfig } from "./retrieval-config.js";
import { fieldWeights, tokenizerOptions } from "./systems/hermes-system.js";
import type { ToolDocument } from "./tool-document.js";

export interface SignalFrontier {
  readonly key: string;
  readonly label: string;
  readonly frontier: Frontier;
}

/** Present top-1 and R@5 of the ranking as it is, and with action-word conflicts moved down. */
export interface ActionRerank {
  readonly top1: number;
  readonly recall5: number;
  readonly rerankedTop1: number;
  readonly rerankedRecall5: number;
}

export interface SetFrontier {
  readonly set: string;
  readonly signals: readonly SignalFrontier[];
  readonly rerank: ActionRerank;
}

/** A searchable slice of the set: every document but the removed ones, in one index. */
function sliceOf(documents: readonly ToolDocument[], config: RetrievalConfig, removed: ReadonlySet<number>): Bm25Index {
  const index = new Bm25Index({
    fields: fieldWeights(config),
    k1: config.k1,
    b: config.b,
    tokenizer: tokenizerOptions(config),
  });
  documents.forEach((document, i) => {
    if (!removed.has(i)) index.add(document);
  });
  return index;
}

/**
 * Every signal's value for a query, `-Infinity` when nothing matched (an empty result always
 * abstains). The query terms, their idf and what the best candidate holds come from the index's
 * own `explain` of that candidate.
 */
function signalValues(
  index: Bm25Index,
  names: readonly string[],
  text: string,
  k1: number,
): { values: number[]; candidates: Candidate[] } {
  const candidates = index
    .search(text, { limit: RESULT_LIMIT, admission: "none" })
    .map((hit) => ({ position: Number(hit.id), score: hit.score }));
  const best = candidates[0];
  if (best === undefined) return { values: SIGNALS.map(() => Number.NEGATIVE_INFINITY), candidates };
  const terms: FoundTerm[] = index
    .explain(text, String(best.position), { admission: "none" })
    .terms.filter((term) => term.df > 0)
    .map((term) => ({
      token: term.token,
      idf: term.idf,
      inBest: Object.values(term.frequencies).some((tf) => tf > 0),
      inBestName: (term.frequencies["name"] ?? 0) > 0,
    }));
  const input: SignalInput = { text, terms, candidates, k1, toolName: (position) => names[position] ?? "" };
  return { values: SIGNALS.map((signal) => signal.value(input)), candidates };
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Runs the study on `set` under `config` (the eval's default document construction and BM25 settings). */
export function runFrontier(set: EvalSet, config: RetrievalConfig): SetFrontier {
  const documents = setDocuments(set, config);
  const names = set.tools.map((tool) => tool.name);
  const present: PresentPoint[][] = SIGNALS.map(() => []);
  const absent: number[][] = SIGNALS.map(() => []);
  const rerank = {
    top1: [] as number[],
    recall5: [] as number[],
    rerankedTop1: [] as number[],
    rerankedRecall5: [] as number[],
  };

  const whole = sliceOf(documents, config, new Set());
  for (const query of set.queries) {
    const { values, candidates } = signalValues(whole, names, query.text, config.k1);
    const judgement = judge(set.tools, query);
    const ranked = candidates.map((c) => judgement.label(c.position));
    const recall5 = recallAt(5, ranked, judgement.relevant) ?? 0;
    values.forEach((value, s) => present[s]?.push({ value, recall5 }));
    const requested = requestActions(query.text);
    const conflicts = candidates.map((c) => actionConflict(requested, names[c.position] ?? ""));
    const reranked = [
      ...ranked.filter((_, i) => conflicts[i] !== true),
      ...ranked.filter((_, i) => conflicts[i] === true),
    ];
    rerank.top1.push(topOne(ranked, judgement.relevant) ?? 0);
    rerank.recall5.push(recall5);
    rerank.rerankedTop1.push(topOne(reranked, judgement.relevant) ?? 0);
    rerank.rerankedRecall5.push(recallAt(5, reranked, judgement.relevant) ?? 0);
  }

  for (const group of groupQueries(set, ["tool"]).values()) {
    const slice = sliceOf(documents, config, group.removed);
    for (const { query } of group.members) {
      const text = set.queries[query]?.text ?? "";
      signalValues(slice, names, text, config.k1).values.forEach((value, s) => absent[s]?.push(value));
    }
  }

  return {
    set: set.name,
    signals: SIGNALS.map((signal, s) => ({
      key: signal.key,
      label: signal.label,
      frontier: sweepFrontier(present[s] ?? [], absent[s] ?? [], RECALL_SLACK),
    })),
    rerank: {
      top1: mean(rerank.top1),
      recall5: mean(rerank.recall5),
      rerankedTop1: mean(rerank.rerankedTop1),
      rerankedRecall5: mean(rerank.rerankedRecall5),
    },
  };
}
