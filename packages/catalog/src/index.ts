// Public API of @hermes/catalog: what the model sees before any bridge call.

// Errors (docs/errors.md)
export { errorGuard, HermesError, isHermesError } from "./hermes-error.js";

// Small JSON helpers
export { decodeFragmentSegment, isRecord, unescapePointerSegment } from "./json-helpers.js";

// Calls the user stopped
export { INTERRUPTED_MESSAGE } from "./interrupted.js";

// Tool model
export type { JsonSchemaObject, SourceKind, ToolEntry, ToolFormat } from "./tool-entry.js";
export { sourceLabel, type ToolSource, type Toolset } from "./tool-source.js";
export { normalizeTools, type DroppedTool, type DropReason, type NormalizedTools, type UnavailableSource } from "./normalize-tools.js";
export { MAX_DEFINITION_DEPTH } from "./definition-depth.js";
export { CONNECTOR_TOOL_PREFIX, isConnectorToolName, parseConnectorToolName, type ConnectorToolName } from "./connector-tool-name.js";
export { BRIDGE_TOOL_NAMES, DEFAULT_CORE_TOOLS, MANAGE_CONNECTIONS, nameMatcher, type BridgeToolName } from "./tool-names.js";

// Secrets in text
export { maskSecrets, SECRET_MASK, secretForms } from "./secret-mask.js";

// Config
export type { ConfigWarning, Logger, SearchAdmission, ToolSearchConfig, TriState } from "./config-types.js";
export {
  DEFAULT_CONFIG,
  DEFAULT_DEFER,
  LISTING_MAX_TOKENS_RANGE,
  MAX_SEARCH_LIMIT_RANGE,
  SEARCH_ADMISSIONS,
  SEARCH_DEFAULT_LIMIT_RANGE,
  THRESHOLD_PCT_RANGE,
  type ConfigRange,
} from "./config-defaults.js";
export { normalizeConfig, type NormalizeConfigOptions, type NormalizeConfigResult } from "./normalize-config.js";
export { parseConfig, type ConfigError, type ParseConfigResult } from "./parse-config.js";
export { TOOL_SEARCH_CONFIG_SCHEMA, TOOL_SEARCH_CONFIG_SCHEMA_ID } from "./config-schema.js";
export { CONFIG_KEYS, toRawConfig, type RawToolSearchConfig } from "./config-raw.js";

// Classification
export { classifyTools, isDownstream, isManageConnections, type Classification, type ClassifyOptions, type Placement } from "./classify.js";

// Search over a catalog
export {
  catalogIndexFor,
  createCatalogIndex,
  searchCatalog,
  type CatalogIndex,
  type CatalogMatch,
  type CatalogSearchOptions,
} from "./catalog-search.js";
export { BOILERPLATE_SHARE, boilerplateDescriptions, parameterDescriptions, requiredNames, searchDocument, SEARCH_FIELD_WEIGHTS, SEARCH_RANKER_OPTIONS } from "./search-document.js";

// Tokens, listing and tiers
export { estimateTokens, jsonTokens, listingBudget, UNKNOWN_CONTEXT_SHARE, type TokenCounter } from "./tokens.js";
export { buildListing, type Listing, type ListingGroup, type ListingOptions } from "./build-listing.js";
export type { GroupForm, ListingForm } from "./listing-ladder.js";
export type { OmittedTool, UnavailableServer } from "./listing-groups.js";
export { LISTING_HEADER } from "./listing-render.js";
export { freeName, isShowableLabel, isShowableName, listingDescription, neutralizeControls, showableNameFor } from "./listing-sanitize.js";
export { shortDescription, SHORT_DESCRIPTION_MAX } from "./short-description.js";
export { planTiers, type PlanOptions, type Tier, type TierPlan } from "./tier-plan.js";
export {
  budgetVisibleDownstream,
  DEFAULT_VISIBLE_DOWNSTREAM,
  VISIBLE_DESCRIPTION_MAX,
  type BudgetedVisible,
  type VisibleDownstreamBudget,
  type VisibleOverflow,
} from "./visible-downstream.js";
export { ContentHash } from "./content-hash.js";
export type { RemoteDescribeResult, RemoteSearchResult, RemoteSource, RemoteUnavailable } from "./remote-source.js";
