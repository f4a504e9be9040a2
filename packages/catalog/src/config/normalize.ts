import {
  DEFAULT_CONFIG,
  LISTING_MAX_TOKENS_RANGE,
  MAX_SEARCH_LIMIT_RANGE,
  SEARCH_DEFAULT_LIMIT_RANGE,
  THRESHOLD_PCT_RANGE,
} from "./defaults.js";
import { normalizeAdmission } from "./admission.js";
import { normalizeDefer } from "./defer.js";
import { normalizeNumberField } from "./number-field.js";
import { CONFIG_KEYS } from "./raw.js";
import { readTriState, TRI_STATE_SPELLINGS } from "./tri-state.js";
import type { ConfigWarning, Logger, ToolSearchConfig, TriState } from "./types.js";
import { configKeyPath, configWarning } from "./warning.js";

/** Options of {@link normalizeConfig}. */
export interface NormalizeConfigOptions {
  /**
   * Also receives every warning, in order, as `warn(message, { key, value })` with `value`
   * the rendered value (as in {@link ConfigWarning}). A logger that throws is ignored.
   */
  readonly logger?: Logger | undefined;
}

/** The outcome of {@link normalizeConfig}. */
export interface NormalizeConfigResult {
  /** The config to use; frozen, every field present and within its range. */
  readonly config: ToolSearchConfig;
  /** What could not be used as given, in config-table key order, then unknown keys sorted. */
  readonly warnings: ConfigWarning[];
}

const KNOWN_KEYS: ReadonlySet<string> = new Set(CONFIG_KEYS);
const OFF_CONFIG: ToolSearchConfig = Object.freeze({ ...DEFAULT_CONFIG, enabled: "off" });
const FALLBACK_TRI_STATE: TriState = "auto";

interface Field<T> {
  readonly value: T;
  readonly warnings: readonly ConfigWarning[];
}

function triStateField(key: string, raw: unknown, fallback: TriState): Field<TriState> {
  if (raw === undefined || raw === null) return { value: fallback, warnings: [] };
  const value = readTriState(raw);
  if (value !== undefined) return { value, warnings: [] };
  const warning = configWarning(
    key,
    raw,
    (shown) => `${configKeyPath(key)}: ${shown} is not one of ${TRI_STATE_SPELLINGS}; using "${FALLBACK_TRI_STATE}"`,
  );
  return { value: FALLBACK_TRI_STATE, warnings: [warning] };
}

function normalizeObject(block: object): NormalizeConfigResult {
  const record = block as Readonly<Record<string, unknown>>;
  // Own properties only: an inherited (or polluted prototype) value is not the user's config.
  const own = (key: string): unknown => (Object.hasOwn(block, key) ? record[key] : undefined);

  const enabled = triStateField("enabled", own("enabled"), DEFAULT_CONFIG.enabled);
  const thresholdPct = normalizeNumberField("threshold_pct", own("threshold_pct"), {
    range: THRESHOLD_PCT_RANGE,
    integer: false,
    fallback: DEFAULT_CONFIG.thresholdPct,
  });
  const maxSearchLimit = normalizeNumberField("max_search_limit", own("max_search_limit"), {
    range: MAX_SEARCH_LIMIT_RANGE,
    integer: true,
    fallback: DEFAULT_CONFIG.maxSearchLimit,
  });
  const searchDefaultLimit = normalizeNumberField("search_default_limit", own("search_default_limit"), {
    range: { min: SEARCH_DEFAULT_LIMIT_RANGE.min, max: maxSearchLimit.value },
    integer: true,
    // A small max_search_limit lowers the default too, silently: the user wrote nothing wrong.
    fallback: Math.min(DEFAULT_CONFIG.searchDefaultLimit, maxSearchLimit.value),
    rangeNote: " (the upper bound is max_search_limit)",
  });
  const admission = normalizeAdmission(own("admission"));
  const listing = triStateField("listing", own("listing"), DEFAULT_CONFIG.listing);
  const listingMaxTokens = normalizeNumberField("listing_max_tokens", own("listing_max_tokens"), {
    range: LISTING_MAX_TOKENS_RANGE,
    integer: true,
    fallback: DEFAULT_CONFIG.listingMaxTokens,
  });
  const defer = normalizeDefer(own("defer"));

  const unknown = Object.keys(block)
    .filter((key) => !KNOWN_KEYS.has(key))
    .sort()
    .map((key) =>
      configWarning(key, record[key], (shown) => `${configKeyPath("")}: unknown key ${JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key)} ignored (value ${shown})`),
    );

  return {
    config: Object.freeze({
      enabled: enabled.value,
      thresholdPct: thresholdPct.value,
      searchDefaultLimit: searchDefaultLimit.value,
      maxSearchLimit: maxSearchLimit.value,
      admission: admission.value,
      listing: listing.value,
      listingMaxTokens: listingMaxTokens.value,
      defer: defer.value,
    }),
    warnings: [
      ...enabled.warnings,
      ...thresholdPct.warnings,
      ...searchDefaultLimit.warnings,
      ...maxSearchLimit.warnings,
      ...admission.warnings,
      ...listing.warnings,
      ...listingMaxTokens.warnings,
      ...defer.warnings,
      ...unknown,
    ],
  };
}

function normalizeBlock(raw: unknown): NormalizeConfigResult {
  if (raw === undefined || raw === null || raw === true) return { config: DEFAULT_CONFIG, warnings: [] };
  if (raw === false) return { config: OFF_CONFIG, warnings: [] };
  if (typeof raw === "object" && !Array.isArray(raw)) return normalizeObject(raw);
  const warning = configWarning(
    "",
    raw,
    (shown) => `${configKeyPath("")}: expected an object or a boolean, got ${shown}; using the defaults`,
  );
  return { config: DEFAULT_CONFIG, warnings: [warning] };
}

function report(warnings: readonly ConfigWarning[], logger: Logger | undefined): void {
  if (logger === undefined) return;
  for (const warning of warnings) {
    try {
      logger.warn(warning.message, { key: warning.key, value: warning.value });
    } catch {
      // A broken logger must not break config loading; the warnings are also returned.
    }
  }
}

/**
 * Normalises the `tools.tool_search` config block (snake_case keys, as in the config file)
 * into a {@link ToolSearchConfig}. **Never throws**: whatever cannot be used falls back with a
 * {@link ConfigWarning} naming the key and the value, also sent to `options.logger`.
 *
 * - Block: `null`/missing/`true` → {@link DEFAULT_CONFIG}; `false` → defaults with `enabled: "off"`;
 *   another non-object (string, number, array) → defaults + a warning with key `""`.
 * - `enabled`, `listing`: `true`/`1`/`"yes"` → `on`, `false`/`0`/`"no"` → `off`, `"auto"`/`"on"`/`"off"`
 *   as is (strings trimmed, any case); anything else → `auto` + warning. `listing: "on"` is kept
 *   as `on`; it behaves as `auto` (callers treat them the same).
 * - Numbers: finite numbers or decimal strings (`" 7 "`); unparseable → default + warning;
 *   integer keys floor a fraction; out of range → clamped; each change warns once per key.
 *   `search_default_limit` is clamped to [1, resolved `max_search_limit`] (a missing one
 *   becomes `min(5, max_search_limit)` silently).
 * - `admission`: `natural`, `gated` or `none` (trimmed, any case); anything else → `natural` + warning.
 * - `defer`: see `normalizeDefer` (array → trimmed unique names; scalar → default + warning).
 * - Unknown keys: a warning each, ignored. Only own properties are read.
 *
 * `null`/`undefined` for any key means "use the default", with no warning. Warnings come in
 * config-table key order, then unknown keys sorted. Should reading the input itself fail (a
 * hostile getter or proxy), the result is the defaults and one warning with key `""`.
 *
 * @example
 * ```ts
 * const { config, warnings } = normalizeConfig({ threshold_pct: 150, enabled: "yes" });
 * config.thresholdPct; // 100
 * config.enabled; // "on"
 * warnings[0]?.message; // "tools.tool_search.threshold_pct: 150 is out of range [0, 100]; using 100"
 * ```
 */
export function normalizeConfig(raw: unknown, options: NormalizeConfigOptions = {}): NormalizeConfigResult {
  let result: NormalizeConfigResult;
  try {
    result = normalizeBlock(raw);
  } catch {
    const message = `${configKeyPath("")}: the block could not be read; using the defaults`;
    result = { config: DEFAULT_CONFIG, warnings: [{ key: "", value: "an unreadable value", message }] };
  }
  let logger: Logger | undefined;
  try {
    logger = options.logger;
  } catch {
    logger = undefined;
  }
  report(result.warnings, logger);
  return result;
}
