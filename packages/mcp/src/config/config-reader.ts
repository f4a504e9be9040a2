import { isRecord } from "@hermes/catalog/internal";
import { formatConfigPath, type ConfigPath } from "./config-path.js";
import type { McpConfigIssue } from "./server-config-types.js";
import { entryExpected, type CountEntryKey, type SecondsEntryKey } from "./server-entry-keys.js";

/** A plain JSON object (not an array, not null). */
export type JsonRecord = Readonly<Record<string, unknown>>;

/** Whether `value` is a plain JSON object (the one definition, in `@hermes/catalog`). */
export { isRecord };

const HAS_NUL = /\0/;
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const HEADER_VALUE_BAD = /[\0\r\n]/;
const ENV_NAME_BAD = /[=\0]/;

/**
 * Reads typed fields out of untrusted JSON, collecting errors and warnings. Messages name
 * the key path and what was expected, never the value found (values may be secrets).
 */
export class ConfigReader {
  readonly errors: McpConfigIssue[] = [];
  readonly warnings: McpConfigIssue[] = [];

  /** Records an error at `path`: `<path> must be <expected>`. */
  fail(path: ConfigPath, expected: string, message?: string): undefined {
    const at = formatConfigPath(path);
    this.errors.push({ path: at, expected, message: message ?? `${at} must be ${expected}` });
    return undefined;
  }

  /** Records a warning at `path`. */
  warn(path: ConfigPath, expected: string, message: string): void {
    this.warnings.push({ path: formatConfigPath(path), expected, message });
  }

  /** A string field; `undefined` when absent (`required` makes absence an error). */
  string(record: JsonRecord, key: string, path: ConfigPath, required = false): string | undefined {
    const value = record[key];
    if (value === undefined) return required ? this.fail([...path, key], "a string") : undefined;
    if (typeof value !== "string") return this.fail([...path, key], "a string");
    if (HAS_NUL.test(value)) return this.fail([...path, key], "a string without NUL characters");
    return value;
  }

  /** A boolean field, `false` when absent. */
  boolean(record: JsonRecord, key: string, path: ConfigPath): boolean {
    const value = record[key];
    if (value === undefined) return false;
    if (typeof value !== "boolean") {
      this.fail([...path, key], "true or false");
      return false;
    }
    return value;
  }

  /** A seconds key: a finite number > 0 and ≤ its `max`, `undefined` when absent. */
  positive(record: JsonRecord, key: SecondsEntryKey, path: ConfigPath): number | undefined {
    const value = record[key.name];
    if (value === undefined) return undefined;
    if (typeof value !== "number" || !Number.isFinite(value) || value <= 0 || value > key.max)
      return this.fail([...path, key.name], entryExpected(key));
    return value;
  }

  /** A count key: a whole number ≥ 0 and ≤ its `max`, `undefined` when absent. */
  count(record: JsonRecord, key: CountEntryKey, path: ConfigPath): number | undefined {
    const value = record[key.name];
    if (value === undefined) return undefined;
    if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > key.max)
      return this.fail([...path, key.name], entryExpected(key));
    return value;
  }

  /** An array of strings, `[]` when absent. */
  stringArray(record: JsonRecord, key: string, path: ConfigPath): string[] {
    const value = record[key];
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      this.fail([...path, key], "an array of strings");
      return [];
    }
    const out: string[] = [];
    value.forEach((item: unknown, index) => {
      if (typeof item !== "string") this.fail([...path, key, index], "a string");
      else if (HAS_NUL.test(item)) this.fail([...path, key, index], "a string without NUL characters");
      else out.push(item);
    });
    return out;
  }

  /** An object of environment variables (string values), `{}` when absent. */
  env(record: JsonRecord, key: string, path: ConfigPath): Record<string, string> {
    return this.#stringMap(
      record,
      key,
      path,
      (name) => name !== "" && !ENV_NAME_BAD.test(name),
      HAS_NUL,
      "a string without NUL characters",
    );
  }

  /** An object of HTTP headers (string values), `{}` when absent. */
  headers(record: JsonRecord, key: string, path: ConfigPath): Record<string, string> {
    return this.#stringMap(
      record,
      key,
      path,
      (name) => HEADER_NAME.test(name),
      HEADER_VALUE_BAD,
      "a string without line breaks or NUL",
    );
  }

  #stringMap(
    record: JsonRecord,
    key: string,
    path: ConfigPath,
    validName: (name: string) => boolean,
    badValue: RegExp,
    valueExpected: string,
  ): Record<string, string> {
    const value = record[key];
    const out: Record<string, string> = {};
    if (value === undefined) return out;
    if (!isRecord(value)) {
      this.fail([...path, key], "an object of string values");
      return out;
    }
    for (const [name, item] of Object.entries(value)) {
      const at = [...path, key, name];
      if (!validName(name))
        this.fail(
          at,
          "a valid name",
          `${formatConfigPath([...path, key])} has an invalid name ${JSON.stringify(name.slice(0, 60))}`,
        );
      else if (typeof item !== "string") this.fail(at, "a string");
      else if (badValue.test(item)) this.fail(at, valueExpected);
      // Defined, not assigned: a name like `__proto__` must become an own key, not the prototype.
      else Object.defineProperty(out, name, { value: item, enumerable: true, writable: true, configurable: true });
    }
    return out;
  }
}
