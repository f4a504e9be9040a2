import type { ConfigKey } from "@hermes/catalog/internal";
import type { ServerEntryKey } from "@hermes/mcp/internal";

const literal = (value: unknown): string => `\`${JSON.stringify(value)}\``;

/** The "type" column of a key, from its definition: the allowed values, a numeric range, or the list. */
export function typeText(key: ConfigKey): string {
  switch (key.kind) {
    case "switch":
      return `one of ${["auto", "on", "off", true, false].map(literal).join(", ")}`;
    case "choice":
      return `one of ${key.values.map(literal).join(", ")}`;
    case "names":
      return key.strictNames ? "array of unique strings" : "array of strings";
    case "endpoint":
      return "object: `url`, `model`, `api_key_env`, `timeout_ms`, `share` (below)";
    case "number": {
      const noun = key.integer ? "whole number" : "number";
      const { min, max } = key.range;
      return max === undefined ? `${noun} ≥ ${min}` : `${noun}, ${min}–${max}`;
    }
  }
}

/** The "default" column: the key's own wording, the value, or a pointer to the list below for long lists. */
export function defaultText(key: ConfigKey): string {
  if (key.defaultText !== undefined) return key.defaultText;
  if (key.default === undefined) return "—";
  if (Array.isArray(key.default) && key.default.length > 3) return "the curated list below";
  return literal(key.default);
}

/** The "type" column of an `mcpServers` entry key, from its kind. */
export function entryTypeText(key: ServerEntryKey): string {
  switch (key.kind) {
    case "boolean":
      return "boolean";
    case "string":
      return key.nonEmpty ? "non-empty string" : "string";
    case "url":
      return "`http://` or `https://` URL";
    case "strings":
      return "array of strings";
    case "env":
    case "headers":
      return "object of strings";
    case "transport":
      return '`"stdio"` or `"http"`';
    case "seconds":
      return "number of seconds > 0";
    case "count":
      return `whole number 0–${key.max}`;
    case "policy":
      return "policy object";
  }
}

/** The "default" column of an `mcpServers` entry key: its own wording, else what the kind reads an absent key as. */
export function entryDefaultText(key: ServerEntryKey): string {
  if (key.defaultText !== undefined) return key.defaultText;
  switch (key.kind) {
    case "boolean":
      return literal(false);
    case "strings":
      return literal([]);
    case "env":
    case "headers":
      return literal({});
    default:
      return "—";
  }
}
