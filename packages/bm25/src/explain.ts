import type { AdmissionPlan, QueryTerm } from "./admission.js";
import type { NaturalPlan } from "./natural-admission.js";
import type { TermScore } from "./score-document.js";

/**
 * Why a document was filtered: which rule turned it away. `UNSEEN_KEYWORD`: the query is a
 * keyword query with a content term no document has (keyword-query gate); `WEAK_EVIDENCE`:
 * the best candidate scores below the evidence threshold, so no document is admitted;
 * `EQUIVALENTS_ONLY`: it matches only through vocabulary equivalents while some document has
 * every word of the short keyword query itself (literal cover, docs/search-vocabulary.md).
 */
export type FilterReason =
  "RAREST_TOKEN_MISSING" | "BELOW_FLOOR" | "UNSEEN_KEYWORD" | "WEAK_EVIDENCE" | "EQUIVALENTS_ONLY";

/** The natural rules as one query saw them (see `AdmissionRules.keywordGate` and `.evidence`). */
export interface NaturalExplanation extends NaturalPlan {
  /** Score of the best candidate other than exact-key hits (0 if none); `null` when the evidence rule is off. */
  readonly best: number | null;
}

/**
 * How the field-wise blend ranked an admitted document (see `Bm25Options.fieldwise` and
 * docs/ranker-design.md, "Field-wise blend"): `score` is
 * `(1 − share) · bm25f + share · bestBm25f · fieldwise / bestFieldwise`.
 */
export interface BlendExplanation {
  /** The index's field-wise share. */
  readonly share: number;
  /** The blended score the document ranks by. */
  readonly score: number;
  /** Its BM25F score: the sum of the terms' `contribution`. */
  readonly bm25f: number;
  /** Its field-wise score: each field saturated on its own, weighted, summed, times the query words it matched. */
  readonly fieldwise: number;
  /** The best BM25F score among the query's admitted documents. */
  readonly bestBm25f: number;
  /** The best field-wise score among the query's admitted documents. */
  readonly bestFieldwise: number;
}

/** One distinct query term as seen by one document. */
export interface ExplainedTerm {
  readonly token: string;
  /** Occurrences in the query; each one scores. */
  readonly count: number;
  /** Documents that contain the term. */
  readonly df: number;
  readonly idf: number;
  /** Occurrences in this document, per field. */
  readonly frequencies: Readonly<Record<string, number>>;
  readonly contribution: number;
  /**
   * Set when the term is a vocabulary expansion: the query word it stands for (`post` for
   * `send`). Its weight is a share of that word's (see `EXPANSION_WEIGHT`).
   */
  readonly expansionOf?: string;
}

/**
 * Why a document ranks where it does for a query. `verdict`:
 * - `exact`: its key equals the query; it bypasses admission and ranks first;
 * - `admitted`: it passes admission and is ranked by `score` (a `limit` may still cut it);
 * - `filtered`: it shares terms with the query but a rule turned it away (`reason`);
 * - `unmatched`: it shares no term with the query.
 */
export interface Explanation {
  readonly id: string;
  readonly query: string;
  /** The query's tokens after tokenization, repeats kept. */
  readonly tokens: readonly string[];
  readonly verdict: "exact" | "admitted" | "filtered" | "unmatched";
  readonly reason?: FilterReason;
  /** A sentence for people saying the same as `verdict` and `reason`. */
  readonly summary: string;
  /** The score `search` gives the document: its BM25F score (the terms' contributions summed), or with a field-wise blend the blended score (see `blend`). */
  readonly score: number;
  /** The rarest query term when the rarest-token rule or the keyword-query gate requires one, and whether this document has it. */
  readonly rarestToken: { readonly token: string; readonly idf: number; readonly present: boolean } | null;
  /**
   * The relevance floor (seed floor or group floor): answerable query words, how many are
   * required (0: off or not applicable), how many this document matched (a word and its
   * equivalents count once).
   */
  readonly floor: { readonly answerable: number; readonly required: number; readonly matched: number };
  /** The natural rules' verdict on the query, or `null` when neither `keywordGate` nor `evidence` is on. */
  readonly natural: NaturalExplanation | null;
  readonly terms: readonly ExplainedTerm[];
  /** Present when the index blends in the field-wise view and the document is ranked (admitted, not exact). */
  readonly blend?: BlendExplanation;
}

/** Assembles an {@link Explanation} from a document's per-term scores and the admission plan. */
export function buildExplanation(input: {
  id: string;
  query: string;
  tokens: readonly string[];
  fieldNames: readonly string[];
  terms: readonly QueryTerm[];
  plan: AdmissionPlan;
  natural: NaturalExplanation | null;
  exact: boolean;
  score: number;
  blend?: BlendExplanation;
  termScores: readonly TermScore[];
}): Explanation {
  const { plan, terms, termScores, fieldNames } = input;
  const has = (i: number): boolean => (termScores[i]?.frequencies ?? []).some((tf) => tf > 0);
  const matched = new Set(terms.filter((_, i) => has(i)).map((term) => term.group)).size;
  const rarestTerm = plan.rarest >= 0 ? terms[plan.rarest] : undefined;
  const rarestToken =
    rarestTerm === undefined ? null : { token: rarestTerm.token, idf: rarestTerm.idf, present: has(plan.rarest) };
  const explained = terms.map((term, i): ExplainedTerm => {
    const frequencies: Record<string, number> = {};
    fieldNames.forEach((name, f) => (frequencies[name] = termScores[i]?.frequencies[f] ?? 0));
    const word = term.group === i ? undefined : terms[term.group]?.token;
    return {
      token: term.token,
      count: term.count,
      df: term.df,
      idf: term.idf,
      frequencies,
      contribution: termScores[i]?.contribution ?? 0,
      ...(word === undefined ? {} : { expansionOf: word }),
    };
  });
  const base = {
    id: input.id,
    query: input.query,
    tokens: input.tokens,
    score: input.score,
    rarestToken,
    floor: { answerable: input.natural?.answerable ?? plan.answerable, required: plan.required, matched },
    natural: input.natural,
    terms: explained,
    ...(input.blend === undefined ? {} : { blend: input.blend }),
  };
  if (input.exact)
    return { ...base, verdict: "exact", summary: `'${input.id}' matches the query exactly by key and ranks first.` };
  if (matched === 0) return { ...base, verdict: "unmatched", summary: `'${input.id}' shares no term with the query.` };
  if (rarestToken !== null && !rarestToken.present) {
    return {
      ...base,
      verdict: "filtered",
      reason: "RAREST_TOKEN_MISSING",
      summary: `'${input.id}' lacks the rarest query term '${rarestToken.token}'${rarestTerm?.df === 0 ? ", which no document has" : ""}.`,
    };
  }
  if (matched < plan.required) {
    return {
      ...base,
      verdict: "filtered",
      reason: "BELOW_FLOOR",
      summary: `'${input.id}' matches ${matched} of ${input.natural?.answerable ?? plan.answerable} answerable query words; at least ${plan.required} are required.`,
    };
  }
  if (plan.literalOnly && !terms.some((term, i) => term.group === i && has(i))) {
    return {
      ...base,
      verdict: "filtered",
      reason: "EQUIVALENTS_ONLY",
      summary: `'${input.id}' is not admitted: it matches only through equivalents, and some document has every word of the query itself.`,
    };
  }
  const natural = input.natural;
  if (natural?.gated === true) {
    return {
      ...base,
      verdict: "filtered",
      reason: "UNSEEN_KEYWORD",
      summary: `'${input.id}' is not admitted: the query is a keyword query (${natural.contentTerms} content terms) and no document has '${natural.unseen[0] ?? ""}'.`,
    };
  }
  if (natural !== null && natural.best !== null && natural.best < natural.threshold) {
    return {
      ...base,
      verdict: "filtered",
      reason: "WEAK_EVIDENCE",
      summary: `'${input.id}' is not admitted: the best document scores ${natural.best.toFixed(4)}, below the evidence threshold ${natural.threshold.toFixed(4)}, so the query admits nothing.`,
    };
  }
  const through = explained
    .filter((term, i) => term.expansionOf !== undefined && has(i))
    .map((term) => `'${term.token}' for '${term.expansionOf ?? ""}'`);
  const via = through.length === 0 ? "" : ` (through equivalents: ${through.join(", ")})`;
  return {
    ...base,
    verdict: "admitted",
    summary: `'${input.id}' is admitted with score ${input.score.toFixed(4)}${via}.`,
  };
}
