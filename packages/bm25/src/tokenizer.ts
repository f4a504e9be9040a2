import { Bm25Error, describeValue } from "./errors.js";
import { porterStemmer, type Stemmer } from "./stemmer.js";

/** Options of {@link createTokenizer}. */
export interface TokenizerOptions {
  /** Stems each lowercase word; `null` turns stemming off. Default {@link porterStemmer}. */
  readonly stemmer?: Stemmer | null | undefined;
  /** Words to drop, compared lowercased before stemming. Default: none. */
  readonly stopWords?: Iterable<string> | undefined;
  /**
   * Also emit the parts of camelCase and PascalCase words after the joined word:
   * `createIssue` → `createissu`, `creat`, `issu`. Default `true`.
   */
  readonly splitCamelCase?: boolean | undefined;
}

/** Turns text into the list of index terms, in order, repeats kept. */
export type Tokenizer = (text: string) => string[];

const WORD = /[A-Za-z0-9]+/g;
const LOWER_THEN_UPPER = /([a-z0-9])([A-Z])/g;
const ACRONYM_THEN_WORD = /([A-Z]+)([A-Z][a-z])/g;
const HAS_CASE_CHANGE = /[a-z0-9][A-Z]|[A-Z]{2}[a-z]/;

function camelParts(word: string): string[] | undefined {
  if (!HAS_CASE_CHANGE.test(word)) return undefined;
  return word.replace(LOWER_THEN_UPPER, "$1 $2").replace(ACRONYM_THEN_WORD, "$1 $2").split(" ");
}

function stopWordSet(stopWords: Iterable<string> | undefined): ReadonlySet<string> {
  const set = new Set<string>();
  if (stopWords === undefined) return set;
  if (typeof stopWords === "string" || typeof (stopWords as Partial<Iterable<string>>)[Symbol.iterator] !== "function") {
    throw new Bm25Error("INVALID_OPTIONS", `tokenizer.stopWords must be an iterable of strings, got ${describeValue(stopWords)}`);
  }
  for (const word of stopWords) {
    if (typeof word !== "string") {
      throw new Bm25Error("INVALID_OPTIONS", `tokenizer.stopWords must hold strings, got ${describeValue(word)}`);
    }
    set.add(word.toLowerCase());
  }
  return set;
}

/**
 * Builds a tokenizer: runs of ASCII letters and digits, so `snake_case`, `kebab-case`,
 * `dot.case` and `a:b` split into words; lowercased; stop words dropped; stemmed.
 * camelCase words also yield their parts (see {@link TokenizerOptions.splitCamelCase}).
 *
 * @throws {@link Bm25Error} `INVALID_OPTIONS` for a stemmer that is not a function or
 * stop words that are not strings.
 * @example
 * ```ts
 * const tokenize = createTokenizer();
 * tokenize("github.createIssue"); // ["github", "createissu", "creat", "issu"]
 * ```
 */
export function createTokenizer(options: TokenizerOptions = {}): Tokenizer {
  const stem = options.stemmer === undefined ? porterStemmer : options.stemmer;
  if (stem !== null && typeof stem !== "function") {
    throw new Bm25Error("INVALID_OPTIONS", `tokenizer.stemmer must be a function or null, got ${describeValue(stem)}`);
  }
  const stop = stopWordSet(options.stopWords);
  const split = options.splitCamelCase ?? true;
  const emit = (out: string[], word: string): void => {
    const lower = word.toLowerCase();
    if (stop.has(lower)) return;
    out.push(stem === null ? lower : stem(lower));
  };
  return (text) => {
    const out: string[] = [];
    for (const match of text.matchAll(WORD)) {
      const word = match[0];
      emit(out, word);
      const parts = split ? camelParts(word) : undefined;
      if (parts !== undefined) for (const part of parts) emit(out, part);
    }
    return out;
  };
}
