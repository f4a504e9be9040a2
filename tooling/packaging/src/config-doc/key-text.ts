import type { ConfigKey } from "@hermes/catalog/internal";

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
