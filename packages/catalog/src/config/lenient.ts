// The lenient reading of each kind of key (docs/configuration.md, "Strict and lenient reading").
import {
  ENDPOINT_FIELDS,
  keyPath,
  type ChoiceKey,
  type EndpointConfig,
  type EndpointKey,
  type ConfigBlock,
  type ConfigKey,
  type NamesKey,
  type NumberKey,
  type SwitchKey,
  type TriState,
} from "./definition.js";
import { ENV_NAME_PATTERN, HTTP_URL_PATTERN } from "./schema.js";
import { HIDDEN_URL } from "./strict.js";
import type { ConfigWarning } from "./types.js";
import { configWarning } from "./warning.js";

/** A key's value as read, and what could not be used as given. */
export interface Field<T> {
  readonly value: T;
  readonly warnings: readonly ConfigWarning[];
}

const SWITCH_WORDS: ReadonlyMap<string, TriState> = new Map<string, TriState>([
  ["auto", "auto"],
  ["on", "on"],
  ["off", "off"],
  ["true", "on"],
  ["yes", "on"],
  ["1", "on"],
  ["false", "off"],
  ["no", "off"],
  ["0", "off"],
]);

/** The longest accepted word; longer strings are rejected without lowercasing them. */
const LONGEST_SWITCH_WORD = 5;
const SWITCH_SPELLINGS = "auto/on/off, true/false, yes/no or 1/0";
/** What an unusable switch becomes, whatever its default. */
const SWITCH_FALLBACK: TriState = "auto";

/**
 * Reads a switch leniently: `true`, `1`, `"yes"`, `"true"`, `"1"` → `on`; `false`, `0`, `"no"`,
 * `"false"`, `"0"` → `off`; `"auto"`, `"on"`, `"off"` as is; strings trimmed, any case.
 * `undefined` for anything else. Never throws.
 */
export function readTriState(value: unknown): TriState | undefined {
  if (value === true || value === 1) return "on";
  if (value === false || value === 0) return "off";
  if (typeof value !== "string") return undefined;
  const word = value.trim();
  return word.length > LONGEST_SWITCH_WORD ? undefined : SWITCH_WORDS.get(word.toLowerCase());
}

/** Decimal notation only: no hex, no `Infinity`, no empty string (which `Number` would take as 0). */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * Reads a number leniently: a finite number, or a string holding a decimal number (surrounding
 * whitespace allowed). `undefined` for anything else (booleans, `NaN`, `"0x10"`, `""`). `-0` → `0`.
 */
export function readConfigNumber(value: unknown): number | undefined {
  let number: number;
  if (typeof value === "number") number = value;
  else if (typeof value === "string" && DECIMAL.test(value.trim())) number = Number(value.trim());
  else return undefined;
  return Number.isFinite(number) ? number + 0 : undefined;
}

/** Reads one of `values` leniently: trimmed, any case. `undefined` for anything else. */
export function readChoice<V extends string>(values: readonly V[], value: unknown): V | undefined {
  if (typeof value !== "string") return undefined;
  const word = value.trim();
  if (word.length > Math.max(...values.map((known) => known.length))) return undefined;
  const lower = word.toLowerCase();
  return values.find((known) => known === lower);
}

type At = (name?: string) => string;

function readSwitch(key: SwitchKey, raw: unknown, at: At): Field<TriState> {
  const value = readTriState(raw);
  if (value !== undefined) return { value, warnings: [] };
  const warning = configWarning(
    key.name,
    raw,
    (shown) => `${at()}: ${shown} is not one of ${SWITCH_SPELLINGS}; using "${SWITCH_FALLBACK}"`,
  );
  return { value: SWITCH_FALLBACK, warnings: [warning] };
}

function readNumber(
  key: NumberKey,
  raw: unknown,
  at: At,
  bound: Field<unknown> | undefined,
  boundKey: ConfigKey | undefined,
): Field<number | undefined> {
  const max = typeof bound?.value === "number" ? bound.value : (key.range.max ?? Number.POSITIVE_INFINITY);
  // A small bound lowers the default too, silently: the user wrote nothing wrong.
  const fallback = key.default === undefined ? undefined : Math.min(key.default, max);
  if (raw === undefined) return { value: fallback, warnings: [] };
  const number = readConfigNumber(raw);
  if (number === undefined) {
    const using = fallback === undefined ? "ignored" : `using the default ${fallback}`;
    return {
      value: fallback,
      warnings: [configWarning(key.name, raw, (shown) => `${at()}: ${shown} is not a number; ${using}`)],
    };
  }
  const problems: string[] = [];
  let value = number;
  if (key.integer && !Number.isInteger(value)) {
    value = Math.floor(value);
    problems.push("is not an integer");
  }
  const { min } = key.range;
  if (value < min || value > max) {
    value = Math.min(max, Math.max(min, value));
    const note = boundKey === undefined ? "" : ` (the upper bound is ${boundKey.name})`;
    problems.push(`is out of range [${min}, ${max}]${note}`);
  }
  if (problems.length === 0) return { value, warnings: [] };
  return {
    value,
    warnings: [configWarning(key.name, raw, (shown) => `${at()}: ${shown} ${problems.join(" and ")}; using ${value}`)],
  };
}

function readChoiceKey(key: ChoiceKey, raw: unknown, at: At): Field<string> {
  const value = readChoice(key.values, raw);
  if (value !== undefined) return { value, warnings: [] };
  const warning = configWarning(
    key.name,
    raw,
    (shown) => `${at()}: ${shown} is not one of ${key.values.join("/")}; using "${key.default}"`,
  );
  return { value: key.default, warnings: [warning] };
}

function readNames(key: NamesKey, raw: unknown, at: At): Field<readonly string[]> {
  if (!Array.isArray(raw)) {
    const hint = typeof raw === "string" ? ` (write [${JSON.stringify(raw.trim().slice(0, 40))}] for one tool)` : "";
    const warning = configWarning(
      key.name,
      raw,
      (shown) => `${at()}: ${shown} is not a list of tool names${hint}; using the default ${key.name} list`,
    );
    return { value: key.default, warnings: [warning] };
  }
  const entries: readonly unknown[] = raw;
  const names = new Set<string>();
  const warnings: ConfigWarning[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index];
    const where = `${at()}[${index}]`;
    if (typeof entry !== "string") {
      warnings.push(
        configWarning(key.name, entry, (shown) => `${where}: ${shown} is not a tool name (a string); entry dropped`),
      );
    } else if (entry.trim() === "") {
      warnings.push(
        configWarning(key.name, entry, (shown) => `${where}: ${shown} is an empty tool name; entry dropped`),
      );
    } else {
      names.add(entry.trim());
    }
  }
  return { value: Object.freeze([...names]), warnings };
}

const HTTP_URL = new RegExp(HTTP_URL_PATTERN, "u");
const ENV_NAME = new RegExp(ENV_NAME_PATTERN, "u");
const ENDPOINT_OFF = "the dense rerank is off";

/**
 * Reads an endpoint block leniently: strings trimmed; `url`, `model` and `api_key_env` unusable
 * (or `url`/`model` missing) → off (`undefined`) with a warning each; `timeout_ms` and `share` as
 * number keys (clamped, or the default); unknown keys ignored with a warning. Every warning has
 * the block's key; a URL is never shown.
 */
function readEndpoint(key: EndpointKey, raw: unknown, at: At): Field<EndpointConfig | undefined> {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    const warning = configWarning(
      key.name,
      raw,
      (shown) => `${at()}: ${shown} is not an object with url and model; ${ENDPOINT_OFF}`,
    );
    return { value: undefined, warnings: [warning] };
  }
  const record = raw as Readonly<Record<string, unknown>>;
  const own = (name: string): unknown => (Object.hasOwn(record, name) ? (record[name] ?? undefined) : undefined);
  const warnings: ConfigWarning[] = [];
  const inner: At = (name) => `${at()}.${name ?? ""}`;
  const known: ReadonlySet<string> = new Set(ENDPOINT_FIELDS);
  for (const name of Object.keys(record)
    .filter((name) => !known.has(name))
    .sort())
    warnings.push(
      configWarning(
        key.name,
        record[name],
        (shown) =>
          `${at()}: unknown key ${JSON.stringify(name.length > 40 ? `${name.slice(0, 40)}…` : name)} ignored (value ${shown})`,
      ),
    );
  let usable = true;
  const text = (name: "url" | "model" | "api_key_env", pattern: RegExp, what: string): string | undefined => {
    const value = own(name);
    if (value === undefined) {
      if (name === "api_key_env") return undefined;
      usable = false;
      warnings.push(configWarning(key.name, undefined, () => `${inner(name)} is missing; ${ENDPOINT_OFF}`));
      return undefined;
    }
    const trimmed = typeof value === "string" ? value.trim() : undefined;
    if (trimmed !== undefined && pattern.test(trimmed)) return trimmed;
    usable = false;
    const hidden = name === "url" && typeof value === "string" ? HIDDEN_URL : value;
    const shownValue = name === "url" && typeof value === "string" ? HIDDEN_URL : undefined;
    warnings.push(
      configWarning(
        key.name,
        hidden,
        (shown) => `${inner(name)}: ${shownValue ?? shown} is not ${what}; ${ENDPOINT_OFF}`,
      ),
    );
    return undefined;
  };
  const url = text("url", HTTP_URL, "an http:// or https:// URL without credentials");
  const model = text("model", /\S/u, "a model name");
  const apiKeyEnv = text("api_key_env", ENV_NAME, "the name of an environment variable");
  const timeout = readNumber(key.timeoutMs, own("timeout_ms"), () => inner("timeout_ms"), undefined, undefined);
  const share = readNumber(key.share, own("share"), () => inner("share"), undefined, undefined);
  warnings.push(...[...timeout.warnings, ...share.warnings].map((warning) => ({ ...warning, key: key.name })));
  if (!usable || url === undefined || model === undefined) return { value: undefined, warnings };
  const value: EndpointConfig = Object.freeze({
    url,
    model,
    apiKeyEnv,
    timeoutMs: timeout.value ?? key.timeoutMs.default,
    share: share.value ?? key.share.default,
  });
  return { value, warnings };
}

/**
 * Reads every key of `block` leniently from `own` (own properties only): `null`/`undefined`
 * is the default without a warning; otherwise see each kind in `definition.ts`. Keys bounded
 * by another (`upTo`) are read after it. Returns the fields by property name.
 */
export function readLenient(block: ConfigBlock, own: (name: string) => unknown): ReadonlyMap<string, Field<unknown>> {
  const fields = new Map<string, Field<unknown>>();
  const read = (property: string, key: ConfigKey): Field<unknown> => {
    const known = fields.get(property);
    if (known !== undefined) return known;
    const raw = own(key.name) ?? undefined;
    const at: At = () => keyPath(block, key.name);
    let field: Field<unknown>;
    if (key.kind === "number") {
      const boundKey = key.upTo === undefined ? undefined : block.keys[key.upTo];
      field = readNumber(key, raw, at, boundKey === undefined ? undefined : read(key.upTo ?? "", boundKey), boundKey);
    } else if (raw === undefined) {
      field = { value: key.default, warnings: [] };
    } else if (key.kind === "switch") {
      field = readSwitch(key, raw, at);
    } else if (key.kind === "choice") {
      field = readChoiceKey(key, raw, at);
    } else if (key.kind === "endpoint") {
      field = readEndpoint(key, raw, at);
    } else {
      field = readNames(key, raw, at);
    }
    fields.set(property, field);
    return field;
  };
  for (const [property, key] of Object.entries(block.keys)) read(property, key);
  return new Map(Object.keys(block.keys).map((property) => [property, fields.get(property) as Field<unknown>]));
}
