// Internal entry point of @hermes/bridge (`@hermes/bridge/internal`). NOT covered by semver:
// anything here can change or disappear in any release (docs/api-stability.md). It is for our
// own tooling (eval, bench, hardening) and for the sibling @hermes/* packages, which are
// released together at the same version. Users import from `@hermes/bridge`.

// Input limits of the three tools (the hardening suite probes each one)
export {
  MAX_CALL_NAME_CHARS,
  MAX_DESCRIBE_NAME_CHARS,
  MAX_DESCRIBE_NAMES,
  MAX_QUERY_CHARS,
  MAX_QUOTED_KEY_CHARS,
  MAX_RESULT_DESCRIPTION_CHARS,
  MAX_SEARCH_QUERIES,
} from "./limits.js";
export { toolSearchDescription } from "./definition/search-description.js";

// The batch rule's cap (probed by the hardening suite)
export { MAX_BATCH_CALLS } from "./call/batch-policy.js";
export { suggestNames } from "./call/suggest-names.js";

// Validation cost and the validator cache (measured by bench and hardening)
export { MAX_ARGUMENT_DEPTH } from "./validate/argument-bounds.js";
export { compiledValidator } from "./schema/validator-cache.js";
export { expandedSchemaSize, MAX_EXPANDED_SCHEMA_NODES } from "./schema/budget.js";
