import { idf, type QueryTerm } from "./admission.js";
import { DEFAULT_EQUIVALENTS } from "./equivalents.js";
import { Bm25Error, describeValue } from "./errors.js";
import type { IndexState } from "./index-state.js";
import { DEFAULT_ORDINARY_WORDS } from "./ordinary-words.js";
import type { Tokenizer } from "./tokenizer.js";

/**
 * Words the ranker knows beyond the documents (docs/search-vocabulary.md):
 * `equivalents` maps a query word to the words or phrases tools use for the same thing
 * (`send` → `post`), searched as a weighted expansion; `ordinary` lists everyday words that,
 * when no document has them, do not make a keyword query admit nothing.
 */
export interface Vocabulary {
  readonly equivalents: Readonly<Record<string, readonly string[]>>;
  readonly ordinary: readonly string[];
}

/** The reviewed default vocabulary: {@link DEFAULT_EQUIVALENTS} and {@link DEFAULT_ORDINARY_WORDS}. */
export const DEFAULT_VOCABULARY: Vocabulary = Object.freeze({
  equivalents: DEFAULT_EQUIVALENTS,
  ordinary: DEFAULT_ORDINARY_WORDS,
});

/**
 * An expansion term's weight as a share of the word it stands for, applied to the smaller
 * of both idfs: an equivalent never scores more than ¾ of what the query's own word would
 * in the same place, so an exact match always outranks it. Chosen with `pnpm eval`.
 */
export const EXPANSION_WEIGHT = 0.75;

/**
 * The expansion weight, instead of {@link EXPANSION_WEIGHT}, for a word that some document
 * has itself: its equivalents only add to the documents that use the word, so they count
 * for less (`get` on a catalog full of `get_*` tools need not pull in every `fetch` and
 * `read`). Chosen with `pnpm eval` (docs/retrieval.md): 0.3–0.5 gain 0.3–1 nDCG points on
 * every public set over 0.75 and keep the agent set's paraphrase recall.
 */
export const PRESENT_EXPANSION_WEIGHT = 0.4;

/** A vocabulary in the index's own terms (stems). */
export interface ResolvedVocabulary {
  /** Query term → the token lists of its equivalents. */
  readonly expansions: ReadonlyMap<string, readonly (readonly string[])[]>;
  /** Terms of ordinary words, the lexicon's words included. */
  readonly ordinary: ReadonlySet<string>;
}

function invalid(message: string): Bm25Error {
  return new Bm25Error("INVALID_OPTIONS", message);
}

function words(value: unknown, where: string): readonly string[] {
  if (!Array.isArray(value) || !value.every((word) => typeof word === "string")) {
    throw invalid(`${where} must be a list of strings, got ${describeValue(value)}`);
  }
  return value;
}

/**
 * Checks a vocabulary and turns it into the index's terms with `tokenize`. A key that is not
 * exactly one term (a stop word, or two words) is skipped, as is an equivalent with no term.
 * @throws {@link Bm25Error} `INVALID_OPTIONS` for a value of the wrong shape.
 */
export function resolveVocabulary(vocabulary: unknown, tokenize: Tokenizer): ResolvedVocabulary | null {
  if (vocabulary === undefined || vocabulary === null) return null;
  if (typeof vocabulary !== "object" || Array.isArray(vocabulary)) {
    throw invalid(`vocabulary must be {equivalents, ordinary}, got ${describeValue(vocabulary)}`);
  }
  const { equivalents, ordinary } = vocabulary as Record<string, unknown>;
  if (typeof equivalents !== "object" || equivalents === null || Array.isArray(equivalents)) {
    throw invalid(`vocabulary.equivalents must be an object of word to equivalents, got ${describeValue(equivalents)}`);
  }
  const expansions = new Map<string, string[][]>();
  const known = new Set<string>();
  for (const [word, list] of Object.entries(equivalents as Record<string, unknown>)) {
    const targets = words(list, `vocabulary.equivalents.${word}`);
    const key = tokenize(word);
    const phrases = targets.map((target) => tokenize(target)).filter((tokens) => tokens.length > 0);
    for (const tokens of phrases) for (const token of tokens) known.add(token);
    const source = key[0];
    if (key.length !== 1 || source === undefined) continue;
    known.add(source);
    expansions.set(source, [
      ...(expansions.get(source) ?? []),
      ...phrases.filter((tokens) => !(tokens.length === 1 && tokens[0] === source)),
    ]);
  }
  for (const word of words(ordinary, "vocabulary.ordinary")) for (const token of tokenize(word)) known.add(token);
  return { expansions, ordinary: known };
}

/**
 * The expansion terms of a query's distinct terms, after them: each equivalent's tokens that
 * are not already query terms, once each (the first word to name a token owns it), with
 * `expands` its word's index and weight {@link EXPANSION_WEIGHT} (or
 * {@link PRESENT_EXPANSION_WEIGHT} when some document has the word) × min(idf of both) × the
 * word's count. Tokens no document has are left out.
 */
export function expansionTerms(
  state: IndexState,
  terms: readonly QueryTerm[],
  vocabulary: ResolvedVocabulary,
): QueryTerm[] {
  const taken = new Set(terms.map((term) => term.token));
  const out: QueryTerm[] = [];
  terms.forEach((term, index) => {
    const share = term.df > 0 ? PRESENT_EXPANSION_WEIGHT : EXPANSION_WEIGHT;
    for (const tokens of vocabulary.expansions.get(term.token) ?? []) {
      for (const token of tokens) {
        if (taken.has(token)) continue;
        const termId = state.termId(token, false);
        const df = termId < 0 ? 0 : (state.df[termId] ?? 0);
        if (df === 0) continue;
        taken.add(token);
        const own = idf(state.liveCount, df);
        out.push({
          token,
          termId,
          count: term.count,
          df,
          idf: own,
          group: index,
          weight: term.count * share * Math.min(own, term.idf),
        });
      }
    }
  });
  return out;
}
