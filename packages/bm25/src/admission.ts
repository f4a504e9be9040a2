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
}

/**
 * Admission policy of a search: `"none"` ranks every document that shares a term with the
 * query; `"gated"` applies both {@link AdmissionRules}; or pick rules one by one.
 */
export type Admission = "none" | "gated" | AdmissionRules;

/** Admission with every rule decided. */
export interface ResolvedAdmission {
  readonly rarestToken: boolean;
  readonly floor: boolean;
}

/** Fewest answerable terms at which the relevance floor applies. */
export const FLOOR_MIN_TERMS = 4;

/** Turns an {@link Admission} value into explicit rules; `where` names it in errors. */
export function resolveAdmission(admission: Admission, where: string): ResolvedAdmission {
  if (admission === "none") return { rarestToken: false, floor: false };
  if (admission === "gated") return { rarestToken: true, floor: true };
  if (typeof admission !== "object" || admission === null || Array.isArray(admission)) {
    throw new Bm25Error("INVALID_OPTIONS", `${where} must be "none", "gated" or {rarestToken, floor}, got ${describeValue(admission)}`);
  }
  for (const key of ["rarestToken", "floor"] as const) {
    const value = admission[key];
    if (value !== undefined && typeof value !== "boolean") {
      throw new Bm25Error("INVALID_OPTIONS", `${where}.${key} must be a boolean, got ${describeValue(value)}`);
    }
  }
  return { rarestToken: admission.rarestToken ?? false, floor: admission.floor ?? false };
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
  if (!rules.rarestToken) return { rarest: -1, answerable, required, admitsNothing: false };
  const rarestTerm = terms[rarest];
  return { rarest, answerable, required, admitsNothing: rarestTerm === undefined || rarestTerm.df === 0 };
}

/** Inverse document frequency as Lucene computes it: ln(1 + (N − df + 0.5) / (df + 0.5)). */
export function idf(documentCount: number, df: number): number {
  return Math.log(1 + (documentCount - df + 0.5) / (df + 0.5));
}
