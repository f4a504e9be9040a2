import type { SearchAdmission, ToolSearchConfig, TriState } from "./types.js";

/**
 * The `tools.tool_search` block as a strict user writes it (snake_case keys, every key
 * optional). The whole block may also be a boolean. `TOOL_SEARCH_CONFIG_SCHEMA` is
 * the JSON Schema of this shape.
 */
export interface RawToolSearchConfig {
  readonly enabled?: TriState | boolean;
  readonly threshold_pct?: number;
  readonly search_default_limit?: number;
  readonly max_search_limit?: number;
  readonly admission?: SearchAdmission;
  readonly listing?: TriState | boolean;
  readonly listing_max_tokens?: number;
  readonly defer?: readonly string[];
}

/** A key of the raw block. */
export type RawConfigKey = keyof RawToolSearchConfig;

/** The raw keys in the order of the config table; warnings and errors follow this order. */
export const CONFIG_KEYS: readonly RawConfigKey[] = Object.freeze([
  "enabled",
  "threshold_pct",
  "search_default_limit",
  "max_search_limit",
  "admission",
  "listing",
  "listing_max_tokens",
  "defer",
] as const);

/**
 * Writes a normalised config back as a raw snake_case block (every key present), e.g. to
 * persist it or show it to a user. `normalizeConfig(toRawConfig(c))` gives `c` back with no
 * warnings, and `parseConfig` accepts it, for every `c` that `normalizeConfig` produced.
 *
 * @example
 * ```ts
 * toRawConfig(DEFAULT_CONFIG).threshold_pct; // 5
 * ```
 */
export function toRawConfig(config: ToolSearchConfig): Required<RawToolSearchConfig> {
  return {
    enabled: config.enabled,
    threshold_pct: config.thresholdPct,
    search_default_limit: config.searchDefaultLimit,
    max_search_limit: config.maxSearchLimit,
    admission: config.admission,
    listing: config.listing,
    listing_max_tokens: config.listingMaxTokens,
    defer: [...config.defer],
  };
}
