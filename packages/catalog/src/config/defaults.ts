import { defaultsOf, type ConfigRange } from "./definition.js";
import { TOOL_SEARCH_BLOCK, TOOL_SEARCH_KEYS } from "./keys.js";
import type { RawConfigKey, SearchAdmission, ToolSearchConfig } from "./types.js";

export { DEFAULT_DEFER } from "./keys.js";
export type { ConfigRange } from "./definition.js";

const rangeOf = (key: { readonly range: { readonly min: number; readonly max?: number } }): ConfigRange =>
  Object.freeze({ min: key.range.min, max: key.range.max ?? Number.POSITIVE_INFINITY });

/** `threshold_pct`: share of the context window, percent; any finite number in [0, 100]. */
export const THRESHOLD_PCT_RANGE: ConfigRange = rangeOf(TOOL_SEARCH_KEYS.thresholdPct);

/** `max_search_limit`: an integer in [1, 50]. */
export const MAX_SEARCH_LIMIT_RANGE: ConfigRange = rangeOf(TOOL_SEARCH_KEYS.maxSearchLimit);

/**
 * `search_default_limit`: an integer in [1, 50] on its own; after normalisation its upper
 * bound is the resolved `max_search_limit`.
 */
export const SEARCH_DEFAULT_LIMIT_RANGE: ConfigRange = rangeOf(TOOL_SEARCH_KEYS.searchDefaultLimit);

/** `listing_max_tokens`: an integer in [200, 60000]. */
export const LISTING_MAX_TOKENS_RANGE: ConfigRange = rangeOf(TOOL_SEARCH_KEYS.listingMaxTokens);

/**
 * `admission`: the accepted values, default first. `natural` is the default: on the public
 * retrieval sets it keeps recall within 5 points of pure ranking while keyword queries keep
 * the seed rules' honest empty results (docs/retrieval.md, "Admission: present and absent").
 */
export const SEARCH_ADMISSIONS: readonly SearchAdmission[] = Object.freeze([...TOOL_SEARCH_KEYS.admission.values]);

/** The raw keys in the order of the config table; warnings and errors follow this order. */
export const CONFIG_KEYS: readonly RawConfigKey[] = Object.freeze(
  Object.values(TOOL_SEARCH_KEYS).map((key) => key.name),
);

/**
 * The config used when the `tools.tool_search` block is missing: tool search and the listing
 * `auto`, 5 % threshold, 5 results per query by default, at most 25, `natural` admission, semantic share 0
 * (lexical search), a 4000-token listing cap and {@link DEFAULT_DEFER}. Frozen (its `defer` array too).
 *
 * @example
 * ```ts
 * const config = { ...DEFAULT_CONFIG, enabled: "off" } satisfies ToolSearchConfig;
 * ```
 */
export const DEFAULT_CONFIG: ToolSearchConfig = defaultsOf(TOOL_SEARCH_BLOCK);
