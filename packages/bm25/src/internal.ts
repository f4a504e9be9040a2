// @hermes/bm25/internal: NOT covered by semver (docs/api-stability.md). The tuning constants
// behind admission and the vocabulary, for our own eval, bench and hardening tooling and the
// sibling @hermes packages. Anything here can change or disappear in any release; re-tuning
// them is how search quality improves in a minor release.
export { FLOOR_MIN_TERMS, KEYWORD_QUERY_TERMS } from "./admission.js";
export { EVIDENCE_BASE, EVIDENCE_CAP, EVIDENCE_SHARE } from "./natural-admission.js";
export { EXPANSION_WEIGHT, PRESENT_EXPANSION_WEIGHT } from "./vocabulary.js";
export { DEFAULT_EQUIVALENTS } from "./equivalents.js";
export { DEFAULT_ORDINARY_WORDS } from "./ordinary-words.js";
export { DEFAULT_STEM_CACHE_SIZE } from "./stemmer.js";
export { REQUEST_WORDS } from "./stop-words.js";
