import { DEFAULT_CONFIG } from "./defaults.js";
import { keyPath } from "./definition.js";
import { TOOL_SEARCH_BLOCK } from "./keys.js";
import { readLenient } from "./lenient.js";
import type { ConfigWarning, Logger, ToolSearchConfig } from "./types.js";
import { configWarning } from "./warning.js";

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

const BLOCK_PATH = keyPath(TOOL_SEARCH_BLOCK, "");
const KNOWN_KEYS: ReadonlySet<string> = new Set(Object.values(TOOL_SEARCH_BLOCK.keys).map((key) => key.name));
const OFF_CONFIG: ToolSearchConfig = Object.freeze({ ...DEFAULT_CONFIG, enabled: "off" });

function normalizeObject(block: object): NormalizeConfigResult {
  const record = block as Readonly<Record<string, unknown>>;
  // Own properties only: an inherited (or polluted prototype) value is not the user's config.
  const fields = readLenient(TOOL_SEARCH_BLOCK, (name) => (Object.hasOwn(block, name) ? record[name] : undefined));
  const unknown = Object.keys(block)
    .filter((key) => !KNOWN_KEYS.has(key))
    .sort()
    .map((key) =>
      configWarning(
        key,
        record[key],
        (shown) =>
          `${BLOCK_PATH}: unknown key ${JSON.stringify(key.length > 40 ? `${key.slice(0, 40)}…` : key)} ignored (value ${shown})`,
      ),
    );
  // A key that is off (`dense` without a block) is left out, not set to undefined: the config is
  // the same after a JSON round trip.
  const values = Object.fromEntries(
    [...fields].filter(([, field]) => field.value !== undefined).map(([property, field]) => [property, field.value]),
  );
  return {
    config: Object.freeze(values) as ToolSearchConfig,
    warnings: [...[...fields.values()].flatMap((field) => field.warnings), ...unknown],
  };
}

function normalizeBlock(raw: unknown): NormalizeConfigResult {
  if (raw === undefined || raw === null || raw === true) return { config: DEFAULT_CONFIG, warnings: [] };
  if (raw === false) return { config: OFF_CONFIG, warnings: [] };
  if (typeof raw === "object" && !Array.isArray(raw)) return normalizeObject(raw);
  const warning = configWarning(
    "",
    raw,
    (shown) => `${BLOCK_PATH}: expected an object or a boolean, got ${shown}; using the defaults`,
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
 * {@link ConfigWarning} naming the key and the value, also sent to `options.logger`. A key
 * whose value is valid is always kept, whatever is wrong with the others.
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
 * - `semantic_share`: a number in [0, 1] (as the other numbers: decimal strings read, out of range clamped
 *   with a warning, unreadable → 0 + warning).
 * - `dense`: an object `{ url, model, api_key_env?, timeout_ms?, share? }` (strings trimmed; the
 *   numbers as the other numbers, defaults 3000 ms and 0.3); a missing or unusable `url` (http or
 *   https, no credentials), `model` or `api_key_env` (a variable name), or a block that is not an
 *   object → `undefined` (off) + warning; the URL is never shown in a warning.
 * - `defer`: an array → its string entries trimmed, in order, duplicates removed; each
 *   non-string or blank entry is dropped with a warning naming its index; `[]` stays `[]`.
 *   Anything else → a warning and {@link DEFAULT_DEFER}.
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
    const message = `${BLOCK_PATH}: the block could not be read; using the defaults`;
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
