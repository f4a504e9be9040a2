// How a query is written, as the natural admission rules read it (docs/ranker-design.md):
// whether it is a request in plain words, how many stop words it has, which words stand
// inside quotes and which are argument values. Pure: a function of the query text, the stop words and the tokenizer.
import { REQUEST_WORDS } from "./stop-words.js";
import type { Tokenizer } from "./tokenizer.js";
import { valueTerms } from "./value-words.js";

/** The query's shape: what the natural rules need beyond its terms. */
export interface QueryShape {
  /** How many of its words are stop words (a request in plain words has several; keywords have none). */
  readonly stopWords: number;
  /** A question mark or a {@link REQUEST_WORDS} word: a question or first-person request, never keywords. */
  readonly request: boolean;
  /** The terms written inside quotes (`'go to Goa'`, `"dashing"`): literal values, which never gate. */
  readonly quoted: ReadonlySet<string>;
  /** The terms of argument values ("of nyc", "RL50"; see {@link valueTerms}), which never gate. */
  readonly values: ReadonlySet<string>;
}

const WORD = /[a-z0-9]+/g;
// A quoted span: an opening quote not inside a word ("what's" has none), up to the matching close.
const QUOTED = /(?<![A-Za-z0-9])(['"\u2018\u201c])(.+?)['"\u2019\u201d](?![A-Za-z0-9])/g;
const NO_TERMS: ReadonlySet<string> = new Set();

/** A keyword shape: no stop words, not a request, nothing quoted, no values. */
export const KEYWORD_SHAPE: QueryShape = { stopWords: 0, request: false, quoted: NO_TERMS, values: NO_TERMS };

/**
 * Reads `query`'s shape in one pass over its words. With no stop words configured, every
 * query reads as keywords (`stopWords` 0, `request` false); quoted terms are still found.
 */
export function readQueryShape(query: string, stopWords: ReadonlySet<string>, tokenize: Tokenizer): QueryShape {
  let stop = 0;
  let request = false;
  if (stopWords.size > 0) {
    request = query.includes("?");
    for (const word of query.toLowerCase().match(WORD) ?? []) {
      if (stopWords.has(word)) stop += 1;
      if (REQUEST_WORDS.has(word)) request = true;
    }
  }
  let quoted = NO_TERMS;
  if (/['"\u2018\u201c]/.test(query)) {
    const terms = new Set<string>();
    for (const match of query.matchAll(QUOTED)) for (const token of tokenize(match[2] ?? "")) terms.add(token);
    quoted = terms;
  }
  return { stopWords: stop, request, quoted, values: valueTerms(query, tokenize) };
}
