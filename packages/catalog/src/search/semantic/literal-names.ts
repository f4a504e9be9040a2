// Which ranked tools the query names literally: every word of the tool's own name is a word of
// the query ("stripe create coupon" names `create_coupon`, not `list_coupons`). The semantic
// signal may reorder tools, but never moves another tool above such a literal match that BM25
// ranked above it.
import { createTokenizer, ENGLISH_STOP_WORDS } from "@hermes/bm25";

const CAMEL_BOUNDARY = /([a-z0-9])([A-Z])/g;

/** The stemmed words of `text`, camelCase split into its parts only (no whole form). */
export function literalWords(text: string): string[] {
  return WORDS(text.replace(CAMEL_BOUNDARY, "$1 $2"));
}

const WORDS = createTokenizer({ stopWords: ENGLISH_STOP_WORDS, splitCamelCase: false });

/** Whether every word of `name` (at least one) is among `queryWords`. */
export function namesLiterally(name: string, queryWords: ReadonlySet<string>): boolean {
  return coversWords(literalWords(name), queryWords);
}

/** Whether `words` (a name's {@link literalWords}, at least one) are all among `queryWords`. */
export function coversWords(words: readonly string[], queryWords: ReadonlySet<string>): boolean {
  return words.length > 0 && words.every((word) => queryWords.has(word));
}

/**
 * `fused` (items in fused order) reordered so that no item comes before a literal item that
 * had a better lexical rank: before each item, every literal item lexically ahead of it that is
 * not placed yet is placed, in lexical order. Otherwise the fused order is kept.
 */
export function keepLiteralsAhead<T>(
  fused: readonly T[],
  lexicalRank: (item: T) => number,
  literal: (item: T) => boolean,
): T[] {
  const literals = fused.filter(literal).sort((a, b) => lexicalRank(a) - lexicalRank(b));
  const placed = new Set<T>();
  const out: T[] = [];
  let next = 0;
  for (const item of fused) {
    if (placed.has(item)) continue;
    const rank = lexicalRank(item);
    while (next < literals.length) {
      const candidate = literals[next];
      if (candidate === undefined || lexicalRank(candidate) >= rank) break;
      next++;
      if (!placed.has(candidate)) {
        placed.add(candidate);
        out.push(candidate);
      }
    }
    if (placed.has(item)) continue;
    placed.add(item);
    out.push(item);
  }
  return out;
}
