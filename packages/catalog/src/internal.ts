// @hermes/catalog/internal: for our own tooling (eval, bench, hardening) and the sibling
// @hermes/* packages, which are released together at the same version. NOT covered by
// semver: anything here can change or disappear in any release (docs/api-stability.md).
// Users need only the root entry point, `@hermes/catalog`.

// Small JSON helpers the siblings share
export { decodeFragmentSegment, isRecord, unescapePointerSegment } from "./json-helpers.js";

// Wire names and messages one package lends another
export { INTERRUPTED_MESSAGE } from "./interrupted.js";
export {
  CONNECTOR_TOOL_PREFIX,
  isConnectorToolName,
  parseConnectorToolName,
  type ConnectorToolName,
} from "./tools/connector-name.js";
export { BRIDGE_TOOL_NAMES, MANAGE_CONNECTIONS } from "./tools/names.js";
export { isDownstream, isManageConnections } from "./tiers/classify.js";

// Secrets in text
export { maskSecrets, secretForms } from "./secret-mask.js";

// The config definition: the machinery the config-file reader and the reference reuse
export {
  choiceKey,
  expectedText,
  namesKey,
  numberKey,
  type ConfigBlock,
  type ConfigKey,
  type ConfigOf,
} from "./config/definition.js";
export { TOOL_SEARCH_KEYS } from "./config/keys.js";
export { keyProblems } from "./config/strict.js";
export {
  CONFIG_KEYS,
  LISTING_MAX_TOKENS_RANGE,
  MAX_SEARCH_LIMIT_RANGE,
  THRESHOLD_PCT_RANGE,
} from "./config/defaults.js";

// Search internals our eval and benchmarks take apart, and tuning they sweep
export { createCatalogIndex } from "./search/catalog-search.js";
export { HYBRID_SHARE } from "./search/catalog-search-types.js";
export { catalogIndexFor } from "./search/search-catalog.js";
export {
  boilerplateDescriptions,
  searchDocument,
  SEARCH_FIELD_WEIGHTS,
  SEARCH_RANKER_OPTIONS,
} from "./search/document.js";
export { LISTING_HEADER } from "./listing/render.js";
export { isShowableName, listingDescription, showableNameFor } from "./listing/sanitize.js";
