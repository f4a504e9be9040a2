// @hermes/bm25/internal: NOT covered by semver (docs/api-stability.md). The tuning constants
// behind admission and the vocabulary, for our own eval, bench and hardening tooling and the
// sibling @hermes packages. Anything here can change or disappear in any release; re-tuning
// them is how search quality improves in a minor release.
export { KEYWORD_QUERY_TERMS } from "./admission.js";
export { EVIDENCE_BASE, EVIDENCE_CAP, EVIDENCE_SHARE } from "./natural-admission.js";
