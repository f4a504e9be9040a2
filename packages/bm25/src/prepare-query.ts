import { planAdmission, type AdmissionPlan, type QueryTerm } from "./admission.js";
import { Bm25Error, describeValue } from "./errors.js";
import type { FieldNorms } from "./field-norms.js";
import { normalizeKey, type IndexState } from "./index-state.js";
import { someDocumentHasAll } from "./literal-cover.js";
import { naturalRulesOn, planNatural, type NaturalPlan } from "./natural-admission.js";
import type { ResolvedOptions } from "./options.js";
import { readQueryShape } from "./query-shape.js";
import { queryTerms } from "./query-terms.js";
import { scoreDocument } from "./score-document.js";
import { scoringPlan, type ScoredTerm } from "./scoring-plan.js";
import type { Tokenizer } from "./tokenizer.js";
import { expansionTerms, type ResolvedVocabulary } from "./vocabulary.js";

/** A query read against one index: its terms, the admission plan and the scoring plan. */
export interface PreparedQuery {
  readonly tokens: string[];
  /** The query's distinct terms, then their vocabulary expansions (`group` says which word each stands for). */
  readonly terms: QueryTerm[];
  readonly plan: AdmissionPlan;
  /** The natural rules' decisions, or `null` when neither is on. */
  readonly natural: NaturalPlan | null;
  readonly scored: ScoredTerm[];
  readonly exactSlots: number[];
}

/** What of an index a query is read against (the index's own parts, not copies). */
export interface QueryContext {
  readonly state: IndexState;
  readonly norms: FieldNorms;
  readonly options: ResolvedOptions;
  readonly tokenize: Tokenizer;
  readonly stopWords: ReadonlySet<string>;
  readonly vocabulary: ResolvedVocabulary | null;
}

/**
 * Reads `query` for `search` and `explain`: terms, vocabulary expansions, the seed and natural
 * admission rules, the per-term scoring plan and the exact-key hits in their order.
 * @throws {@link Bm25Error} `INVALID_QUERY` when `query` is not a string.
 */
export function prepareQuery(
  context: QueryContext,
  query: string,
  admission: ResolvedOptions["admission"],
  exact: boolean,
): PreparedQuery {
  if (typeof query !== "string")
    throw new Bm25Error("INVALID_QUERY", `query must be a string, got ${describeValue(query)}`);
  const { state, options, vocabulary } = context;
  const tokens = context.tokenize(query);
  const words = queryTerms(state, tokens);
  // The seed rules (rarest-token gate) are defined on the query's own words: no expansion under them.
  const expansions = vocabulary === null || admission.rarestToken ? [] : expansionTerms(state, words, vocabulary);
  const terms = [...words, ...expansions];
  // The query's shape is read only when a natural rule will use it.
  const natural = naturalRulesOn(admission)
    ? planNatural(
        words,
        expansions,
        vocabulary,
        readQueryShape(query, context.stopWords, context.tokenize),
        state.liveCount,
        options.k1,
        admission,
        (all) => someDocumentHasAll(state, all),
      )
    : null;
  const seeded = planAdmission(words, admission);
  const plan =
    natural === null
      ? seeded
      : {
          ...seeded,
          required: Math.max(seeded.required, natural.required),
          admitsNothing: seeded.admitsNothing || natural.gated,
          literalOnly: natural.literalCover,
        };
  const fieldWeights = options.fieldwise > 0 ? options.weights : null;
  const norms = context.norms.for(state);
  const scored = scoringPlan(state, norms, options.k1, options.delta, terms, plan.literalOnly, fieldWeights);
  const exactSlots = exact ? exactOrder(context, state.keyToSlots.get(normalizeKey(query)), terms, scored) : [];
  return { tokens, terms, plan, natural, scored, exactSlots };
}

/** Exact-key slots by score descending, then id: never by insertion order (docs/ranker-design.md, Admission). */
function exactOrder(
  context: QueryContext,
  slots: Iterable<number> | undefined,
  terms: readonly QueryTerm[],
  scored: readonly ScoredTerm[],
): number[] {
  if (slots === undefined) return [];
  const { state } = context;
  const norms = context.norms.for(state);
  const list = [...slots].map((slot) => ({
    slot,
    score: scoreDocument(state, norms, terms, scored, slot).score,
    id: state.ids[slot] ?? "",
  }));
  list.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return list.map(({ slot }) => slot);
}
