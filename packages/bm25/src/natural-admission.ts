import { idf, KEYWORD_QUERY_TERMS, type QueryTerm, type ResolvedAdmission } from "./admission.js";

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

/** What the natural rules decided for one query (see `AdmissionRules.keywordGate` and `.evidence`). */
export interface NaturalPlan {
  /** Distinct content terms: 3+ characters, not starting with a digit (numbers and `ai`, `s` never gate). */
  readonly contentTerms: number;
  /** Content terms that no document has, in query order. */
  readonly unseen: readonly string[];
  /** At most {@link KEYWORD_QUERY_TERMS} content terms. */
  readonly keywordQuery: boolean;
  /** True when the keyword-query gate turns the query away (a keyword query with an unseen content term). */
  readonly gated: boolean;
  /**
   * Index into the query terms of the term every document must contain: in a keyword query
   * that is not gated, the found term with the highest idf (ties: the earliest); else -1.
   */
  readonly rarest: number;
  /** Σ count × idf over the query terms found in some document. */
  readonly evidence: number;
  /** The score the best candidate must reach (0 when the evidence rule is off or the query is a keyword query). */
  readonly threshold: number;
}

const DIGIT_0 = 48;
const DIGIT_9 = 57;

/** A term that counts for the natural rules: 3+ characters and not starting with a digit. */
export function isContentTerm(token: string): boolean {
  if (token.length < 3) return false;
  const first = token.charCodeAt(0);
  return first < DIGIT_0 || first > DIGIT_9;
}

/** The evidence threshold for a query with evidence `evidence` over `documentCount` documents. */
export function evidenceThreshold(evidence: number, documentCount: number, k1: number): number {
  const base = EVIDENCE_BASE * idf(documentCount, 0) + EVIDENCE_SHARE * evidence;
  return (k1 + 1) * Math.min(EVIDENCE_CAP * evidence, base);
}

/**
 * Plans the natural rules for a query's distinct terms, or returns `null` when neither
 * `keywordGate` nor `evidence` is on. Pure: depends on the terms' df and idf, N and k1.
 */
export function planNatural(terms: readonly QueryTerm[], documentCount: number, k1: number, rules: ResolvedAdmission): NaturalPlan | null {
  if (rules.keywordGate !== true && rules.evidence !== true) return null;
  let contentTerms = 0;
  let evidence = 0;
  let rarest = -1;
  const unseen: string[] = [];
  terms.forEach((term, i) => {
    if (term.df > 0) {
      evidence += term.count * term.idf;
      const best = rarest < 0 ? undefined : terms[rarest];
      if (best === undefined || term.idf > best.idf) rarest = i;
    }
    if (!isContentTerm(term.token)) return;
    contentTerms += 1;
    if (term.df === 0) unseen.push(term.token);
  });
  const keywordQuery = contentTerms <= KEYWORD_QUERY_TERMS;
  const gate = rules.keywordGate === true && keywordQuery;
  const gated = gate && unseen.length > 0;
  return {
    contentTerms,
    unseen,
    keywordQuery,
    gated,
    rarest: gate && !gated ? rarest : -1,
    evidence,
    threshold: rules.evidence === true && !keywordQuery ? evidenceThreshold(evidence, documentCount, k1) : 0,
  };
}
