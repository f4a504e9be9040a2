import { checkDocument, tokenizeDocument, type Bm25Document } from "./document.js";
import { Bm25Error, describeValue } from "./errors.js";
import { buildExplanation, type BlendExplanation, type Explanation } from "./explain.js";
import { FieldNorms } from "./field-norms.js";
import { IndexState } from "./index-state.js";
import { resolveOptions, type Bm25Options, type ResolvedOptions } from "./options.js";
import { scoreDocument } from "./score-document.js";
import { serializeDocuments } from "./serialize-documents.js";
import { Scorer, type Ranking } from "./scorer.js";
import { resolveSearchOptions, type SearchOptions } from "./search-options.js";
import { checkSerializedIndex, type SerializedIndex, type SerializedTokenizer } from "./serialized-index.js";
import { prepareQuery, type PreparedQuery, type QueryContext } from "./prepare-query.js";
import { porterStemmer, type Stemmer } from "./stemmer.js";
import { createTokenizer, type Tokenizer } from "./tokenizer.js";
import { resolveVocabulary, type Vocabulary } from "./vocabulary.js";

/** One search result. */
export interface SearchHit {
  readonly id: string;
  /** BM25 score; higher is better. Exact-key hits carry their BM25 score too. */
  readonly score: number;
  /** True when the query equals the document's key; such hits come first. */
  readonly exact: boolean;
}

const NO_SLOTS: ReadonlySet<number> = new Set();

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
  /** The parts a query is read against (prepare-query.ts). */
  readonly #context: QueryContext;

  /** @throws {@link Bm25Error} `INVALID_OPTIONS` naming the bad option and value. */
  constructor(options: Bm25Options = {}) {
    this.#options = resolveOptions(options);
    this.#tokenize = createTokenizer(options.tokenizer ?? {});
    this.#tokenizerSettings = tokenizerSettings(options);
    this.#state = new IndexState(this.#options.fieldNames.length);
    this.#norms = new FieldNorms(this.#options.weights, this.#options.b);
    this.#vocabulary = options.vocabulary ?? undefined;
    this.#context = {
      state: this.#state,
      norms: this.#norms,
      options: this.#options,
      tokenize: this.#tokenize,
      stopWords: new Set(this.#tokenizerSettings.stopWords),
      vocabulary: resolveVocabulary(options.vocabulary, this.#tokenize),
    };
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
    const prepared = prepareQuery(this.#context, query, resolved.admission, resolved.exact);
    const state = this.#state;
    const norms = this.#norms.for(state);
    const hits: SearchHit[] = [];
    for (const slot of prepared.exactSlots) {
      if (hits.length >= resolved.limit) return hits;
      const { score } = scoreDocument(state, norms, prepared.terms, prepared.scored, slot);
      hits.push({ id: state.ids[slot] ?? "", score, exact: true });
    }
    const ranked = this.#rank(prepared, resolved.limit - hits.length);
    // Evidence threshold: the best candidate's BM25F score decides for all of them.
    const threshold = prepared.natural?.threshold ?? 0;
    if (threshold > 0 && ranked.bestBm25f < threshold) return hits;
    for (const { slot, score } of ranked.slots) hits.push({ id: state.ids[slot] ?? "", score, exact: false });
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
    const prepared = prepareQuery(this.#context, query, resolved.admission, resolved.exact);
    const scored = scoreDocument(this.#state, this.#norms.for(this.#state), prepared.terms, prepared.scored, slot);
    const natural = prepared.natural;
    const exact = prepared.exactSlots.includes(slot);
    const share = this.#options.fieldwise;
    // One ranking serves the evidence threshold's best and the blend (the best does not depend on the limit).
    const thresholded = (natural?.threshold ?? 0) > 0;
    const blended = share > 0 && !exact;
    const ranking = thresholded || blended ? this.#rank(prepared, blended ? Infinity : 1) : null;
    const blend = blended && ranking !== null ? blendOf(ranking, share, slot) : null;
    return buildExplanation({
      id,
      query,
      tokens: prepared.tokens,
      fieldNames: this.#options.fieldNames,
      terms: prepared.terms,
      plan: prepared.plan,
      natural: natural === null ? null : { ...natural, best: thresholded ? (ranking?.bestBm25f ?? 0) : null },
      exact,
      score: blend?.score ?? scored.score,
      ...(blend === null ? {} : { blend }),
      termScores: scored.terms,
    });
  }

  /** The index as JSON-ready data; {@link Bm25Index.fromJSON} restores it. */
  toJSON(): SerializedIndex {
    const { terms, documents } = serializeDocuments(this.#state, this.#liveSlotsInOrder());
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
        ...(this.#options.fieldwise === 0 ? {} : { fieldwise: this.#options.fieldwise }),
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
        fieldwise: json.options.fieldwise,
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
  #rank(prepared: PreparedQuery, limit: number): Ranking {
    const rarest = prepared.scored.find((scored) => scored.index === prepared.plan.rarest);
    const skip = prepared.exactSlots.length === 0 ? NO_SLOTS : new Set(prepared.exactSlots);
    const share = this.#options.fieldwise;
    return this.#scorer.rank(this.#state, prepared.plan, prepared.scored, rarest, skip, limit, share);
  }
}

/** How the field-wise blend scored `slot` in a full `ranking` (`null` when it was not admitted). */
function blendOf(ranking: Ranking, share: number, slot: number): BlendExplanation | null {
  const hit = ranking.slots.find((ranked) => ranked.slot === slot);
  if (hit === undefined) return null;
  const { score, bm25f, fieldwise } = hit;
  return { share, score, bm25f, fieldwise, bestBm25f: ranking.bestBm25f, bestFieldwise: ranking.bestFieldwise };
}
