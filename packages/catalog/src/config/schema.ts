import { keyEntries, type ConfigBlock, type ConfigKey } from "./definition.js";
import { TOOL_SEARCH_BLOCK } from "./keys.js";
import type { RawConfigKey } from "./types.js";

/** The `$id` of {@link TOOL_SEARCH_CONFIG_SCHEMA}. */
export const TOOL_SEARCH_CONFIG_SCHEMA_ID = "https://hermes.dev/schemas/tool-search-config.json";

/**
 * A tool name in `defer`: at least one character, no surrounding whitespace (what
 * `normalizeConfig` would trim away). `\s` here is exactly the set `String.prototype.trim` strips.
 */
export const TOOL_NAME_PATTERN = "^\\S(?:[\\s\\S]*\\S)?$";

/** One property of the schema's object branch. */
export interface ConfigPropertySchema {
  readonly title: string;
  readonly description: string;
  readonly type?: "number" | "integer" | "array";
  readonly enum?: readonly unknown[];
  readonly minimum?: number;
  readonly maximum?: number;
  readonly items?: { readonly type: "string"; readonly pattern?: string; readonly description?: string };
  readonly uniqueItems?: boolean;
  readonly default: unknown;
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
      return {
        ...words,
        type: key.integer ? "integer" : "number",
        minimum: key.range.min,
        ...(key.range.max === undefined ? {} : { maximum: key.range.max }),
        default: key.default,
      };
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
