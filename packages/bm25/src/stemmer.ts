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
 * Martin Porter's stemmer (the `porter-stemmer` package), cached in a bounded `Map`.
 * The default stemmer of every tokenizer. Expects a lowercase word.
 *
 * @example
 * ```ts
 * porterStemmer("searching"); // "search"
 * ```
 */
export const porterStemmer: Stemmer = createMemoizedStemmer(porter);
