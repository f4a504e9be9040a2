import { keyEntries, type ConfigBlock, type ConfigKey, type EndpointKey, type NumberKey } from "./definition.js";
import { TOOL_SEARCH_BLOCK } from "./keys.js";
import type { RawConfigKey } from "./types.js";

/** The `$id` of {@link TOOL_SEARCH_CONFIG_SCHEMA}. */
export const TOOL_SEARCH_CONFIG_SCHEMA_ID = "https://hermes.dev/schemas/tool-search-config.json";

/**
 * A tool name in `defer`: at least one character, no surrounding whitespace (what
 * `normalizeConfig` would trim away). `\s` here is exactly the set `String.prototype.trim` strips.
 */
export const TOOL_NAME_PATTERN = "^\\S(?:[\\s\\S]*\\S)?$";

/**
 * An endpoint's `url`: http or https, a host, no credentials (`user:pw@`) and no whitespace. The
 * key goes in `api_key_env`, never in the URL.
 */
export const HTTP_URL_PATTERN = "^https?://[^\\s/?#@]+(?:[/?#][^\\s]*)?$";

/** An environment variable's name (`api_key_env`): letters, digits and `_`, not starting with a digit. */
export const ENV_NAME_PATTERN = "^[A-Za-z_][A-Za-z0-9_]*$";

/** The rule a strict error states for a string of an endpoint block that does not match its pattern. */
export const ENDPOINT_RULES = Object.freeze({
  url: "must be an http:// or https:// URL without credentials",
  model: "must be a non-empty model name without surrounding whitespace",
  api_key_env: "must be the name of an environment variable (letters, digits, _)",
});

/** One string property of an endpoint block's schema. */
export interface ConfigStringSchema {
  readonly type: "string";
  readonly pattern: string;
  readonly description: string;
}

/** One property of the schema's object branch. */
export interface ConfigPropertySchema {
  readonly title: string;
  readonly description: string;
  readonly type?: "number" | "integer" | "array" | "object";
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly items?: { readonly type: "string"; readonly pattern?: string; readonly description?: string };
  readonly uniqueItems?: boolean;
  /** An object's required keys (an endpoint block). */
  readonly required?: readonly string[];
  readonly additionalProperties?: false;
  /** An object's keys (an endpoint block). */
  readonly properties?: Readonly<Record<string, ConfigStringSchema | Omit<ConfigPropertySchema, "title">>>;
  /** Absent for a key without a default (an endpoint block: off). */
  readonly default?: unknown;
}

/** The shape of {@link TOOL_SEARCH_CONFIG_SCHEMA}: a boolean shorthand or a closed object. */
export interface ToolSearchConfigSchema {
  readonly $schema: "http://json-schema.org/draft-07/schema#";
  readonly $id: string;
  readonly title: string;
  readonly description: string;
  readonly oneOf: readonly [
    { readonly type: "boolean"; readonly title: string; readonly description: string },
    {
      readonly type: "object";
      readonly title: string;
      readonly additionalProperties: false;
      readonly properties: { readonly [K in RawConfigKey]: ConfigPropertySchema };
    },
  ];
}

function numberSchema(key: NumberKey): ConfigPropertySchema {
  return {
    title: key.title,
    description: key.description,
    type: key.integer ? "integer" : "number",
    minimum: key.range.min,
    ...(key.range.max === undefined ? {} : { maximum: key.range.max }),
    ...(key.default === undefined ? {} : { default: key.default }),
  };
}

function endpointSchema(key: EndpointKey): ConfigPropertySchema {
  const text = (pattern: string, description: string): ConfigStringSchema => ({ type: "string", pattern, description });
  const untitled = (number: NumberKey): Omit<ConfigPropertySchema, "title"> => {
    const { title, ...schema } = numberSchema(number);
    void title; // the block's keys are described, not titled
    return schema;
  };
  return {
    title: key.title,
    description: key.description,
    type: "object",
    required: ["url", "model"],
    additionalProperties: false,
    properties: {
      url: text(
        HTTP_URL_PATTERN,
        "The endpoint, e.g. `https://api.openai.com/v1/embeddings`: http or https, no credentials.",
      ),
      model: text(TOOL_NAME_PATTERN, "The model name sent with each request, e.g. `text-embedding-3-small`."),
      api_key_env: text(
        ENV_NAME_PATTERN,
        "The name of the environment variable holding the API key (sent as `Authorization: Bearer …`); the key itself is never in the config. Absent: no key is sent.",
      ),
      timeout_ms: untitled(key.timeoutMs),
      share: untitled(key.share),
    },
  };
}

function propertySchema(key: ConfigKey): ConfigPropertySchema {
  const words = { title: key.title, description: key.description };
  switch (key.kind) {
    case "switch":
      return {
        title: key.title,
        description: `${key.description} \`true\` means \`on\`, \`false\` means \`off\`.`,
        enum: ["auto", "on", "off", true, false],
        default: key.default,
      };
    case "choice":
      return { ...words, enum: [...key.values], default: key.default };
    case "number":
      return numberSchema(key);
    case "endpoint":
      return endpointSchema(key);
    case "names":
      return {
        ...words,
        type: "array",
        items: key.strictNames
          ? { type: "string", pattern: TOOL_NAME_PATTERN, description: "A tool name, without surrounding whitespace." }
          : { type: "string" },
        ...(key.strictNames ? { uniqueItems: true } : {}),
        default: [...key.default],
      };
  }
}

/** The properties of a block's object branch, by snake_case name, in table order. */
export function schemaProperties(block: ConfigBlock): Readonly<Record<string, ConfigPropertySchema>> {
  return Object.fromEntries(keyEntries(block).map(([, key]) => [key.name, propertySchema(key)]));
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
 * writes it, derived from the config definition: a boolean, or an object with only the known
 * snake_case keys — tri-states as `"auto"`/`"on"`/`"off"` or a boolean, numbers as numbers
 * within their ranges (integers where the key is an integer), `defer` as an array of unique,
 * trimmed, non-empty strings. Deeply frozen. `parseConfig` reports exactly the violations a
 * validator finds with it (without compiling it), plus the one rule it cannot express
 * (`search_default_limit` ≤ `max_search_limit`). `normalizeConfig` is more lenient (strings
 * for numbers, `"yes"`, any case, …).
 *
 * @example
 * ```ts
 * import { Ajv } from "ajv";
 * const validate = new Ajv().compile(TOOL_SEARCH_CONFIG_SCHEMA);
 * validate({ enabled: "on", threshold_pct: 10 }); // true
 * validate({ threshold_pct: "10" }); // false
 * ```
 */
export const TOOL_SEARCH_CONFIG_SCHEMA: ToolSearchConfigSchema = deepFreeze({
  $schema: "http://json-schema.org/draft-07/schema#",
  $id: TOOL_SEARCH_CONFIG_SCHEMA_ID,
  title: "Hermes tool search config (tools.tool_search)",
  description:
    "Controls tool search: which tools are deferred behind the search bridge and how the deferred-tool listing is budgeted. `true` is the same as `{}` (defaults, enabled auto); `false` turns tool search off.",
  oneOf: [
    {
      type: "boolean",
      title: "Shorthand",
      description: "`true`: defaults with `enabled: auto`; `false`: `enabled: off`.",
    },
    {
      type: "object",
      title: "Settings",
      additionalProperties: false,
      properties: schemaProperties(TOOL_SEARCH_BLOCK) as ToolSearchConfigSchema["oneOf"][1]["properties"],
    },
  ],
});
