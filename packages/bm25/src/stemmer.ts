import { stemmer as porter } from "porter-stemmer";

/** Maps one lowercase word to its stem. Must be deterministic. */
export type Stemmer = (word: string) => string;

/** Default size of the stem cache of {@link porterStemmer}. */
export const DEFAULT_STEM_CACHE_SIZE = 20_000;

/**
 * Wraps `stem` in a cache that holds at most `maxEntries` words (a `Map`, so words like
 * `constructor` or `__proto__` are plain keys). When full, the oldest entry is evicted.
 *
 * @param stem - the stemmer to cache; it receives lowercase words.
 * @param maxEntries - cache size, at least 1 (default {@link DEFAULT_STEM_CACHE_SIZE}).
 * @example
 * ```ts
 * const stem = createMemoizedStemmer((word) => word.replace(/s$/, ""), 1000);
 * stem("issues"); // "issue"
 * ```
 */
export function createMemoizedStemmer(stem: Stemmer, maxEntries: number = DEFAULT_STEM_CACHE_SIZE): Stemmer {
  const size = Math.max(1, Math.floor(maxEntries));
  const cache = new Map<string, string>();
  return (word) => {
    const hit = cache.get(word);
    if (hit !== undefined) return hit;
    const stemmed = stem(word);
    if (cache.size >= size) {
      const oldest = cache.keys().next();
      if (oldest.done !== true) cache.delete(oldest.value);
    }
    cache.set(word, stemmed);
    return stemmed;
  };
}

/**
 * Words the original Porter algorithm mis-stems and its successor (Porter2, the Snowball
 * English stemmer) lists as exceptions: `news` would become `new` (so "news" matched every
 * "new"), `bias` `bia`, `skies` `ski`. Each maps to its Porter2 stem. Kept to the words that
 * Porter conflates with a different word or cuts to a non-word (docs/ranker-design.md).
 */
const PORTER2_EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  ["news", "news"],
  ["atlas", "atlas"],
  ["bias", "bias"],
  ["cosmos", "cosmos"],
  ["andes", "andes"],
  ["skies", "sky"],
  ["skis", "ski"],
  ["dying", "die"],
  ["lying", "lie"],
  ["tying", "tie"],
]);

/**
 * Martin Porter's stemmer (the `porter-stemmer` package) with Porter2's exceptional forms
 * (`news` stays `news`, not `new`), cached in a bounded `Map`. The default stemmer of every
 * tokenizer. Expects a lowercase word.
 *
 * @example
 * ```ts
 * porterStemmer("searching"); // "search"
 * porterStemmer("news"); // "news"
 * ```
 */
export const porterStemmer: Stemmer = createMemoizedStemmer((word) => PORTER2_EXCEPTIONS.get(word) ?? porter(word));
