import type { ConfigOf, RawConfigOf, RawKeyOf } from "./definition.js";
import type { TOOL_SEARCH_KEYS } from "./keys.js";

export type { EndpointConfig, RawEndpointConfig, TriState } from "./definition.js";

/**
 * How `tool_search` admits ranked tools (an `Admission` preset of `@hermes/bm25`):
 * - `natural`: agent wording is bridged by the ranker's vocabulary; a keyword query with a
 *   word no tool has that names something empties the result; short queries need half their
 *   words (at least 2) matched; longer requests in plain words return the ranking
 *   (docs/search-vocabulary.md);
 * - `gated`: the seed rules for every query (rarest-token gate and half-coverage floor);
 * - `none`: every tool sharing a word with the query is ranked.
 */
export type SearchAdmission = (typeof TOOL_SEARCH_KEYS.admission.values)[number];

/**
 * The normalised `tools.tool_search` config block. Produced by `normalizeConfig` (never
 * throws) or `parseConfig` (strict); every field is always present:
 * `enabled` (tool search, `auto` behaves as `on`; default `auto`), `thresholdPct` (share of
 * the context window the listing may take, percent, [0, 100]; default 5), `searchDefaultLimit`
 * (results per query without `limit`, [1, maxSearchLimit]; default 5), `maxSearchLimit` (cap
 * on any `limit`, [1, 50]; default 25), `admission` (see {@link SearchAdmission}; default
 * `natural`), `semanticShare` (share of the semantic signal in the ranking, [0, 1]; default 0, lexical
 * search; `CatalogSearchOptions.semantic`), `dense` (an OpenAI-compatible embeddings endpoint that
 * reranks the candidates, see `EndpointConfig`: `url`, `model`, `apiKeyEnv`, `timeoutMs` default
 * 3000, `share` default 0.3; default `undefined`, off), `listing` (the listing in the `tool_search` description, `on` same as `auto`;
 * default `auto`), `listingMaxTokens` (upper bound of the listing budget, [200, 60000]; default
 * 4000), `defer` (tool names that defer even when they are core tools; `[]`: none).
 * docs/configuration.md is the reference.
 */
// An interface, not an alias: signatures and reports then name it instead of spelling out the definition.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ToolSearchConfig extends ConfigOf<typeof TOOL_SEARCH_KEYS> {}

/**
 * The `tools.tool_search` block as a strict user writes it (snake_case keys, every key
 * optional). The whole block may also be a boolean. `TOOL_SEARCH_CONFIG_SCHEMA` is
 * the JSON Schema of this shape.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- named in signatures, as ToolSearchConfig
export interface RawToolSearchConfig extends RawConfigOf<typeof TOOL_SEARCH_KEYS> {}

/** A key of the raw block. */
export type RawConfigKey = RawKeyOf<typeof TOOL_SEARCH_KEYS>;

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

/** Why `parseConfig` rejected the block: one violated constraint. */
export interface ConfigError {
  /** The top-level key as the user writes it, e.g. `threshold_pct` (`""` for the whole block). */
  readonly key: string;
  /** JSON Pointer to the offending value: `/threshold_pct`, `/defer/2`, `""` for the block. */
  readonly path: string;
  /**
   * A sentence naming the path, the constraint and the value, e.g. `/threshold_pct must be <= 100 (got 150)`;
   * a path longer than 80 characters (a huge unknown key) is shortened with `…`, the value to 60.
   */
  readonly message: string;
  /**
   * The JSON Schema keyword that failed (`maximum`, `minimum`, `type`, `enum`, `pattern`,
   * `uniqueItems`, `additionalProperties`), or `unreadable` for an input that could not be read.
   */
  readonly keyword: string;
}
