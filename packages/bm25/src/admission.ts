import { Bm25Error, describeValue } from "./errors.js";

/** Which admission rules a search applies, each on or off. */
export interface AdmissionRules {
  /**
   * A document must contain the query term with the highest idf (ties: the earliest in
   * the query). A term no document has is the rarest of all, so such a query admits nothing.
   */
  readonly rarestToken?: boolean | undefined;
  /**
   * With 4 or more answerable terms (distinct query terms found in some document), a
   * document must contain at least half of them, rounded up.
   */
  readonly floor?: boolean | undefined;
  /**
   * Keyword-query gate: in a keyword query — at most {@link KEYWORD_QUERY_TERMS} content terms (2+
   * characters, not starting with a digit), or up to 6 without a stop word, and never a question
   * or first-person request (`REQUEST_WORDS`) — a content term that no document has admits
   * nothing (`"send gmail email"` without a Gmail tool) — unless the index's vocabulary
   * bridges it to a word some document has, or lists it as an ordinary word. Such a term
   * names something no tool has. Longer queries (requests in plain words) are not gated:
   * their words outside the catalog are ignored.
   */
  readonly keywordGate?: boolean | undefined;
  /**
   * Evidence threshold, for queries of more than {@link KEYWORD_QUERY_TERMS} content terms:
   * unless the best candidate scores at least
   * `(k1 + 1) × min(EVIDENCE_CAP × E, EVIDENCE_BASE × idf₀ + EVIDENCE_SHARE × E)` — `E` the
   * idf mass of the query terms found in some document, `idf₀` the idf of a term no document
   * has — nothing is admitted; otherwise every candidate is.
   */
  readonly evidence?: boolean | undefined;
  /**
   * Group floor: with 3 or more answerable query words (found in some document, directly or
   * through a vocabulary equivalent; a word and its equivalents count once), a document must
   * match half of them rounded up in a keyword query of up to 4 content terms, and 2 in a query
   * of up to 4 content terms with stop words (`SHORT_QUERY_TERMS`); a run of 5 or 6 keywords
   * must match half of all its content terms — so a result never rests on one or two incidental
   * words there. Questions and first-person requests (`REQUEST_WORDS`) have no floor.
   */
  readonly groupFloor?: boolean | undefined;
}

/**
 * Admission policy of a search: `"none"` ranks every document that shares a term with the
 * query; `"gated"` applies the rarest-token gate and the floor (for short keyword queries);
 * `"natural"` applies the keyword-query gate and the group floor (for keyword and
 * natural-language queries alike); or pick {@link AdmissionRules} one by one.
 */
export type Admission = "none" | "gated" | "natural" | AdmissionRules;

/**
 * Admission with every rule decided. The natural rules (`keywordGate`, `evidence`, `groupFloor`) are
 * present only when on, so the seed presets resolve to exactly `{ rarestToken, floor }`.
 */
export interface ResolvedAdmission {
  readonly rarestToken: boolean;
  readonly floor: boolean;
  readonly keywordGate?: true;
  readonly evidence?: true;
  readonly groupFloor?: true;
}

/** Fewest answerable terms at which the relevance floor applies. */
export const FLOOR_MIN_TERMS = 4;

/** Most content terms of a keyword query (see {@link AdmissionRules.keywordGate}). */
export const KEYWORD_QUERY_TERMS = 3;

const RULE_KEYS = ["rarestToken", "floor", "keywordGate", "evidence", "groupFloor"] as const;

/** Turns an {@link Admission} value into explicit rules; `where` names it in errors. */
export function resolveAdmission(admission: Admission, where: string): ResolvedAdmission {
  if (admission === "none") return { rarestToken: false, floor: false };
  if (admission === "gated") return { rarestToken: true, floor: true };
  if (admission === "natural") return { rarestToken: false, floor: false, keywordGate: true, groupFloor: true };
  if (typeof admission !== "object" || admission === null || Array.isArray(admission)) {
    throw new Bm25Error(
      "INVALID_OPTIONS",
      `${where} must be "none", "gated", "natural" or {rarestToken, floor, keywordGate, evidence, groupFloor}, got ${describeValue(admission)}`,
    );
  }
  for (const key of RULE_KEYS) {
    const value = admission[key];
    if (value !== undefined && typeof value !== "boolean") {
      throw new Bm25Error("INVALID_OPTIONS", `${where}.${key} must be a boolean, got ${describeValue(value)}`);
    }
  }
  return {
    rarestToken: admission.rarestToken ?? false,
    floor: admission.floor ?? false,
    ...(admission.keywordGate === true ? { keywordGate: true } : {}),
    ...(admission.evidence === true ? { evidence: true } : {}),
    ...(admission.groupFloor === true ? { groupFloor: true } : {}),
  };
}

/** One distinct query term with its statistics, in first-occurrence order. */
export interface QueryTerm {
  readonly token: string;
  /** Term id in the index, or -1 when no document has the term. */
  readonly termId: number;
  /** How many times the term occurs in the query (each occurrence scores). */
  readonly count: number;
  readonly df: number;
  readonly idf: number;
  /**
   * The query word this term counts for: its own index among the distinct query terms, or,
   * for a vocabulary expansion, the index of the word it stands for. Admission counts
   * matched groups, so a word and its equivalents count once.
   */
  readonly group: number;
  /** What each unit of saturated frequency is worth: `count × idf`, less for an expansion. */
  readonly weight: number;
}

/** What admission needs to know about a query, computed once per search. */
export interface AdmissionPlan {
  /** Index into the query terms of the rarest term, or -1 when the rule is off or the query is empty. */
  readonly rarest: number;
  /** Distinct query terms that occur in at least one document. */
  readonly answerable: number;
  /** Answerable terms a document must contain (0 when the floor does not apply). */
  readonly required: number;
  /** True when no document can be admitted (the rarest term is in no document). */
  readonly admitsNothing: boolean;
  /**
   * True when a document must match some query word itself: vocabulary expansions then only
   * add to documents already matched (the natural rules' literal cover).
   */
  readonly literalOnly: boolean;
}

/** Decides the rarest term and the floor for a query's terms under `rules`. */
export function planAdmission(terms: readonly QueryTerm[], rules: ResolvedAdmission): AdmissionPlan {
  let rarest = -1;
  let answerable = 0;
  for (let i = 0; i < terms.length; i += 1) {
    const term = terms[i];
    if (term === undefined) continue;
    if (term.df > 0) answerable += 1;
    const best = rarest < 0 ? undefined : terms[rarest];
    if (best === undefined || term.idf > best.idf) rarest = i;
  }
  const required = rules.floor && answerable >= FLOOR_MIN_TERMS ? Math.ceil(answerable / 2) : 0;
  if (!rules.rarestToken) return { rarest: -1, answerable, required, admitsNothing: false, literalOnly: false };
  const rarestTerm = terms[rarest];
  return {
    rarest,
    answerable,
    required,
    admitsNothing: rarestTerm === undefined || rarestTerm.df === 0,
    literalOnly: false,
  };
}

/** Inverse document frequency as Lucene computes it: ln(1 + (N − df + 0.5) / (df + 0.5)). */
export function idf(documentCount: number, df: number): number {
  return Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
}
