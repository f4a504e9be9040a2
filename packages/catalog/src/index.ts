// Public API of @hermes/catalog: what the model sees before any bridge call. What only our
// tooling and the sibling @hermes/* packages need is in ./internal.ts (docs/api-stability.md).

// Errors (docs/errors.md)
export { errorGuard, HermesError, isHermesError } from "./hermes-error.js";

// Tool model
export type { JsonSchemaObject, SourceKind, ToolEntry, ToolFormat } from "./tools/entry.js";
export { sourceLabel, type ToolSource, type Toolset } from "./tools/source.js";
export {
  normalizeTools,
  type DroppedTool,
  type DropReason,
  type IgnoredHints,
  type NormalizedTools,
  type SanitizedTool,
  type UnavailableSource,
} from "./tools/normalize.js";
export {
  cleanDefinition,
  describeHidden,
  hiddenTotal,
  stripHiddenText,
  type HiddenKind,
  type HiddenTextCounts,
} from "./tools/hidden-text.js";
export { DEFINITION_HASH_META_KEY, definitionHash, modelFacingDefinition } from "./tools/definition-hash.js";
export {
  ANNOTATION_HINTS,
  ANNOTATIONS_CLAIMED_BY_META_KEY,
  effectiveHint,
  MAX_ANNOTATION_TITLE,
  readAnnotations,
  type AnnotationHint,
  type ToolAnnotations,
} from "./tools/annotations.js";
export { MAX_DEFINITION_DEPTH } from "./tools/definition-depth.js";
export { DEFAULT_CORE_TOOLS } from "./tools/names.js";
export type {
  RemoteDescribeResult,
  RemoteSearchResult,
  RemoteSource,
  RemoteUnavailable,
} from "./tools/remote-source.js";

// Config (docs/configuration.md)
export type {
  ConfigError,
  ConfigWarning,
  EndpointConfig,
  Logger,
  RawEndpointConfig,
  RawToolSearchConfig,
  SearchAdmission,
  ToolSearchConfig,
  TriState,
} from "./config/types.js";
export { DEFAULT_CONFIG, DEFAULT_DEFER } from "./config/defaults.js";
export { normalizeConfig, type NormalizeConfigOptions, type NormalizeConfigResult } from "./config/normalize.js";
export { parseConfig, type ParseConfigResult } from "./config/parse.js";
export {
  TOOL_SEARCH_CONFIG_SCHEMA,
  TOOL_SEARCH_CONFIG_SCHEMA_ID,
  type ConfigPropertySchema,
  type ConfigStringSchema,
  type ToolSearchConfigSchema,
} from "./config/schema.js";
export { toRawConfig } from "./config/raw.js";

// Classification (docs/spec/tiers.md)
export { classifyTools, type Classification, type ClassifyOptions, type Placement } from "./tiers/classify.js";

// Search over a catalog
export {
  HYBRID_CANDIDATES,
  type CatalogMatch,
  type CatalogSearchOptions,
  type SemanticStatus,
} from "./search/catalog-search-types.js";
export { searchCatalog } from "./search/search-catalog.js";

// Hybrid search's semantic signal (docs/ranker-design.md, "Hybrid")
export { EmbedderError, isEmbedderError, type Embedder, type EmbedderErrorCode } from "./search/semantic/embedder.js";
export {
  createCatalogEmbedder,
  trainCatalogEmbedderSteps,
  type CatalogEmbedder,
  type CatalogEmbedderOptions,
} from "./search/semantic/catalog-embedder.js";
export type { Steps, TrainingStep } from "./search/semantic/training-steps.js";
export { CatalogEmbedderCache } from "./search/semantic/embedder-cache.js";
export {
  CatalogEmbedderBuilder,
  type CatalogEmbedderBuilderOptions,
  type CatalogEmbedderState,
  type StepScheduler,
  type ToolVector,
} from "./search/semantic/embedder-builder.js";
export type { WeightedText } from "./search/semantic/tool-fields.js";
export { rerankDense, type DenseCandidate, type DenseRanked } from "./search/semantic/dense-rerank.js";
export {
  MAX_BRIDGES,
  MIN_BRIDGE_COSINE,
  semanticBridges,
  type SemanticBridge,
  type SemanticExplanation,
} from "./search/semantic/semantic-bridges.js";

// Tokens, listing and tiers (docs/spec/listing.md, docs/spec/tiers.md)
export { estimateTokens, listingBudget, UNKNOWN_CONTEXT_SHARE, type TokenCounter } from "./listing/tokens.js";
export { buildListing, type Listing, type ListingGroup, type ListingOptions } from "./listing/build.js";
export type { GroupForm, ListingForm } from "./listing/ladder.js";
export type { OmittedTool, UnavailableServer } from "./listing/groups.js";
export { planTiers, type PlanOptions, type Tier, type TierPlan } from "./tiers/plan.js";
export {
  DEFAULT_VISIBLE_DOWNSTREAM,
  VISIBLE_DESCRIPTION_MAX,
  type VisibleDownstreamBudget,
  type VisibleOverflow,
} from "./tiers/visible-downstream.js";
