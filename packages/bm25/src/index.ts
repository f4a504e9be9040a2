// Public API of @hermes/bm25. Everything exported here is documented and semver-stable (see
// docs/api-stability.md); the tuning constants `pnpm eval` sweeps are in ./internal, which is not.
export { Bm25Index, type SearchHit } from "./bm25-index.js";
export type { Bm25Document } from "./document.js";
export { Bm25Error, isBm25Error, type Bm25ErrorCode } from "./errors.js";
export type { BlendExplanation, Explanation, ExplainedTerm, FilterReason, NaturalExplanation } from "./explain.js";
export { DEFAULT_B, DEFAULT_K1, type Bm25Options } from "./options.js";
export type { Admission, AdmissionRules } from "./admission.js";
export type { NaturalPlan } from "./natural-admission.js";
export { DEFAULT_VOCABULARY, type Vocabulary } from "./vocabulary.js";
export type { SearchOptions } from "./search-options.js";
export type { SerializedDocument, SerializedIndex, SerializedTokenizer, StemmerKind } from "./serialized-index.js";
export { createMemoizedStemmer, porterStemmer, type Stemmer } from "./stemmer.js";
export { ENGLISH_STOP_WORDS } from "./stop-words.js";
export { createTokenizer, type Tokenizer, type TokenizerOptions } from "./tokenizer.js";
