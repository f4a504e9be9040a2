import { bridgeError, type BridgeError } from "../bridge-error.js";
import { describeValue, isObjectLike, parseJson, type JsonObjectLike } from "../json-values.js";
import { clipText } from "../clip.js";
import { MAX_CALL_NAME_CHARS, MAX_QUOTED_KEY_CHARS } from "../limits.js";

/** One requested call after the input shape is read: a trimmed name and object arguments. */
export interface CallEntry {
  /** Position in the request (0 for a single object or the legacy shape). */
  readonly index: number;
  readonly name: string;
  /** The model's arguments as an object (`null`, blank or missing → `{}`, JSON strings parsed). */
  readonly arguments: Record<string, unknown>;
  /** Where the entry sits in the model's input, for messages: `calls[2]`, `calls` or `""` (legacy). */
  readonly path: string;
}

/** The outcome of reading a `tool_call` request: its entries in order, or why it is malformed. */
export type ReadCallsResult =
  { readonly ok: true; readonly entries: readonly CallEntry[] } | { readonly ok: false; readonly error: BridgeError };

/** How a `tool_call` request should look, quoted in errors. */
export const CALL_EXAMPLE = '{"calls":[{"name":"<tool name>","arguments":{…}}]}';

const ENTRY_EXAMPLE = '{"name":"<tool name>","arguments":{…}}';

type Read<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: BridgeError };

const fail = (message: string): { readonly ok: false; readonly error: BridgeError } => ({
  ok: false,
  error: bridgeError(message),
});
const field = (path: string, name: string): string => (path === "" ? name : `${path}.${name}`);

/** The first five keys, JSON-quoted and each cut to {@link MAX_QUOTED_KEY_CHARS}, `, …` when there are more. */
const quoteKeys = (keys: readonly string[]): string =>
  keys
    .slice(0, 5)
    .map((key) => JSON.stringify(clipText(key, MAX_QUOTED_KEY_CHARS)))
    .join(", ") + (keys.length > 5 ? ", …" : "");

function readArguments(entry: JsonObjectLike, path: string, name: string): Read<Record<string, unknown>> {
  const where = field(path, "arguments");
  const raw = Object.hasOwn(entry, "arguments") ? entry["arguments"] : undefined;
  if (raw === undefined) {
    const stray = Object.keys(entry).filter((key) => key !== "name" && key !== "arguments");
    if (stray.length === 0) return { ok: true, value: {} };
    return fail(
      `${path === "" ? "tool_call" : path} has no "arguments" but has unexpected key(s) ${quoteKeys(stray)}: ` +
        `put the tool's arguments inside "arguments", as in {"name":${JSON.stringify(name)},"arguments":{…}}.`,
    );
  }
  if (raw === null) return { ok: true, value: {} };
  if (typeof raw === "string") {
    if (raw.trim() === "") return { ok: true, value: {} };
    const parsed = parseJson(raw);
    if (!parsed.ok)
      return fail(
        `${where} is a string but not valid JSON (${parsed.message}); pass the tool's arguments as an object.`,
      );
    if (isObjectLike(parsed.value)) return { ok: true, value: parsed.value };
    return fail(
      `${where} must be an object or a JSON object string, got a JSON string holding ${describeValue(parsed.value)}.`,
    );
  }
  if (isObjectLike(raw)) return { ok: true, value: raw };
  return fail(`${where} must be an object or a JSON object string, got ${describeValue(raw)}.`);
}

function readEntry(value: unknown, index: number, path: string): Read<CallEntry> {
  if (!isObjectLike(value)) return fail(`${path} must be an object ${ENTRY_EXAMPLE}, got ${describeValue(value)}.`);
  const where = field(path, "name");
  const rawName = Object.hasOwn(value, "name") ? value["name"] : undefined;
  if (rawName === undefined) {
    return fail(
      `${where} is missing: each call needs "name" (the tool to run) and "arguments", as in ${ENTRY_EXAMPLE}.`,
    );
  }
  if (typeof rawName !== "string") return fail(`${where} must be a tool name string, got ${describeValue(rawName)}.`);
  const name = rawName.trim();
  if (name === "") return fail(`${where} is blank: pass the exact tool name from tool_search results.`);
  if (name.length > MAX_CALL_NAME_CHARS) {
    return fail(
      `${where} is ${name.length} characters long; tool names are at most ${MAX_CALL_NAME_CHARS}. Pass the exact tool name from tool_search results.`,
    );
  }
  const args = readArguments(value, path, name);
  return args.ok ? { ok: true, value: { index, name, arguments: args.value, path } } : args;
}

function readArray(calls: readonly unknown[], path: string): ReadCallsResult {
  if (calls.length === 0) return fail(`${path} is empty: pass at least one call, as in ${CALL_EXAMPLE}.`);
  const entries: CallEntry[] = [];
  for (let i = 0; i < calls.length; i += 1) {
    const entry = readEntry(calls[i], i, `${path}[${i}]`);
    if (!entry.ok) return entry;
    entries.push(entry.value);
  }
  return { ok: true, entries };
}

function readSingle(value: unknown, path: string): ReadCallsResult {
  const entry = readEntry(value, 0, path);
  return entry.ok ? { ok: true, entries: [entry.value] } : entry;
}

function readCallsField(calls: unknown): ReadCallsResult {
  if (Array.isArray(calls)) return readArray(calls, "calls");
  if (isObjectLike(calls)) return readSingle(calls, "calls");
  if (typeof calls === "string") {
    if (calls.trim() === "") return fail(`calls is a blank string: pass an array of calls, as in ${CALL_EXAMPLE}.`);
    const parsed = parseJson(calls);
    if (!parsed.ok)
      return fail(
        `calls is a string but not valid JSON (${parsed.message}); pass an array of calls, as in ${CALL_EXAMPLE}.`,
      );
    if (Array.isArray(parsed.value)) return readArray(parsed.value, "calls");
    if (isObjectLike(parsed.value)) return readSingle(parsed.value, "calls");
    return fail(
      `calls must be an array of calls or a JSON string of one, got a JSON string holding ${describeValue(parsed.value)}.`,
    );
  }
  return fail(`calls must be an array of calls, as in ${CALL_EXAMPLE}, got ${describeValue(calls)}.`);
}

/**
 * Reads the shape of a `tool_call` request into call entries. Accepted (docs/spec/bridge-contract.md, "Call shapes"):
 * `{calls: [...]}`; `calls` as a JSON string of an array or of one call; `calls` as one object
 * `{name, arguments}`; the legacy `{name, arguments}` at the top level; the whole request as a
 * JSON object string. Per entry, `arguments` that is missing, `null` or a blank string is `{}`,
 * a JSON object string is parsed; names are trimmed. Entries are not checked against any catalog.
 *
 * Errors name the entry and what is wrong (`calls[2].arguments must be an object or a JSON object
 * string, got a number.`); the first malformed entry wins. A name longer than
 * {@link MAX_CALL_NAME_CHARS} is an error; keys quoted back are cut to {@link MAX_QUOTED_KEY_CHARS}
 * characters (at most five), so an error stays small whatever the input. Never throws.
 *
 * @example
 * ```ts
 * readCalls({ calls: '[{"name":"mcp__github__get_issue","arguments":"{\\"number\\":1}"}]' });
 * // { ok: true, entries: [{ index: 0, name: "mcp__github__get_issue", arguments: { number: 1 }, path: "calls[0]" }] }
 * ```
 */
export function readCalls(args: unknown): ReadCallsResult {
  let request = args;
  if (typeof request === "string") {
    const parsed = parseJson(request);
    if (parsed.ok && isObjectLike(parsed.value)) request = parsed.value;
  }
  if (!isObjectLike(request))
    return fail(`tool_call arguments must be an object such as ${CALL_EXAMPLE}, got ${describeValue(request)}.`);
  const calls = Object.hasOwn(request, "calls") ? request["calls"] : undefined;
  if (calls !== undefined) return readCallsField(calls);
  if (Object.hasOwn(request, "name") && request["name"] !== undefined) return readSingle(request, "");
  const keys = Object.keys(request);
  const got = keys.length === 0 ? "an empty object" : `key(s) ${quoteKeys(keys)}`;
  return fail(`tool_call needs "calls", as in ${CALL_EXAMPLE}; got ${got}.`);
}
