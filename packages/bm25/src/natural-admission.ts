import { idf, KEYWORD_QUERY_TERMS, type QueryTerm, type ResolvedAdmission } from "./admission.js";
import type { ResolvedVocabulary } from "./vocabulary.js";
import type { QueryShape } from "./query-shape.js";
import { LITERAL_COVER_MIN_WORDS } from "./literal-cover.js";

/**
 * Share of the unseen-term idf (the largest idf the index can give) that the best candidate
 * must reach whatever the query's length: about one distinctive word matched in prose.
 * Chosen with the retrieval eval (`pnpm eval`, docs/retrieval.md).
 */
export const EVIDENCE_BASE = 0.15;

/**
 * Share of the query's own evidence added on top of {@link EVIDENCE_BASE}: a longer query
 * picks up more incidental matches, so it must find more. Chosen with the retrieval eval.
 */
export const EVIDENCE_SHARE = 0.05;

/** The threshold never asks for more than this share of a perfect match of the query. */
export const EVIDENCE_CAP = 0.5;

/** What the natural rules decided for one query (see `AdmissionRules.keywordGate`, `.groupFloor` and `.evidence`). */
export interface NaturalPlan {
  /** Distinct content terms: 2+ characters, not starting with a digit (numbers and `s` never gate). */
  readonly contentTerms: number;
  /**
   * Content terms that no document has and that name something: neither bridged by the
   * vocabulary nor ordinary words, in query order. In a keyword query they admit nothing.
   */
  readonly unseen: readonly string[];
  /** Content terms no document has that are ordinary words, written inside quotes or argument values (`of nyc`, `RL50`): ignored. */
  readonly ignored: readonly string[];
  /** Terms no document has whose vocabulary equivalents some document has (searched through them). */
  readonly bridged: readonly string[];
  /** Content terms (groups) found in some document, directly or through an equivalent: numbers and one-letter words do not count. */
  readonly answerable: number;
  /**
   * Query words a document must match (group floor; 0 when off): see {@link groupFloor}; with 3 or more answerable
   * words, half of them rounded up in a keyword query and 2 in a longer one.
   */
  readonly required: number;
  /** At most {@link KEYWORD_QUERY_TERMS} content terms, or {@link KEYWORD_RUN_TERMS} without a stop word; never a request (`REQUEST_WORDS`). */
  readonly keywordQuery: boolean;
  /** True when the keyword-query gate turns the query away (a keyword query with an unseen content term that names something). */
  readonly gated: boolean;
  /** Σ count × idf over the query terms found in some document. */
  readonly evidence: number;
  /** The score the best candidate must reach (0 when the evidence rule is off or the query is a keyword query). */
  readonly threshold: number;
  /**
   * Literal cover (with the group floor on): a keyword query of 2 or 3 content terms, each in
   * some document, with vocabulary expansions, where some document has every one of its words
   * itself. Then a document must match some query word itself: one matched only through
   * equivalents is not admitted (see {@link literalCoverApplies}).
   */
  readonly literalCover: boolean;
}

const DIGIT_0 = 48;
const DIGIT_9 = 57;

/**
 * A term that counts for the natural rules: 2+ characters and not starting with a digit.
 * Two characters, because short words stem shorter still (`sms` → `sm`) and must be seen.
 */
export function isContentTerm(token: string): boolean {
  if (token.length < 2) return false;
  const first = token.charCodeAt(0);
  return first < DIGIT_0 || first > DIGIT_9;
}

/** The evidence threshold for a query with evidence `evidence` over `documentCount` documents. */
export function evidenceThreshold(evidence: number, documentCount: number, k1: number): number {
  const base = EVIDENCE_BASE * idf(documentCount, 0) + EVIDENCE_SHARE * evidence;
  return (k1 + 1) * Math.min(EVIDENCE_CAP * evidence, base);
}

/**
 * Most content terms of a query the group floor applies to: the core of what an agent
 * writes as a `tool_search` query. Longer queries are mostly requests in plain words, whose
 * relevant tool often shares one word with them; their incidental words are left to
 * ranking. Chosen with `pnpm eval` (docs/retrieval.md): 5 or 6 cost the natural-language
 * sets 1–3 nDCG points.
 */
export const SHORT_QUERY_TERMS = 4;

/**
 * Most content terms of a query without any stop word that still counts as keywords
 * (`run shell command execute code`): agents write 2–6 bare words, a request in plain words
 * has stop words. Chosen with `pnpm eval` (docs/retrieval.md).
 */
export const KEYWORD_RUN_TERMS = 6;

/**
 * Group floor of {@link NaturalPlan.required}: query words a document must match.
 * - A keyword query of up to {@link SHORT_QUERY_TERMS} content terms with 3 or more
 *   answerable words: half of the answerable words, rounded up.
 * - A longer run of keywords (up to {@link KEYWORD_RUN_TERMS}, no stop word): half of all its
 *   content terms, rounded up, words no document has included — with five or six words the
 *   agent has said what it wants, and a tool that shares one or two of them (`execute_sql`
 *   for `run shell command execute code`) rests on incidental words.
 * - A request of up to {@link SHORT_QUERY_TERMS} content terms with stop words: 2 (with 3 or more answerable words).
 * - Longer requests: none.
 */
export function groupFloor(answerable: number, contentTerms: number, keywordQuery: boolean): number {
  if (keywordQuery && contentTerms > SHORT_QUERY_TERMS) return Math.ceil(contentTerms / 2);
  if (answerable < 3 || contentTerms > SHORT_QUERY_TERMS) return 0;
  return keywordQuery ? Math.ceil(answerable / 2) : 2;
}

/**
 * Whether the literal-cover rule can apply to a query (before looking for a document that
 * has all its words): the group floor is on, the query is a keyword query of
 * {@link LITERAL_COVER_MIN_WORDS} to {@link KEYWORD_QUERY_TERMS} distinct terms, all content
 * terms some document has, and it has expansions to leave out. An agent that wrote "notes
 * create" where `notes_create` exists meant that tool, not `add` or `add_tool` through
 * create ≈ add/register.
 */
export function literalCoverApplies(
  terms: readonly QueryTerm[],
  expansions: readonly QueryTerm[],
  keywordQuery: boolean,
  rules: ResolvedAdmission,
): boolean {
  if (rules.groupFloor !== true || !keywordQuery || expansions.length === 0) return false;
  if (terms.length < LITERAL_COVER_MIN_WORDS || terms.length > KEYWORD_QUERY_TERMS) return false;
  return terms.every((term) => term.df > 0 && isContentTerm(term.token));
}

/** Whether any natural rule (`keywordGate`, `groupFloor`, `evidence`) is on. */
export const naturalRulesOn = (rules: ResolvedAdmission): boolean =>
  rules.keywordGate === true || rules.evidence === true || rules.groupFloor === true;

/**
 * Plans the natural rules for a query's distinct terms (`terms`, then their vocabulary
 * expansions in `expansions`) and its {@link QueryShape} (`request`: a request in plain
 * words, see `REQUEST_WORDS`; `quoted`: terms inside quotes, and `values`: argument values
 * (`valueTerms`), both ignored like ordinary words), or returns `null` when none of `keywordGate`, `groupFloor`
 * and `evidence` is on. `hasAll` says whether some document has every one of the given
 * query words (for {@link NaturalPlan.literalCover}; the index passes its postings lookup).
 * Pure: depends on the terms' df and idf, N, k1, the vocabulary and `hasAll`.
 */
export function planNatural(
  terms: readonly QueryTerm[],
  expansions: readonly QueryTerm[],
  vocabulary: ResolvedVocabulary | null,
  shape: QueryShape,
  documentCount: number,
  k1: number,
  rules: ResolvedAdmission,
  hasAll: (words: readonly QueryTerm[]) => boolean = () => false,
): NaturalPlan | null {
  if (!naturalRulesOn(rules)) return null;
  const { stopWords, request, quoted, values } = shape;
  const expanded = new Set(expansions.map((term) => term.group));
  let contentTerms = 0;
  let evidence = 0;
  let answerable = 0;
  const unseen: string[] = [];
  const ignored: string[] = [];
  const bridged: string[] = [];
  terms.forEach((term, i) => {
    if (term.df > 0) evidence += term.count * term.idf;
    if (term.df === 0 && expanded.has(i)) bridged.push(term.token);
    // Numbers and one-letter words are values: they neither gate nor count toward the group floor.
    if (!isContentTerm(term.token)) return;
    if (term.df > 0 || expanded.has(i)) answerable += 1;
    contentTerms += 1;
    if (term.df > 0 || expanded.has(i)) return;
    if (vocabulary?.ordinary.has(term.token) === true || quoted.has(term.token) || values.has(term.token))
      ignored.push(term.token);
    else unseen.push(term.token);
  });
  // Up to KEYWORD_RUN_TERMS content terms without a stop word is still keywords ("send sms text message"); a request in plain words has stop words.
  // A question or a first-person request ("what's the weather in Hanoi") is never keywords: its unseen words are mostly values.
  const keywordQuery =
    !request && (contentTerms <= KEYWORD_QUERY_TERMS || (contentTerms <= KEYWORD_RUN_TERMS && stopWords === 0));
  const gated = rules.keywordGate === true && keywordQuery && unseen.length > 0;
  return {
    contentTerms,
    unseen,
    ignored,
    bridged,
    answerable,
    required: rules.groupFloor === true && !request ? groupFloor(answerable, contentTerms, keywordQuery) : 0,
    keywordQuery,
    gated,
    evidence,
    threshold: rules.evidence === true && !keywordQuery ? evidenceThreshold(evidence, documentCount, k1) : 0,
    literalCover: !gated && literalCoverApplies(terms, expansions, keywordQuery, rules) && hasAll(terms),
  };
}
