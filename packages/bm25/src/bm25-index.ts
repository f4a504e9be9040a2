import { planAdmission, type AdmissionPlan, type QueryTerm } from "./admission.js";
import { checkDocument, tokenizeDocument, type Bm25Document } from "./document.js";
import { Bm25Error, describeValue } from "./errors.js";
import { buildExplanation, type Explanation } from "./explain.js";
import { FieldNorms } from "./field-norms.js";
import { IndexState, normalizeKey } from "./index-state.js";
import { naturalRulesOn, planNatural, type NaturalPlan } from "./natural-admission.js";
import { resolveOptions, type Bm25Options, type ResolvedOptions } from "./options.js";
import { queryTerms } from "./query-terms.js";
import { scoreDocument } from "./score-document.js";
import { Scorer, type RankedSlot } from "./scorer.js";
import { scoringPlan, type ScoredTerm } from "./scoring-plan.js";
import { resolveSearchOptions, type SearchOptions } from "./search-options.js";
import { checkSerializedIndex, type SerializedIndex, type SerializedTokenizer } from "./serialized-index.js";
import { readQueryShape } from "./query-shape.js";
import { someDocumentHasAll } from "./literal-cover.js";
import { porterStemmer, type Stemmer } from "./stemmer.js";
import { createTokenizer, type Tokenizer } from "./tokenizer.js";
import { expansionTerms, resolveVocabulary, type ResolvedVocabulary, type Vocabulary } from "./vocabulary.js";

/** One search result. */
export interface SearchHit {
  readonly id: string;
  /** BM25 score; higher is better. Exact-key hits carry their BM25 score too. */
  readonly score: number;
  /** True when the query equals the document's key; such hits come first. */
  readonly exact: boolean;
}

const NO_SLOTS: ReadonlySet<number> = new Set();

interface PreparedQuery {
  readonly tokens: string[];
  /** The query's distinct terms, then their vocabulary expansions (`group` says which word each stands for). */
  readonly terms: QueryTerm[];
  readonly plan: AdmissionPlan;
  /** The natural rules' decisions, or `null` when neither is on. */
  readonly natural: NaturalPlan | null;
  readonly scored: ScoredTerm[];
  readonly exactSlots: number[];
}

function tokenizerSettings(options: Bm25Options): SerializedTokenizer {
  const stemmer = options.tokenizer?.stemmer;
  const kind = stemmer === undefined || stemmer === porterStemmer ? "porter" : stemmer === null ? "none" : "custom";
  const stopWords = [...new Set([...(options.tokenizer?.stopWords ?? [])].map((w) => String(w).toLowerCase()))].sort();
  return { stemmer: kind, stopWords, splitCamelCase: options.tokenizer?.splitCamelCase ?? true };
}

/**
 * An Okapi BM25 (BM25F with several fields) index over documents with string ids.
 * Documents can be added, removed and replaced at any time without a rebuild; results are
 * deterministic: score descending, ties in insertion order.
 *
 * @example
 * ```ts
 * const index = new Bm25Index({ fields: { name: 2, description: 1 } });
 * index.add({ id: "create_issue", key: "create_issue", fields: { name: "create_issue", description: "Create a GitHub issue" } });
 * index.search("open a github issue", { limit: 5 }); // [{ id: "create_issue", score: 1.9…, exact: false }]
 * ```
 */
export class Bm25Index {
  readonly #options: ResolvedOptions;
  readonly #tokenizerSettings: SerializedTokenizer;
  readonly #tokenize: Tokenizer;
  readonly #state: IndexState;
  readonly #norms: FieldNorms;
  readonly #scorer = new Scorer();
  readonly #vocabulary: Vocabulary | undefined;
  readonly #stopWords: ReadonlySet<string>;
  readonly #resolvedVocabulary: ResolvedVocabulary | null;

  /** @throws {@link Bm25Error} `INVALID_OPTIONS` naming the bad option and value. */
  constructor(options: Bm25Options = {}) {
    this.#options = resolveOptions(options);
    this.#tokenize = createTokenizer(options.tokenizer ?? {});
    this.#tokenizerSettings = tokenizerSettings(options);
    this.#state = new IndexState(this.#options.fieldNames.length);
    this.#norms = new FieldNorms(this.#options.weights, this.#options.b);
    this.#resolvedVocabulary = resolveVocabulary(options.vocabulary, this.#tokenize);
    this.#vocabulary = options.vocabulary ?? undefined;
    this.#stopWords = new Set(this.#tokenizerSettings.stopWords);
  }

  /** Number of documents in the index. */
  get size(): number {
    return this.#state.liveCount;
  }

  /** Whether a document with this id is in the index. */
  has(id: string): boolean {
    return this.#state.idToSlot.has(id);
  }

  /** The ids of all documents, in insertion order (a replaced document keeps its place). */
  ids(): string[] {
    return this.#liveSlotsInOrder().map((slot) => this.#state.ids[slot] ?? "");
  }

  /** Tokenizes text the way this index does (useful to see what a query becomes). */
  tokenize(text: string): string[] {
    return this.#tokenize(text);
  }

  /**
   * Adds one document.
   * @throws {@link Bm25Error} `DUPLICATE_ID` if the id is present; `INVALID_DOCUMENT` for a bad shape.
   */
  add(doc: Bm25Document): void {
    checkDocument(doc, this.#options.fieldNames);
    if (this.#state.idToSlot.has(doc.id))
      throw new Bm25Error("DUPLICATE_ID", `a document with id '${doc.id}' is already indexed`);
    this.#insert(doc);
  }

  /**
   * Adds many documents. All are checked first, so a bad or duplicate one adds none.
   * @throws {@link Bm25Error} as {@link Bm25Index.add}.
   */
  addAll(docs: Iterable<Bm25Document>): void {
    const list = [...docs];
    const seen = new Set<string>();
    for (const doc of list) {
      checkDocument(doc, this.#options.fieldNames);
      if (this.#state.idToSlot.has(doc.id) || seen.has(doc.id)) {
        throw new Bm25Error("DUPLICATE_ID", `a document with id '${doc.id}' is already indexed`);
      }
      seen.add(doc.id);
    }
    for (const doc of list) this.#insert(doc);
  }

  /** Removes a document. @throws {@link Bm25Error} `UNKNOWN_ID` */
  remove(id: string): void {
    this.#state.remove(this.#slotOf(id));
  }

  /**
   * Replaces a document with a new version under the same id; it keeps its place among
   * equal scores. @throws {@link Bm25Error} `UNKNOWN_ID`, `INVALID_DOCUMENT` (nothing changes then).
   */
  replace(doc: Bm25Document): void {
    checkDocument(doc, this.#options.fieldNames);
    const slot = this.#slotOf(doc.id);
    const seq = this.#state.seq[slot] ?? 0;
    const tokenized = tokenizeDocument(doc, this.#options.fieldNames, this.#tokenize, this.#state);
    this.#state.remove(slot);
    this.#state.insert(doc.id, doc.key, tokenized, seq);
  }

  /**
   * Ranks documents for `query`: exact-key hits first (by score descending, then id), then
   * admitted documents by score descending, ties in insertion order; at most `limit`.
   * @throws {@link Bm25Error} `INVALID_QUERY` for a non-string query, `INVALID_OPTIONS` for bad options.
   */
  search(query: string, options: SearchOptions = {}): SearchHit[] {
    const resolved = resolveSearchOptions(options, this.#options.admission);
    const prepared = this.#prepare(query, resolved.admission, resolved.exact);
    const state = this.#state;
    const norms = this.#norms.for(state);
    const hits: SearchHit[] = [];
    for (const slot of prepared.exactSlots) {
      if (hits.length >= resolved.limit) return hits;
      const { score } = scoreDocument(state, norms, prepared.terms, prepared.scored, slot);
      hits.push({ id: state.ids[slot] ?? "", score, exact: true });
    }
    const ranked = this.#rank(prepared, resolved.limit - hits.length);
    // Evidence threshold: the best candidate (ranked first) decides for all of them.
    const threshold = prepared.natural?.threshold ?? 0;
    if (threshold > 0 && (ranked[0]?.score ?? 0) < threshold) return hits;
    for (const { slot, score } of ranked) hits.push({ id: state.ids[slot] ?? "", score, exact: false });
    return hits;
  }

  /**
   * Says why document `id` is admitted, filtered or unmatched for `query`, with each
   * term's statistics and contribution. Same options as {@link Bm25Index.search}.
   * @throws {@link Bm25Error} `UNKNOWN_ID`, `INVALID_QUERY`, `INVALID_OPTIONS`.
   */
  explain(query: string, id: string, options: SearchOptions = {}): Explanation {
    const resolved = resolveSearchOptions(options, this.#options.admission);
    const slot = this.#slotOf(id);
    const prepared = this.#prepare(query, resolved.admission, resolved.exact);
    const scored = scoreDocument(this.#state, this.#norms.for(this.#state), prepared.terms, prepared.scored, slot);
    const natural = prepared.natural;
    return buildExplanation({
      id,
      query,
      tokens: prepared.tokens,
      fieldNames: this.#options.fieldNames,
      terms: prepared.terms,
      plan: prepared.plan,
      natural:
        natural === null
          ? null
          : { ...natural, best: natural.threshold > 0 ? (this.#rank(prepared, 1)[0]?.score ?? 0) : null },
      exact: prepared.exactSlots.includes(slot),
      score: scored.score,
      termScores: scored.terms,
    });
  }

  /** The index as JSON-ready data; {@link Bm25Index.fromJSON} restores it. */
  toJSON(): SerializedIndex {
    const state = this.#state;
    const F = state.fieldCount;
    const termIndex = new Map<number, number>();
    const terms: string[] = [];
    const slots = this.#liveSlotsInOrder();
    const documents = slots.map((slot) => {
      const docTerms: number[] = [];
      const tfs: number[] = [];
      for (const termId of state.termsOf(slot)) {
        let index = termIndex.get(termId);
        if (index === undefined) {
          index = terms.length;
          termIndex.set(termId, index);
          terms.push(state.terms[termId] ?? "");
        }
        docTerms.push(index);
        const list = state.postings[termId];
        const at = list?.find(slot) ?? -1;
        for (let f = 0; f < F; f += 1) tfs.push(list?.frequency(at, f) ?? 0);
      }
      const key = state.keys[slot];
      const lengths = Array.from(state.lengths.subarray(slot * F, (slot + 1) * F));
      return { id: state.ids[slot] ?? "", ...(key === undefined ? {} : { key }), lengths, terms: docTerms, tfs };
    });
    const fields: Record<string, number> = {};
    this.#options.fieldNames.forEach((name, f) => (fields[name] = this.#options.weights[f] ?? 1));
    return {
      format: "hermes-bm25",
      version: 1,
      options: {
        fields,
        k1: this.#options.k1,
        b: this.#options.b,
        ...(this.#options.delta === 0 ? {} : { delta: this.#options.delta }),
        admission: this.#options.admission,
        tokenizer: this.#tokenizerSettings,
        ...(this.#vocabulary === undefined ? {} : { vocabulary: this.#vocabulary }),
      },
      terms,
      documents,
    };
  }

  /**
   * Restores an index from {@link Bm25Index.toJSON} data (parsed JSON). An index built with
   * a custom stemmer needs the same stemmer passed again.
   * @throws {@link Bm25Error} `INVALID_INDEX_DATA` for data of the wrong shape;
   * `INVALID_OPTIONS` when a custom stemmer is needed but not given.
   */
  static fromJSON(data: unknown, options: { readonly stemmer?: Stemmer } = {}): Bm25Index {
    const json = checkSerializedIndex(data);
    const { tokenizer } = json.options;
    if (tokenizer.stemmer === "custom" && options.stemmer === undefined) {
      throw new Bm25Error(
        "INVALID_OPTIONS",
        "this index was built with a custom stemmer: pass it as fromJSON(data, { stemmer })",
      );
    }
    const stemmer =
      tokenizer.stemmer === "custom" ? options.stemmer : tokenizer.stemmer === "none" ? null : porterStemmer;
    let index: Bm25Index;
    try {
      index = new Bm25Index({
        fields: json.options.fields,
        k1: json.options.k1,
        b: json.options.b,
        delta: json.options.delta,
        admission: json.options.admission,
        tokenizer: { stemmer, stopWords: tokenizer.stopWords, splitCamelCase: tokenizer.splitCamelCase },
        vocabulary: json.options.vocabulary,
      });
    } catch (error) {
      throw new Bm25Error(
        "INVALID_INDEX_DATA",
        `serialized index: options are invalid (${error instanceof Error ? error.message : describeValue(error)})`,
      );
    }
    const state = index.#state;
    for (const term of json.terms) state.termId(term, true);
    for (const doc of json.documents)
      state.insert(doc.id, doc.key, { termIds: doc.terms, tfs: doc.tfs, lengths: doc.lengths });
    return index;
  }

  #insert(doc: Bm25Document): void {
    const tokenized = tokenizeDocument(doc, this.#options.fieldNames, this.#tokenize, this.#state);
    this.#state.insert(doc.id, doc.key, tokenized);
  }

  #slotOf(id: string): number {
    const slot = this.#state.idToSlot.get(id);
    if (slot === undefined) throw new Bm25Error("UNKNOWN_ID", `no document with id ${describeValue(id)} is indexed`);
    return slot;
  }

  #liveSlotsInOrder(): number[] {
    const state = this.#state;
    const slots = [...state.idToSlot.values()];
    return slots.sort((a, b) => (state.seq[a] ?? 0) - (state.seq[b] ?? 0));
  }

  /** The admitted candidates other than exact-key hits, best first, at most `limit` (before the evidence threshold). */
  #rank(prepared: PreparedQuery, limit: number): RankedSlot[] {
    const rarest = prepared.scored.find((scored) => scored.index === prepared.plan.rarest);
    const skip = prepared.exactSlots.length === 0 ? NO_SLOTS : new Set(prepared.exactSlots);
    return this.#scorer.rank(this.#state, prepared.plan, prepared.scored, rarest, skip, limit);
  }

  #prepare(query: string, admission: ResolvedOptions["admission"], exact: boolean): PreparedQuery {
    if (typeof query !== "string")
      throw new Bm25Error("INVALID_QUERY", `query must be a string, got ${describeValue(query)}`);
    const tokens = this.#tokenize(query);
    const state = this.#state;
    const words = queryTerms(state, tokens);
    const vocabulary = this.#resolvedVocabulary;
    // The seed rules (rarest-token gate) are defined on the query's own words: no expansion under them.
    const expansions = vocabulary === null || admission.rarestToken ? [] : expansionTerms(state, words, vocabulary);
    const terms = [...words, ...expansions];
    // The query's shape is read only when a natural rule will use it.
    const natural = naturalRulesOn(admission)
      ? planNatural(
          words,
          expansions,
          vocabulary,
          readQueryShape(query, this.#stopWords, this.#tokenize),
          state.liveCount,
          this.#options.k1,
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
    const scored = scoringPlan(
      state,
      this.#norms.for(state),
      this.#options.k1,
      this.#options.delta,
      terms,
      plan.literalOnly,
    );
    const exactSlots = exact ? this.#exactOrder(state.keyToSlots.get(normalizeKey(query)), terms, scored) : [];
    return { tokens, terms, plan, natural, scored, exactSlots };
  }

  /** Exact-key slots by score descending, then id: never by insertion order (docs/ranker-design.md, Admission). */
  #exactOrder(
    slots: Iterable<number> | undefined,
    terms: readonly QueryTerm[],
    scored: readonly ScoredTerm[],
  ): number[] {
    if (slots === undefined) return [];
    const state = this.#state;
    const norms = this.#norms.for(state);
    const list = [...slots].map((slot) => ({
      slot,
      score: scoreDocument(state, norms, terms, scored, slot).score,
      id: state.ids[slot] ?? "",
    }));
    list.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return list.map(({ slot }) => slot);
  }
}
