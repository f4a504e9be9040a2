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
export { BRIDGE_TOOL_NAMES, MANAGE_CONNECTIONS, type BridgeToolName } from "./tools/names.js";
export { isDownstream, isManageConnections } from "./tiers/classify.js";

// Secrets in text
export { maskSecrets, SECRET_MASK, secretForms } from "./secret-mask.js";

// Hashing (the plan fingerprint)
export { ContentHash } from "./content-hash.js";

// The config definition: the machinery the config-file reader and the reference reuse
export {
  choiceKey,
  defaultsOf,
  expectedText,
  keyEntries,
  keyPath,
  namesKey,
  numberKey,
  switchKey,
  type ChoiceKey,
  type ConfigBlock,
  type ConfigKey,
  type ConfigKeys,
  type ConfigOf,
  type KeyValue,
  type NamesKey,
  type NumberKey,
  type RawConfigOf,
  type RawKeyOf,
  type RawKeyValue,
  type SwitchKey,
} from "./config/definition.js";
export { TOOL_SEARCH_BLOCK, TOOL_SEARCH_KEYS } from "./config/keys.js";
export { keyProblems, strictProblems, type StrictProblem } from "./config/strict.js";
export { readLenient, type Field } from "./config/lenient.js";
export { renderConfigValue } from "./config/value.js";
export type { RawConfigKey } from "./config/types.js";
export {
  CONFIG_KEYS,
  LISTING_MAX_TOKENS_RANGE,
  MAX_SEARCH_LIMIT_RANGE,
  SEARCH_ADMISSIONS,
  SEARCH_DEFAULT_LIMIT_RANGE,
  THRESHOLD_PCT_RANGE,
  type ConfigRange,
} from "./config/defaults.js";

// Search internals our eval and benchmarks take apart, and tuning they sweep
export { catalogIndexFor, createCatalogIndex, type CatalogIndex } from "./search/catalog-search.js";
export {
  BOILERPLATE_SHARE,
  boilerplateDescriptions,
  searchDocument,
  SEARCH_FIELD_WEIGHTS,
  SEARCH_RANKER_OPTIONS,
} from "./search/document.js";

// Listing and tier pieces
export { jsonTokens } from "./listing/tokens.js";
export { LISTING_HEADER } from "./listing/render.js";
export {
  freeName,
  isShowableLabel,
  isShowableName,
  listingDescription,
  neutralizeControls,
  showableNameFor,
} from "./listing/sanitize.js";
export { shortDescription, SHORT_DESCRIPTION_MAX } from "./listing/short-description.js";
export { budgetVisibleDownstream, type BudgetedVisible } from "./tiers/visible-downstream.js";
