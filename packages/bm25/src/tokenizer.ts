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

const LOWER_THEN_UPPER = /([a-z0-9])([A-Z])/g;
const ACRONYM_THEN_WORD = /([A-Z]+)([A-Z][a-z])/g;

/** Character classes of ASCII code points: 0 separator, 1 digit, 2 lowercase, 3 uppercase. */
const CLASS = new Uint8Array(128);
for (let c = 48; c <= 57; c += 1) CLASS[c] = 1;
for (let c = 97; c <= 122; c += 1) CLASS[c] = 2;
for (let c = 65; c <= 90; c += 1) CLASS[c] = 3;

const charClass = (code: number): number => (code < 128 ? (CLASS[code] ?? 0) : 0);

function camelParts(word: string): string[] {
  return word.replace(LOWER_THEN_UPPER, "$1 $2").replace(ACRONYM_THEN_WORD, "$1 $2").split(" ");
}

function stopWordSet(stopWords: Iterable<string> | undefined): ReadonlySet<string> {
  const set = new Set<string>();
  if (stopWords === undefined) return set;
  if (
    typeof stopWords === "string" ||
    typeof (stopWords as Partial<Iterable<string>>)[Symbol.iterator] !== "function"
  ) {
    throw new Bm25Error(
      "INVALID_OPTIONS",
      `tokenizer.stopWords must be an iterable of strings, got ${describeValue(stopWords)}`,
    );
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
    const length = text.length;
    let i = 0;
    while (i < length) {
      if (charClass(text.charCodeAt(i)) === 0) {
        i += 1;
        continue;
      }
      const start = i;
      let previous = 0;
      let caseChange = false;
      // A case change is lower/digit → upper (`createIssue`) or upper, upper → lower (`HTTPServer`).
      let beforePrevious = 0;
      for (; i < length; i += 1) {
        const kind = charClass(text.charCodeAt(i));
        if (kind === 0) break;
        if (
          (kind === 3 && (previous === 1 || previous === 2)) ||
          (kind === 2 && previous === 3 && beforePrevious === 3)
        )
          caseChange = true;
        beforePrevious = previous;
        previous = kind;
      }
      const word = text.slice(start, i);
      emit(out, word);
      if (split && caseChange) for (const part of camelParts(word)) emit(out, part);
    }
    return out;
  };
}
