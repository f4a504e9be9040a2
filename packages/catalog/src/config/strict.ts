// The strict reading of a block, interpreted from its definition: no schema compiler and no
// code generation, so it runs where `eval` and `new Function` are forbidden (strict CSP, edge
// workers). It reports exactly what a JSON Schema validator reports for the schema derived
// from the same definition (`schema.ts`; config/strict.test.ts compares the two with ajv).
import {
  ENDPOINT_FIELDS,
  type ConfigBlock,
  type ConfigKey,
  type EndpointKey,
  type NamesKey,
  type NumberKey,
} from "./definition.js";
import { ENDPOINT_RULES, ENV_NAME_PATTERN, HTTP_URL_PATTERN, TOOL_NAME_PATTERN } from "./schema.js";

/** One violated constraint, before it is worded: where, which keyword, the value, the rule. */
export interface StrictProblem {
  /** The snake_case key (`""` for the block). */
  readonly key: string;
  /** JSON Pointer to the value. */
  readonly path: string;
  readonly keyword: string;
  readonly value: unknown;
  /** The rule, as in `/threshold_pct must be <= 100`: `must be <= 100`, `is not a known key`, … */
  readonly rule: string;
  /** How the value is shown instead of rendering it (a URL, which may hold credentials). */
  readonly shown?: string;
}

/** How a string value of an endpoint's `url` is shown in an error: never as written. */
export const HIDDEN_URL = "a URL, not shown";

const TOOL_NAME = new RegExp(TOOL_NAME_PATTERN, "u");

const escapePointer = (segment: string): string => segment.replaceAll("~", "~0").replaceAll("/", "~1");

/** A finite number: the values a schema's `minimum`/`maximum` apply to. */
const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function numberProblems(key: NumberKey, value: unknown, path: string): StrictProblem[] {
  const problems: StrictProblem[] = [];
  const problem = (keyword: string, rule: string): void =>
    void problems.push({ key: key.name, path, keyword, value, rule });
  if (!isFiniteNumber(value) || (key.integer && !Number.isInteger(value)))
    problem("type", `must be ${key.integer ? "integer" : "number"}`);
  if (!isFiniteNumber(value)) return problems;
  const { min, max } = key.range;
  if (max !== undefined && value > max) problem("maximum", `must be <= ${max}`);
  if (value < min) problem("minimum", `must be >= ${min}`);
  return problems;
}

function namesProblems(key: NamesKey, value: unknown, path: string): StrictProblem[] {
  if (!Array.isArray(value)) return [{ key: key.name, path, keyword: "type", value, rule: "must be array" }];
  const entries: readonly unknown[] = value;
  const problems: StrictProblem[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index];
    const at = `${path}/${index}`;
    if (typeof entry !== "string")
      problems.push({ key: key.name, path: at, keyword: "type", value: entry, rule: "must be string" });
    else if (key.strictNames && !TOOL_NAME.test(entry)) {
      problems.push({
        key: key.name,
        path: at,
        keyword: "pattern",
        value: entry,
        rule: "must be a non-empty tool name without surrounding whitespace",
      });
    }
  }
  if (!key.strictNames) return problems;
  // The first repeat found scanning from the end, named as a JSON Schema validator names it.
  const seen = new Map<string, number>();
  for (let index = entries.length - 1; index >= 0; index -= 1) {
    const entry = entries[index];
    if (typeof entry !== "string") continue;
    const later = seen.get(entry);
    if (later !== undefined) {
      problems.push({
        key: key.name,
        path,
        keyword: "uniqueItems",
        value,
        rule: `must NOT have duplicate items (items ## ${later} and ${index} are identical)`,
      });
      break;
    }
    seen.set(entry, index);
  }
  return problems;
}

const HTTP_URL = new RegExp(HTTP_URL_PATTERN, "u");
const ENV_NAME = new RegExp(ENV_NAME_PATTERN, "u");

/** An endpoint block, in the order a JSON Schema validator reports: type, required, unknown keys, then each key. */
function endpointProblems(key: EndpointKey, value: unknown, path: string): StrictProblem[] {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return [{ key: key.name, path, keyword: "type", value, rule: "must be object" }];
  const record = value as Readonly<Record<string, unknown>>;
  const own = (name: string): unknown => (Object.hasOwn(record, name) ? record[name] : undefined);
  const problems: StrictProblem[] = [];
  for (const name of ["url", "model"])
    if (own(name) === undefined)
      problems.push({
        key: key.name,
        path: `${path}/${name}`,
        keyword: "required",
        value: undefined,
        rule: "is required",
      });
  const known: ReadonlySet<string> = new Set(ENDPOINT_FIELDS);
  for (const name of Object.keys(record))
    if (!known.has(name))
      problems.push({
        key: key.name,
        path: `${path}/${escapePointer(name)}`,
        keyword: "additionalProperties",
        value: record[name],
        rule: "is not a known key",
      });
  const text = (name: "url" | "model" | "api_key_env", pattern: RegExp): void => {
    const item = own(name);
    if (item === undefined) return;
    const at = `${path}/${name}`;
    const shown = name === "url" && typeof item === "string" ? { shown: HIDDEN_URL } : {};
    if (typeof item !== "string")
      problems.push({ key: key.name, path: at, keyword: "type", value: item, rule: "must be string" });
    else if (!pattern.test(item))
      problems.push({ key: key.name, path: at, keyword: "pattern", value: item, rule: ENDPOINT_RULES[name], ...shown });
  };
  text("url", HTTP_URL);
  text("model", TOOL_NAME);
  text("api_key_env", ENV_NAME);
  for (const [name, numberKey] of [
    ["timeout_ms", key.timeoutMs],
    ["share", key.share],
  ] as const)
    if (own(name) !== undefined)
      problems.push(
        ...numberProblems(numberKey, own(name), `${path}/${name}`).map((problem) => ({ ...problem, key: key.name })),
      );
  return problems;
}

/** The problems of one present value of `key`, in the order a JSON Schema validator reports them. */
export function keyProblems(key: ConfigKey, value: unknown, path: string): StrictProblem[] {
  switch (key.kind) {
    case "number":
      return numberProblems(key, value, path);
    case "names":
      return namesProblems(key, value, path);
    case "endpoint":
      return endpointProblems(key, value, path);
    case "switch":
    case "choice": {
      const allowed: readonly unknown[] = key.kind === "switch" ? ["auto", "on", "off", true, false] : key.values;
      if (allowed.includes(value)) return [];
      return [
        {
          key: key.name,
          path,
          keyword: "enum",
          value,
          rule: `must be one of ${allowed.map((item) => JSON.stringify(item)).join(", ")}`,
        },
      ];
    }
  }
}

/** `key` ≤ its `upTo` key (that key's default when absent), checked only while both are otherwise valid. */
function boundProblem(
  block: ConfigBlock,
  record: Readonly<Record<string, unknown>>,
  key: NumberKey,
  problems: readonly StrictProblem[],
): StrictProblem | undefined {
  const boundKey = key.upTo === undefined ? undefined : block.keys[key.upTo];
  if (boundKey === undefined || boundKey.kind !== "number") return undefined;
  if (problems.some((problem) => problem.key === key.name || problem.key === boundKey.name)) return undefined;
  const own = (name: string): unknown => (Object.hasOwn(record, name) ? record[name] : undefined);
  const value = own(key.name);
  const boundValue = own(boundKey.name);
  const max = typeof boundValue === "number" ? boundValue : boundKey.default;
  if (typeof value !== "number" || max === undefined || value <= max) return undefined;
  return {
    key: key.name,
    path: `/${key.name}`,
    keyword: "maximum",
    value,
    rule: `must be <= ${boundKey.name}, which is ${max}`,
  };
}

/**
 * Checks an object block strictly against its definition: unknown own keys first (in the
 * object's key order), then each known key present (not `undefined`) in table order, then the
 * `upTo` rules. Reads own properties only. May throw only when reading the input throws (a
 * hostile getter or proxy); the caller reports that.
 */
export function strictProblems(block: ConfigBlock, record: Readonly<Record<string, unknown>>): StrictProblem[] {
  const keys = Object.values(block.keys);
  const known = new Set(keys.map((key) => key.name));
  const problems: StrictProblem[] = Object.keys(record)
    .filter((name) => !known.has(name))
    .map((name) => ({
      key: name,
      path: `/${escapePointer(name)}`,
      keyword: "additionalProperties",
      value: record[name],
      rule: "is not a known key",
    }));
  for (const key of keys) {
    const value = Object.hasOwn(record, key.name) ? record[key.name] : undefined;
    if (value !== undefined) problems.push(...keyProblems(key, value, `/${escapePointer(key.name)}`));
  }
  for (const key of keys) {
    const bound = key.kind === "number" ? boundProblem(block, record, key, problems) : undefined;
    if (bound !== undefined) problems.push(bound);
  }
  return problems;
}
