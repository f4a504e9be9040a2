/** Longest rendering of a value in a warning or error, in UTF-16 code units. */
export const RENDERED_VALUE_MAX_LENGTH = 60;

const ELLIPSIS = "…";

function shorten(text: string): string {
  if (text.length <= RENDERED_VALUE_MAX_LENGTH) return text;
  let cut = text.slice(0, RENDERED_VALUE_MAX_LENGTH - 1);
  const last = cut.charCodeAt(cut.length - 1);
  if (last >= 0xd800 && last <= 0xdbff) cut = cut.slice(0, -1);
  return cut + ELLIPSIS;
}

function bigintReplacer(_key: string, value: unknown): unknown {
  return typeof value === "bigint" ? `${value}n` : value;
}

function stringify(value: unknown): string {
  switch (typeof value) {
    case "undefined":
      return "undefined";
    case "function":
      return "a function";
    case "symbol":
      return value.toString();
    case "bigint":
      return `${value}n`;
    case "number":
      return Object.is(value, -0) ? "-0" : String(value);
    case "string":
      // Cut long strings before quoting them: a huge value must not cost a huge copy.
      return JSON.stringify(
        value.length > RENDERED_VALUE_MAX_LENGTH * 2 ? value.slice(0, RENDERED_VALUE_MAX_LENGTH * 2) : value,
      );
    default:
      try {
        return JSON.stringify(value, bigintReplacer) ?? String(value);
      } catch {
        return Array.isArray(value) ? "an unprintable array" : "an unprintable object";
      }
  }
}

/**
 * Renders a config value for a warning or an error: JSON (`"maybe"`, `150`, `[1,"a"]`),
 * shortened to {@link RENDERED_VALUE_MAX_LENGTH} characters with a trailing `…`. Never throws:
 * `undefined`, functions, symbols, bigints (`12n`), non-finite numbers (`NaN`) and cyclic or
 * otherwise unserialisable objects get a readable stand-in.
 *
 * @example
 * ```ts
 * renderConfigValue("todo_list"); // "\"todo_list\""
 * renderConfigValue(undefined); // "undefined"
 * ```
 */
export function renderConfigValue(value: unknown): string {
  try {
    return shorten(stringify(value));
  } catch {
    return "an unprintable value";
  }
}
