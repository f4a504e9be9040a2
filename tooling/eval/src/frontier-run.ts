// The admission frontier study: for every signal of frontier-signals.ts, the best trade-off
// between present R@5 and absent abstention (tools removed) that any single threshold on it
// reaches, on one eval set. Also how action words do as a ranking rule (conflicting tools
// moved down). Runs @hermes/bm25 in rank mode with the eval's document construction.
import { Bm25Index, createTokenizer } from "@hermes/bm25";
import type { EvalSet } from "@hermes/data";
import { removedPositions } from "./absent.js";
import { RECALL_SLACK } from "./admission-targets.js";
import { actionConflict, requestActions } from "./action-words.js";
import { RESULT_LIMIT, setDocuments } from "./evaluate.js";
import { sweepFrontier, type Frontier, type PresentPoint } from "./frontier-sweep.js";
import { SIGNALS, type Candidate, type FoundTerm, type SignalInput } from "./frontier-signals.js";
import { recallAt, topOne } from "./metrics.js";
import type { RetrievalConfig } from "./retrieval-config.js";
import { fieldWeights, tokenizerOptions } from "./systems/hermes-system.js";
import { fieldText, variantFields, type ToolDocument } from "./tool-document.js";

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

interface Catalog {
  readonly documents: readonly ToolDocument[];
  readonly names: readonly string[];
  readonly nameTerms: readonly ReadonlySet<string>[];
  readonly allTerms: readonly ReadonlySet<string>[];
  readonly tokenize: (text: string) => string[];
}

function catalogOf(set: EvalSet, config: RetrievalConfig): Catalog {
  const tokenize = createTokenizer(tokenizerOptions(config));
  const documents = setDocuments(set, config);
  const fields = variantFields(config.document);
  return {
    documents,
    names: set.tools.map((tool) => tool.name),
    nameTerms: documents.map((document) => new Set(tokenize(fieldText(document, "name")))),
    allTerms: documents.map((document) => new Set(fields.flatMap((field) => tokenize(fieldText(document, field))))),
    tokenize,
  };
}

/** BM25 idf as @hermes/bm25 computes it. */
function idf(documentCount: number, df: number): number {
  return Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
}

/** A searchable slice of the catalog (every document but `removed`) with its own statistics. */
interface Slice {
  readonly index: Bm25Index;
  readonly df: ReadonlyMap<string, number>;
  readonly size: number;
}

function sliceOf(catalog: Catalog, config: RetrievalConfig, removed: ReadonlySet<number>): Slice {
  const index = new Bm25Index({ fields: fieldWeights(config), k1: config.k1, b: config.b, tokenizer: tokenizerOptions(config) });
  const df = new Map<string, number>();
  catalog.documents.forEach((document, i) => {
    if (removed.has(i)) return;
    index.add(document);
    for (const term of catalog.allTerms[i] ?? []) df.set(term, (df.get(term) ?? 0) + 1);
  });
  return { index, df, size: catalog.documents.length - removed.size };
}

function search(slice: Slice, text: string): Candidate[] {
  return slice.index.search(text, { limit: RESULT_LIMIT, admission: "none" }).map((hit) => ({ position: Number(hit.id), score: hit.score }));
}

function signalInput(catalog: Catalog, slice: Slice, text: string, candidates: Candidate[], k1: number): SignalInput {
  const terms: FoundTerm[] = [...new Set(catalog.tokenize(text))].flatMap((token) => {
    const df = slice.df.get(token) ?? 0;
    return df === 0 ? [] : [{ token, idf: idf(slice.size, df) }];
  });
  const none: ReadonlySet<string> = new Set();
  return {
    text,
    terms,
    candidates,
    k1,
    nameTerms: (position) => catalog.nameTerms[position] ?? none,
    allTerms: (position) => catalog.allTerms[position] ?? none,
    toolName: (position) => catalog.names[position] ?? "",
  };
}

/** Every signal's value for a query, `-Infinity` when nothing matched (an empty result always abstains). */
function signalValues(catalog: Catalog, slice: Slice, text: string, k1: number): { values: number[]; candidates: Candidate[] } {
  const candidates = search(slice, text);
  if (candidates.length === 0) return { values: SIGNALS.map(() => Number.NEGATIVE_INFINITY), candidates };
  const input = signalInput(catalog, slice, text, candidates, k1);
  return { values: SIGNALS.map((signal) => signal.value(input)), candidates };
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** Runs the study on `set` under `config` (the eval's default document construction and BM25 settings). */
export function runFrontier(set: EvalSet, config: RetrievalConfig): SetFrontier {
  const catalog = catalogOf(set, config);
  const present: PresentPoint[][] = SIGNALS.map(() => []);
  const absent: number[][] = SIGNALS.map(() => []);
  const rerank = { top1: [] as number[], recall5: [] as number[], rerankedTop1: [] as number[], rerankedRecall5: [] as number[] };

  const whole = sliceOf(catalog, config, new Set());
  for (const query of set.queries) {
    const { values, candidates } = signalValues(catalog, whole, query.text, config.k1);
    const ranked = candidates.map((c) => catalog.names[c.position] ?? "");
    const recall5 = recallAt(5, ranked, query.relevant) ?? 0;
    values.forEach((value, s) => present[s]?.push({ value, recall5 }));
    const requested = requestActions(query.text);
    const conflicts = ranked.map((name) => actionConflict(requested, name));
    const reranked = [...ranked.filter((_, i) => conflicts[i] !== true), ...ranked.filter((_, i) => conflicts[i] === true)];
    rerank.top1.push(topOne(ranked, query.relevant) ?? 0);
    rerank.recall5.push(recall5);
    rerank.rerankedTop1.push(topOne(reranked, query.relevant) ?? 0);
    rerank.rerankedRecall5.push(recallAt(5, reranked, query.relevant) ?? 0);
  }

  const groups = new Map<string, { removed: Set<number>; queries: string[] }>();
  for (const query of set.queries) {
    const removed = removedPositions(set.tools, query.relevant, "tool");
    const key = removed.join(",");
    const group = groups.get(key) ?? { removed: new Set(removed), queries: [] };
    group.queries.push(query.text);
    groups.set(key, group);
  }
  for (const group of groups.values()) {
    const slice = sliceOf(catalog, config, group.removed);
    for (const text of group.queries) {
      signalValues(catalog, slice, text, config.k1).values.forEach((value, s) => absent[s]?.push(value));
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
