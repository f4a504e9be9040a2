import { readFileSync } from "node:fs";

/** Reads and parses a JSON file; the error names the file. */
export function readJson(path: string | URL): unknown {
  const text = readFileSync(path, "utf8");
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new Error(`${String(path)} is not valid JSON`, { cause: error });
  }
}

/** Narrows `value` to a plain object or throws, naming `what`. */
export function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new Error(`${what} must be an object`);
  }
  return value as Record<string, unknown>;
}

/** Narrows `value` to an array or throws, naming `what`. */
export function asArray(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new Error(`${what} must be an array`);
  return value as unknown[];
}

/** Reads a string field or throws, naming the field. */
export function stringField(record: Record<string, unknown>, key: string, what: string): string {
  const value = record[key];
  if (typeof value !== "string") throw new Error(`${what}.${key} must be a string`);
  return value;
}
