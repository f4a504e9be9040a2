// The declarative config definition: each key once (docs/configuration.md is rendered from it).
// The types, the JSON Schema, the strict reader and the lenient reader are all derived from it.

/** A three-way switch: `auto` (today the same as `on`), `on` or `off`. */
export type TriState = "auto" | "on" | "off";

/** An inclusive numeric range a config value is clamped into. */
export interface ConfigRange {
  readonly min: number;
  readonly max: number;
}

/** What every key states: its name as the user writes it, and the words of the reference. */
interface KeyCommon {
  /** The key as written in the config file (snake_case), e.g. `threshold_pct`. */
  readonly name: string;
  /** A short title for the reference and the JSON Schema. */
  readonly title: string;
  /** One or two sentences: what the key does. */
  readonly description: string;
  /** The phrase an error quotes after "must be" (the config-file reader); derived when absent. */
  readonly expected?: string;
  /** The default as the reference states it, when the value alone does not say it (`unknown`, a named list). */
  readonly defaultText?: string;
}

/**
 * `auto`/`on`/`off` or a boolean. Strict: exactly those. Lenient: also `yes`/`no`, `1`/`0`,
 * `"true"`/`"false"`, trimmed, any case; anything else is `auto` with a warning.
 */
export interface SwitchKey extends KeyCommon {
  readonly kind: "switch";
  readonly default: TriState;
}

/**
 * A number within `range` (`max` absent: no upper bound), a whole number when `integer`.
 * Strict: a JSON number within the range. Lenient: also decimal strings; fractions of whole
 * numbers are floored and out-of-range values clamped, with a warning; unreadable → default.
 * Without a default the key has no value until the user gives one.
 */
export interface NumberKey extends KeyCommon {
  readonly kind: "number";
  readonly integer: boolean;
  readonly range: { readonly min: number; readonly max?: number };
  readonly default?: number;
  /**
   * The property name (camelCase) of another number key this one may not exceed: strictly an
   * error, leniently a clamp to the resolved value (and a default of `min(default, bound)`).
   */
  readonly upTo?: string;
}

/**
 * One of `values`. Strict: exactly one of them. Lenient: trimmed and any case; anything else
 * is the default with a warning.
 */
export interface ChoiceKey<V extends string = string> extends KeyCommon {
  readonly kind: "choice";
  readonly values: readonly V[];
  readonly default: V;
}

/**
 * A list of tool names. With `strictNames`, strictly each name is non-empty without
 * surrounding whitespace and appears once; leniently names are trimmed, blank or non-string
 * entries dropped with a warning, duplicates removed. Anything but a list is the default with a
 * warning.
 */
export interface NamesKey extends KeyCommon {
  readonly kind: "names";
  readonly default: readonly string[];
  readonly strictNames: boolean;
}

/**
 * An OpenAI-compatible HTTP endpoint, as an object block: `url` (http or https, no credentials in
 * it) and `model` required, `api_key_env` (the name of an environment variable, never the key
 * itself) optional, and the two number keys `timeoutMs` and `share`. Absent (the default): off.
 * Strict: exactly those keys with valid values. Lenient: strings trimmed, numbers as number keys
 * read them; a missing or unusable `url`, `model` or `api_key_env` turns the block off with a
 * warning; unknown keys are warnings.
 */
export interface EndpointKey extends KeyCommon {
  readonly kind: "endpoint";
  readonly default?: undefined;
  /** `timeout_ms`: milliseconds a request may take (a whole number with a default). */
  readonly timeoutMs: NumberKey & { readonly default: number };
  /** `share`: the endpoint's share in the ranking (a number with a default). */
  readonly share: NumberKey & { readonly default: number };
}

/** The value of an {@link EndpointKey} after reading (camelCase; `apiKeyEnv` `undefined` when not given). */
export interface EndpointConfig {
  /** The endpoint's URL, http or https. */
  readonly url: string;
  /** The model name sent with each request. */
  readonly model: string;
  /** The name of the environment variable holding the API key; `undefined`: no key is sent. */
  readonly apiKeyEnv: string | undefined;
  /** Milliseconds a search may wait for the endpoint. */
  readonly timeoutMs: number;
  /** The endpoint's share in the ranking, in [0, 1]. */
  readonly share: number;
}

/** An {@link EndpointKey}'s block as a strict user writes it. */
export interface RawEndpointConfig {
  readonly url: string;
  readonly model: string;
  readonly api_key_env?: string;
  readonly timeout_ms?: number;
  readonly share?: number;
}

/** The snake_case keys of an endpoint block, in table order. */
export const ENDPOINT_FIELDS = Object.freeze(["url", "model", "api_key_env", "timeout_ms", "share"] as const);

/** One key of a config block. */
export type ConfigKey = SwitchKey | NumberKey | ChoiceKey | NamesKey | EndpointKey;

/** A block's keys by property name (camelCase), in the order of the reference table. */
export type ConfigKeys = Readonly<Record<string, ConfigKey>>;

/** A config block: its keys and where it lives in the user's config file. */
export interface ConfigBlock<K extends ConfigKeys = ConfigKeys> {
  /** The dotted path of the block in the config file, e.g. `tools.tool_search`; `""` for the top level. */
  readonly path: string;
  readonly keys: K;
}

/** The value a key holds after reading. */
export type KeyValue<K extends ConfigKey> = K extends SwitchKey
  ? TriState
  : K extends EndpointKey
    ? EndpointConfig | undefined
    : K extends NumberKey
      ? K extends { readonly default: number }
        ? number
        : number | undefined
      : K extends { readonly kind: "choice"; readonly values: readonly (infer V)[] }
        ? V
        : readonly string[];

/** What a strict user may write for a key. */
export type RawKeyValue<K extends ConfigKey> = K extends SwitchKey
  ? TriState | boolean
  : K extends EndpointKey
    ? RawEndpointConfig
    : KeyValue<K>;

/** The read config of a block: every property present. */
export type ConfigOf<K extends ConfigKeys> = { readonly [P in keyof K]: KeyValue<K[P]> };

/** The block as a strict user writes it: snake_case names, every key optional. */
export type RawConfigOf<K extends ConfigKeys> = { readonly [P in keyof K as K[P]["name"]]?: RawKeyValue<K[P]> };

/** The snake_case names of a block's keys. */
export type RawKeyOf<K extends ConfigKeys> = K[keyof K]["name"];

/** Declares a switch key. */
export const switchKey = <const S extends Omit<SwitchKey, "kind">>(spec: S): S & { readonly kind: "switch" } =>
  Object.freeze({ kind: "switch", ...spec });

/** Declares a number key. */
export const numberKey = <const S extends Omit<NumberKey, "kind">>(spec: S): S & { readonly kind: "number" } =>
  Object.freeze({ kind: "number", ...spec });

/** Declares a choice key; `values` keep their literal types. */
export const choiceKey = <const S extends Omit<ChoiceKey, "kind">>(spec: S): S & { readonly kind: "choice" } =>
  Object.freeze({ kind: "choice", ...spec });

/** Declares a list-of-tool-names key. */
export const namesKey = <const S extends Omit<NamesKey, "kind">>(spec: S): S & { readonly kind: "names" } =>
  Object.freeze({ kind: "names", ...spec });

/** Declares an endpoint key (an object block: url, model, api_key_env, timeout_ms, share). */
export const endpointKey = <const S extends Omit<EndpointKey, "kind">>(spec: S): S & { readonly kind: "endpoint" } =>
  Object.freeze({ kind: "endpoint", ...spec });

/** The keys of a block in table order, with their property names. */
export function keyEntries(block: ConfigBlock): readonly (readonly [string, ConfigKey])[] {
  return Object.entries(block.keys);
}

/** The display path of a key: `tools.tool_search.threshold_pct`, or the block path for `""`. */
export function keyPath(block: ConfigBlock, name: string): string {
  if (name === "") return block.path;
  return block.path === "" ? name : `${block.path}.${name}`;
}

/** The defaults of a block, frozen. */
export function defaultsOf<K extends ConfigKeys>(block: ConfigBlock<K>): ConfigOf<K> {
  return Object.freeze(
    Object.fromEntries(
      keyEntries(block)
        .filter(([, key]) => key.default !== undefined)
        .map(([property, key]) => [property, key.default]),
    ),
  ) as ConfigOf<K>;
}

/** The phrase after "must be" in an error about `key`: its own `expected`, else derived from its kind. */
export function expectedText(key: ConfigKey): string {
  if (key.expected !== undefined) return key.expected;
  switch (key.kind) {
    case "switch":
      return '"auto", "on", "off", true or false';
    case "choice":
      return key.values.map((value) => JSON.stringify(value)).join(" or ");
    case "names":
      return "a list of tool names";
    case "endpoint":
      return "an object with url and model";
    case "number": {
      const noun = key.integer ? "a whole number" : "a number";
      const { min, max } = key.range;
      return max === undefined ? `${noun} ≥ ${min}` : `${noun} from ${min} to ${max}`;
    }
  }
}
