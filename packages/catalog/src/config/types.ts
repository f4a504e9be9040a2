/** A three-way switch: `auto` (today the same as `on`), `on` or `off`. */
export type TriState = "auto" | "on" | "off";

/**
 * How `tool_search` admits ranked tools (an `Admission` preset of `@hermes/bm25`):
 * - `natural`: agent wording is bridged by the ranker's vocabulary; a keyword query with a
 *   word no tool has that names something empties the result; short queries need half their
 *   words (at least 2) matched; longer requests in plain words return the ranking
 *   (docs/search-vocabulary.md);
 * - `gated`: the seed rules for every query (rarest-token gate and half-coverage floor);
 * - `none`: every tool sharing a word with the query is ranked.
 */
export type SearchAdmission = "natural" | "gated" | "none";

/**
 * The normalised `tools.tool_search` config block. Produced by `normalizeConfig` (never
 * throws) or `parseConfig` (strict); every field is always present.
 */
export interface ToolSearchConfig {
  /** Tool search on/off; `auto` behaves as `on`. Default `auto`. */
  readonly enabled: TriState;
  /** Share of the context window the listing may take, percent, within [0, 100]. Default 5. */
  readonly thresholdPct: number;
  /** Results per query when `tool_search` gives no `limit`, within [1, maxSearchLimit]. Default 5. */
  readonly searchDefaultLimit: number;
  /** Cap on any query's `limit`, within [1, 50]. Default 25. */
  readonly maxSearchLimit: number;
  /** How `tool_search` admits ranked tools; see {@link SearchAdmission}. Default `natural`. */
  readonly admission: SearchAdmission;
  /** Listing in the `tool_search` description: `auto`/`on` (same) or `off`. Default `auto`. */
  readonly listing: TriState;
  /** Upper bound of the listing budget in tokens, within [200, 60000]. Default 4000. */
  readonly listingMaxTokens: number;
  /** Tool names that defer even when they are core tools; `[]` means no core tool defers. */
  readonly defer: readonly string[];
}

/** A config value that could not be used as given, and what was used instead. */
export interface ConfigWarning {
  /** The config key as the user writes it, e.g. `search_default_limit` (`""` for the whole block). */
  readonly key: string;
  /** The offending value, rendered for display (JSON, shortened). */
  readonly value: string;
  /** A sentence naming the key, the value and the fallback. */
  readonly message: string;
}

/** Receives warnings as they are produced (e.g. `console.warn`, a structured logger). */
export interface Logger {
  warn(message: string, details?: Readonly<Record<string, unknown>>): void;
}
