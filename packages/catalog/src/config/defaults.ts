import type { SearchAdmission, ToolSearchConfig } from "./types.js";

/** An inclusive numeric range a config value is clamped into. */
export interface ConfigRange {
  readonly min: number;
  readonly max: number;
}

/** `threshold_pct`: share of the context window, percent; any finite number in [0, 100]. */
export const THRESHOLD_PCT_RANGE: ConfigRange = Object.freeze({ min: 0, max: 100 });

/** `max_search_limit`: an integer in [1, 50]. */
export const MAX_SEARCH_LIMIT_RANGE: ConfigRange = Object.freeze({ min: 1, max: 50 });

/**
 * `search_default_limit`: an integer in [1, 50] on its own; after normalisation its upper
 * bound is the resolved `max_search_limit`.
 */
export const SEARCH_DEFAULT_LIMIT_RANGE: ConfigRange = Object.freeze({ min: 1, max: MAX_SEARCH_LIMIT_RANGE.max });

/**
 * `admission`: the accepted values, default first. `natural` is the default: on the public
 * retrieval sets it keeps recall within 5 points of pure ranking while keyword queries keep
 * the seed rules' honest empty results (docs/retrieval.md, "Admission: present and absent").
 */
export const SEARCH_ADMISSIONS: readonly SearchAdmission[] = Object.freeze(["natural", "gated", "none"] as const);

/** `listing_max_tokens`: an integer in [200, 60000]. */
export const LISTING_MAX_TOKENS_RANGE: ConfigRange = Object.freeze({ min: 200, max: 60_000 });

/**
 * The curated default `defer` list: event-triggered core tools that are cheaper behind the
 * bridge than in every prompt. `clarify` is deliberately absent (deferring it hurt its use).
 * Frozen; order is the documented order.
 *
 * @example
 * ```ts
 * DEFAULT_DEFER.includes("todo_list"); // true
 * DEFAULT_DEFER.includes("clarify"); // false
 * ```
 */
export const DEFAULT_DEFER: readonly string[] = Object.freeze([
  "computer_use",
  "session_search",
  "image_generate",
  "todo_list",
  "process_manage",
  "cronjob_manage",
  "drive_preview",
  "gui_tour",
  "desktop_preview",
  "annotate_preview",
  "show_tip",
  "setup_mcp",
  "desktop_project",
  "close_terminal",
  "apply_layout",
  "read_terminal",
  "read_window_below",
  "focus_pane",
]);

/**
 * The config used when the `tools.tool_search` block is missing: tool search and the listing
 * `auto`, 5 % threshold, 5 results per query by default, at most 25, `natural` admission, a
 * 4000-token listing cap and {@link DEFAULT_DEFER}. Frozen (its `defer` array too).
 *
 * @example
 * ```ts
 * const config = { ...DEFAULT_CONFIG, enabled: "off" } satisfies ToolSearchConfig;
 * ```
 */
export const DEFAULT_CONFIG: ToolSearchConfig = Object.freeze({
  enabled: "auto",
  thresholdPct: 5,
  searchDefaultLimit: 5,
  maxSearchLimit: 25,
  admission: "natural",
  listing: "auto",
  listingMaxTokens: 4000,
  defer: DEFAULT_DEFER,
});
