/**
 * A small English stop-word list: articles, pronouns, auxiliaries, prepositions and the
 * filler of requests ("please", "can you", "i want"). Not used unless passed as
 * `tokenizer.stopWords`; tool names rarely consist of these words, so a ranker over tool
 * catalogs loses nothing by dropping them from natural-language queries.
 */
export const ENGLISH_STOP_WORDS: readonly string[] = Object.freeze([
  "a", "about", "above", "after", "again", "all", "also", "am", "an", "and", "any", "are", "as", "at",
  "be", "because", "been", "before", "being", "below", "between", "both", "but", "by",
  "can", "could", "did", "do", "does", "doing", "down", "during", "each", "few", "for", "from", "further",
  "had", "has", "have", "having", "he", "her", "here", "hers", "herself", "him", "himself", "his", "how",
  "i", "if", "in", "into", "is", "it", "its", "itself", "just", "let", "me", "might", "more", "most", "must", "my", "myself",
  "need", "no", "nor", "not", "now", "of", "off", "on", "once", "only", "or", "other", "our", "ours", "ourselves",
  "out", "over", "own", "please", "same", "shall", "she", "should", "so", "some", "such",
  "than", "that", "the", "their", "theirs", "them", "themselves", "then", "there", "these", "they", "this", "those",
  "through", "to", "too", "under", "until", "up", "us", "very", "want", "was", "we", "were", "what", "when",
  "where", "which", "while", "who", "whom", "why", "will", "with", "would", "you", "your", "yours", "yourself", "yourselves",
]);

/**
 * Words that mark a request in plain words rather than keywords: personal pronouns,
 * question words and the auxiliaries questions open with ("what's the weather in Hanoi",
 * "can you search for rock music", "I need a unisex salon"). An agent's `tool_search`
 * keywords ("send a fax", "encrypt file with gpg") have none of them. A subset of
 * {@link ENGLISH_STOP_WORDS}; used by the natural admission when the index has stop words
 * (docs/search-vocabulary.md).
 *
 * @example
 * ```ts
 * REQUEST_WORDS.has("what"); // true: "what's the weather in Hanoi" is ranked as a request
 * ```
 */
export const REQUEST_WORDS: ReadonlySet<string> = new Set([
  "i", "me", "my", "myself", "we", "us", "our", "you", "your", "he", "she", "they", "them", "their",
  "what", "when", "where", "which", "who", "whom", "why", "how",
  "am", "are", "is", "was", "were", "do", "does", "did", "can", "could", "would", "should", "will", "shall", "might", "must", "have", "has", "had",
]);
