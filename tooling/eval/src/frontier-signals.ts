// Admission signals the frontier study measures: numbers a search could compute for one query
// from its ranking and the index's statistics, higher meaning "more likely the catalog has the
// tool". Each is swept over every threshold by frontier-sweep.ts.
import { actionConflict, requestActions } from "./action-words.js";

/** A ranked document: its position in the set and its BM25 score. */
export interface Candidate {
  readonly position: number;
  readonly score: number;
}

/** A distinct query term that some document of the searched catalog has, with its idf there. */
export interface FoundTerm {
  readonly token: string;
  readonly idf: number;
  /** The best candidate has the term in some field. */
  readonly inBest: boolean;
  /** The best candidate has the term in its name. */
  readonly inBestName: boolean;
}

/** Everything a signal may look at for one query. `candidates` is best first and never empty. */
export interface SignalInput {
  readonly text: string;
  readonly terms: readonly FoundTerm[];
  readonly candidates: readonly Candidate[];
  readonly k1: number;
  toolName(position: number): string;
}

export interface Signal {
  /** Stable key, e.g. `score-ratio`. */
  readonly key: string;
  /** What it is, for tables. */
  readonly label: string;
  value(input: SignalInput): number;
}

function evidence(terms: readonly FoundTerm[]): number {
  return terms.reduce((sum, term) => sum + term.idf, 0);
}

/** Share of the query's idf mass held by the terms `has` picks (0 when the query has no found term). */
function coverage(terms: readonly FoundTerm[], has: (term: FoundTerm) => boolean): number {
  const total = evidence(terms);
  if (total === 0) return 0;
  return terms.reduce((sum, term) => sum + (has(term) ? term.idf : 0), 0) / total;
}

/** A candidate's score over the score of a document matching every found term once, `(k1 + 1) × E`. */
function scoreRatio(input: SignalInput, score: number): number {
  const perfect = (input.k1 + 1) * evidence(input.terms);
  return perfect === 0 ? 0 : score / perfect;
}

function best(input: SignalInput): Candidate {
  return input.candidates[0] as Candidate;
}

/** The signals of the study, in table order. */
export const SIGNALS: readonly Signal[] = [
  {
    key: "score-ratio",
    label: "best score / (k1+1)·E (the natural rule's family)",
    value: (input) => scoreRatio(input, best(input).score),
  },
  {
    key: "idf-coverage",
    label: "share of E the best tool contains",
    value: (input) => coverage(input.terms, (term) => term.inBest),
  },
  {
    key: "name-coverage",
    label: "share of E in the best tool's name",
    value: (input) => coverage(input.terms, (term) => term.inBestName),
  },
  {
    key: "score-gap",
    label: "gap between the first two scores, over the first",
    value: (input) => {
      const first = best(input).score;
      const second = input.candidates[1]?.score ?? 0;
      return first === 0 ? 0 : (first - second) / first;
    },
  },
  {
    key: "action-words",
    label: "best tool's action word agrees with the request (0/1)",
    value: (input) => (actionConflict(requestActions(input.text), input.toolName(best(input).position)) ? 0 : 1),
  },
  {
    key: "action-words-then-score",
    label: "score ratio of the best tool whose action word agrees",
    value: (input) => {
      const requested = requestActions(input.text);
      const agreeing = input.candidates.find(
        (candidate) => !actionConflict(requested, input.toolName(candidate.position)),
      );
      return agreeing === undefined ? Number.NEGATIVE_INFINITY : scoreRatio(input, agreeing.score);
    },
  },
];
