// Public API of @hermes/bm25. Everything exported here is documented and semver-stable.
export { Bm25Index, type SearchHit } from "./bm25-index.js";
export type { Bm25Document } from "./document.js";
export { Bm25Error, isBm25Error, type Bm25ErrorCode } from "./errors.js";
export type { Explanation, ExplainedTerm, FilterReason, NaturalExplanation } from "./explain.js";
export { DEFAULT_B, DEFAULT_K1, type Bm25Options } from "./options.js";
export { FLOOR_MIN_TERMS, KEYWORD_QUERY_TERMS, type Admission, type AdmissionRules } from "./admission.js";
export { EVIDENCE_BASE, EVIDENCE_CAP, EVIDENCE_SHARE, type NaturalPlan } from "./natural-admission.js";
export { DEFAULT_VOCABULARY, EXPANSION_WEIGHT, PRESENT_EXPANSION_WEIGHT, type Vocabulary } from "./vocabulary.js";
export { DEFAULT_EQUIVALENTS } from "./equivalents.js";
export { DEFAULT_ORDINARY_WORDS } from "./ordinary-words.js";
export type { SearchOptions } from "./search-options.js";
export type { SerializedDocument, SerializedIndex, SerializedTokenizer, StemmerKind } from "./serialized-index.js";
export { createMemoizedStemmer, DEFAULT_STEM_CACHE_SIZE, porterStemmer, type Stemmer } from "./stemmer.js";
export { ENGLISH_STOP_WORDS, REQUEST_WORDS } from "./stop-words.js";
export { createTokenizer, type Tokenizer, type TokenizerOptions } from "./tokenizer.js";
