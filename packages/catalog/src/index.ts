// Public API of @hermes/catalog: what the model sees before any bridge call.

// Errors (docs/errors.md)
export { errorGuard, HermesError, isHermesError } from "./hermes-error.js";

// Small JSON helpers
export { decodeFragmentSegment, isRecord, unescapePointerSegment } from "./json-helpers.js";

// Calls the user stopped
export { INTERRUPTED_MESSAGE } from "./interrupted.js";

// Tool model
export type { JsonSchemaObject, SourceKind, ToolEntry, ToolFormat } from "./tools/entry.js";
export { sourceLabel, type ToolSource, type Toolset } from "./tools/source.js";
export { normalizeTools, type DroppedTool, type DropReason, type NormalizedTools, type UnavailableSource } from "./tools/normalize.js";
export { MAX_DEFINITION_DEPTH } from "./tools/definition-depth.js";
export { CONNECTOR_TOOL_PREFIX, isConnectorToolName, parseConnectorToolName, type ConnectorToolName } from "./tools/connector-name.js";
export { BRIDGE_TOOL_NAMES, DEFAULT_CORE_TOOLS, MANAGE_CONNECTIONS, nameMatcher, type BridgeToolName } from "./tools/names.js";

// Secrets in text
export { maskSecrets, SECRET_MASK, secretForms } from "./secret-mask.js";

// Config (docs/configuration.md)
export type { ConfigError, ConfigWarning, Logger, RawToolSearchConfig, SearchAdmission, ToolSearchConfig, TriState } from "./config/types.js";
export {
  CONFIG_KEYS,
  DEFAULT_CONFIG,
  DEFAULT_DEFER,
  LISTING_MAX_TOKENS_RANGE,
  MAX_SEARCH_LIMIT_RANGE,
  SEARCH_ADMISSIONS,
  SEARCH_DEFAULT_LIMIT_RANGE,
  THRESHOLD_PCT_RANGE,
  type ConfigRange,
} from "./config/defaults.js";
export { normalizeConfig, type NormalizeConfigOptions, type NormalizeConfigResult } from "./config/normalize.js";
export { parseConfig, type ParseConfigResult } from "./config/parse.js";
export { TOOL_SEARCH_CONFIG_SCHEMA, TOOL_SEARCH_CONFIG_SCHEMA_ID, type ConfigPropertySchema, type ToolSearchConfigSchema } from "./config/schema.js";
export { toRawConfig } from "./config/raw.js";

// Classification
export { classifyTools, isDownstream, isManageConnections, type Classification, type ClassifyOptions, type Placement } from "./tiers/classify.js";

// Search over a catalog
export {
  catalogIndexFor,
  createCatalogIndex,
  searchCatalog,
  type CatalogIndex,
  type CatalogMatch,
  type CatalogSearchOptions,
} from "./search/catalog-search.js";
export { BOILERPLATE_SHARE, boilerplateDescriptions, parameterDescriptions, requiredNames, searchDocument, SEARCH_FIELD_WEIGHTS, SEARCH_RANKER_OPTIONS } from "./search/document.js";

// Tokens, listing and tiers
export { estimateTokens, jsonTokens, listingBudget, UNKNOWN_CONTEXT_SHARE, type TokenCounter } from "./listing/tokens.js";
export { buildListing, type Listing, type ListingGroup, type ListingOptions } from "./listing/build.js";
export type { GroupForm, ListingForm } from "./listing/ladder.js";
export type { OmittedTool, UnavailableServer } from "./listing/groups.js";
export { LISTING_HEADER } from "./listing/render.js";
export { isShowableLabel, isShowableName, listingDescription, neutralizeControls } from "./listing/sanitize.js";
export { shortDescription, SHORT_DESCRIPTION_MAX } from "./listing/short-description.js";
export { planTiers, type PlanOptions, type Tier, type TierPlan } from "./tiers/plan.js";
export {
  budgetVisibleDownstream,
  DEFAULT_VISIBLE_DOWNSTREAM,
  VISIBLE_DESCRIPTION_MAX,
  type BudgetedVisible,
  type VisibleDownstreamBudget,
  type VisibleOverflow,
} from "./tiers/visible-downstream.js";
export { ContentHash } from "./content-hash.js";
export type { RemoteDescribeResult, RemoteSearchResult, RemoteSource, RemoteUnavailable } from "./tools/remote-source.js";
