import {
  DEFAULT_CONFIG,
  DEFAULT_DEFER,
  LISTING_MAX_TOKENS_RANGE,
  MAX_SEARCH_LIMIT_RANGE,
  SEARCH_ADMISSIONS,
  SEARCH_DEFAULT_LIMIT_RANGE,
  THRESHOLD_PCT_RANGE,
} from "./defaults.js";

/** The `$id` of {@link TOOL_SEARCH_CONFIG_SCHEMA}. */
export const TOOL_SEARCH_CONFIG_SCHEMA_ID = "https://hermes.dev/schemas/tool-search-config.json";

/**
 * A tool name in `defer`: at least one character, no surrounding whitespace (what
 * `normalizeConfig` would trim away). `\s` here is exactly the set `String.prototype.trim` strips.
 */
const TOOL_NAME_PATTERN = "^\\S(?:[\\s\\S]*\\S)?$";

function triState(title: string, description: string) {
  return {
    title,
    description: `${description} \`true\` means \`on\`, \`false\` means \`off\`.`,
    enum: ["auto", "on", "off", true, false],
    default: "auto",
  } as const;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * The published JSON Schema (draft-07) of the `tools.tool_search` block as a strict user
 * writes it: a boolean, or an object with only the known snake_case keys — tri-states as
 * `"auto"`/`"on"`/`"off"` or a boolean, numbers as numbers within their ranges (integers
 * where the key is an integer), `defer` as an array of unique, trimmed, non-empty strings.
 * Deeply frozen. `parseConfig` validates with it; the one rule it cannot express
 * (`search_default_limit` ≤ `max_search_limit`) is checked by `parseConfig` in code.
 * `normalizeConfig` is more lenient (strings for numbers, `"yes"`, any case, …).
 *
 * @example
 * ```ts
 * import { Ajv } from "ajv";
 * const validate = new Ajv().compile(TOOL_SEARCH_CONFIG_SCHEMA);
 * validate({ enabled: "on", threshold_pct: 10 }); // true
 * validate({ threshold_pct: "10" }); // false
 * ```
 */
export const TOOL_SEARCH_CONFIG_SCHEMA = deepFreeze({
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: TOOL_SEARCH_CONFIG_SCHEMA_ID,
  title: "Hermes tool search config (tools.tool_search)",
  description:
    "Controls tool search: which tools are deferred behind the search bridge and how the deferred-tool listing is budgeted. `true` is the same as `{}` (defaults, enabled auto); `false` turns tool search off.",
  oneOf: [
    { type: "boolean", title: "Shorthand", description: "`true`: defaults with `enabled: auto`; `false`: `enabled: off`." },
    {
      type: "object",
      title: "Settings",
      additionalProperties: false,
      properties: {
        enabled: triState("Tool search", "Tool search on or off; `auto` behaves as `on` today."),
        threshold_pct: {
          title: "Listing threshold (percent)",
          description: "Share of the model's context window the deferred-tool listing may take, in percent.",
          type: "number",
          minimum: THRESHOLD_PCT_RANGE.min,
          maximum: THRESHOLD_PCT_RANGE.max,
          default: DEFAULT_CONFIG.thresholdPct,
        },
        search_default_limit: {
          title: "Default results per search",
          description: "Results per query when `tool_search` is called without `limit`; must not exceed `max_search_limit`.",
          type: "integer",
          minimum: SEARCH_DEFAULT_LIMIT_RANGE.min,
          maximum: SEARCH_DEFAULT_LIMIT_RANGE.max,
          default: DEFAULT_CONFIG.searchDefaultLimit,
        },
        max_search_limit: {
          title: "Maximum results per search",
          description: "Cap on the `limit` of any `tool_search` query.",
          type: "integer",
          minimum: MAX_SEARCH_LIMIT_RANGE.min,
          maximum: MAX_SEARCH_LIMIT_RANGE.max,
          default: DEFAULT_CONFIG.maxSearchLimit,
        },
        admission: {
          title: "Search admission",
          description:
            "Which ranked tools `tool_search` returns. `natural`: agent wording is bridged by a reviewed vocabulary (send → post, folder → directory), a keyword query with a word no tool has that names something (`send gmail email` without a Gmail tool) gives an empty result, and short queries need half their words (at least 2) matched; longer requests in plain words return the ranking. `gated`: the seed rules for every query (the rarest word must match, and with 4+ known words half of them). `none`: every tool sharing a word.",
          enum: [...SEARCH_ADMISSIONS],
          default: DEFAULT_CONFIG.admission,
        },
        listing: triState("Deferred-tool listing", "Show the listing of deferred tools in the `tool_search` description; `on` behaves as `auto`."),
        listing_max_tokens: {
          title: "Listing token cap",
          description: "Upper bound of the listing budget, in tokens.",
          type: "integer",
          minimum: LISTING_MAX_TOKENS_RANGE.min,
          maximum: LISTING_MAX_TOKENS_RANGE.max,
          default: DEFAULT_CONFIG.listingMaxTokens,
        },
        defer: {
          title: "Always-deferred tools",
          description: "Tool names that are deferred even when they are core tools. `[]` means no core tool is deferred; omit the key for the curated default list.",
          type: "array",
          items: { type: "string", pattern: TOOL_NAME_PATTERN, description: "A tool name, without surrounding whitespace." },
          uniqueItems: true,
          default: [...DEFAULT_DEFER],
        },
      },
    },
  ],
} as const);
