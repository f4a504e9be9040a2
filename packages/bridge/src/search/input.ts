import { isRecord } from "@hermes/catalog/internal";
import { clipText } from "../clip.js";
import { describeValue, parseJson } from "../json-values.js";

/** A record read from model input; only own keys are ever read from it. */
export type InputRecord = Readonly<Record<string, unknown>>;

/** What {@link readStringList} makes of a value: the strings, or what is wrong with it. */
export type StringListRead = { readonly values: readonly string[] } | { readonly problem: string };

/** The value `text` parses to as JSON, or `undefined` when it is not JSON. */
function parsedJson(text: string): unknown {
  const parsed = parseJson(text);
  return parsed.ok ? parsed.value : undefined;
}

/**
 * The own value of `key` in `record`, or `undefined` (inherited properties such as
 * `constructor` are never read).
 *
 * @example
 * ```ts
 * ownValue({ limit: 3 }, "limit"); // 3
 * ownValue({}, "constructor"); // undefined
 * ```
 */
export function ownValue(record: InputRecord, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The arguments of a lookup tool call as a record. `null`/missing → `{}`; an object → itself;
 * a string holding a JSON object → that object; any other string, or an array → the value of
 * `listKey` (a model that sent the list itself). A number or boolean → `undefined` (the caller
 * reports it).
 *
 * @example
 * ```ts
 * argumentsRecord("github issues", "queries"); // { queries: "github issues" }
 * argumentsRecord('{"queries":["a"]}', "queries"); // { queries: ["a"] }
 * ```
 */
export function argumentsRecord(args: unknown, listKey: string): InputRecord | undefined {
  if (args === null || args === undefined) return {};
  if (isRecord(args)) return args;
  if (typeof args === "string") {
    const parsed = args.trim().startsWith("{") ? parsedJson(args) : undefined;
    return isRecord(parsed) ? parsed : { [listKey]: args };
  }
  if (Array.isArray(args)) return { [listKey]: args };
  return undefined;
}

/**
 * Reads a list of strings the way models send it: an array of strings, one bare string, or a
 * string holding a JSON array. Entries are trimmed; blank entries and `null` are dropped;
 * entries longer than `maxChars` are cut (ending in `…`); duplicates are dropped keeping the
 * first. A non-string entry or a value of another type is a `problem` naming the field
 * (`queries[2] must be a string; got a number`). Never throws.
 *
 * @example
 * ```ts
 * readStringList(["github issue", " ", "github issue"], "queries", 500); // { values: ["github issue"] }
 * readStringList(42, "queries", 500); // { problem: '"queries" must be an array of strings or one string; got a number' }
 * ```
 */
export function readStringList(value: unknown, field: string, maxChars: number): StringListRead {
  let list: readonly unknown[];
  if (Array.isArray(value)) list = value;
  else if (typeof value === "string") {
    const parsed = value.trim().startsWith("[") ? parsedJson(value) : undefined;
    list = Array.isArray(parsed) ? parsed : [value];
  } else return { problem: `"${field}" must be an array of strings or one string; got ${describeValue(value)}` };
  const values: string[] = [];
  const seen = new Set<string>();
  for (const [index, entry] of list.entries()) {
    if (entry === null) continue;
    if (typeof entry !== "string")
      return { problem: `${field}[${index}] must be a string; got ${describeValue(entry)}` };
    const text = clipText(entry.trim(), maxChars);
    if (text === "" || seen.has(text)) continue;
    seen.add(text);
    values.push(text);
  }
  return { values };
}
