import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { DEFAULT_CONFIG } from "./defaults.js";
import { TOOL_SEARCH_CONFIG_SCHEMA } from "./schema.js";
import type { ToolSearchConfig } from "./types.js";
import { renderConfigValue } from "./value.js";
import { unescapePointerSegment } from "../json-helpers.js";
import { normalizeConfig } from "./normalize.js";

/** Why {@link parseConfig} rejected the block: one violated constraint. */
export interface ConfigError {
  /** The top-level key as the user writes it, e.g. `threshold_pct` (`""` for the whole block). */
  readonly key: string;
  /** JSON Pointer to the offending value: `/threshold_pct`, `/defer/2`, `""` for the block. */
  readonly path: string;
  /**
   * A sentence naming the path, the constraint and the value, e.g. `/threshold_pct must be <= 100 (got 150)`;
   * a path longer than 80 characters (a huge unknown key) is shortened with `…`, the value to 60.
   */
  readonly message: string;
  /** The JSON Schema keyword that failed (`maximum`, `type`, `enum`, `additionalProperties`, …). */
  readonly keyword: string;
}

/** The outcome of {@link parseConfig}. */
export type ParseConfigResult =
  | { readonly ok: true; readonly config: ToolSearchConfig }
  | { readonly ok: false; readonly errors: ConfigError[] };

let compiled: ValidateFunction | undefined;

function validator(): ValidateFunction {
  compiled ??= new Ajv({ allErrors: true, strict: true, verbose: true }).compile(TOOL_SEARCH_CONFIG_SCHEMA);
  return compiled;
}

const escapePointer = (segment: string): string => segment.replaceAll("~", "~0").replaceAll("/", "~1");

/** Longest JSON path quoted in a message; `path` itself is kept whole. An unknown key can be megabytes long. */
const SHOWN_PATH_MAX = 80;

function shownPath(path: string): string {
  if (path.length <= SHOWN_PATH_MAX) return path;
  const cut = path.charCodeAt(SHOWN_PATH_MAX - 2);
  return `${path.slice(0, cut >= 0xd800 && cut <= 0xdbff ? SHOWN_PATH_MAX - 2 : SHOWN_PATH_MAX - 1)}…`;
}

function describeConstraint(error: ErrorObject): string {
  const params: Readonly<Record<string, unknown>> = error.params;
  switch (error.keyword) {
    case "enum": {
      const allowed = Array.isArray(params["allowedValues"]) ? (params["allowedValues"] as unknown[]) : [];
      return `must be one of ${allowed.map((value) => JSON.stringify(value)).join(", ")}`;
    }
    case "pattern":
      return "must be a non-empty tool name without surrounding whitespace";
    case "additionalProperties":
      return "is not a known key";
    default:
      return error.message ?? `fails ${error.keyword}`;
  }
}

function toConfigError(error: ErrorObject, block: Readonly<Record<string, unknown>>): ConfigError {
  let path = error.instancePath;
  let value: unknown = error.data;
  if (error.keyword === "additionalProperties") {
    const params: Readonly<Record<string, unknown>> = error.params;
    const name = String(params["additionalProperty"]);
    path = `${path}/${escapePointer(name)}`;
    value = block[name];
  }
  const first = path.split("/")[1];
  return {
    key: first === undefined ? "" : unescapePointerSegment(first),
    path,
    keyword: error.keyword,
    message: `${shownPath(path)} ${describeConstraint(error)} (got ${renderConfigValue(value)})`,
  };
}

const isBlockObject = (raw: unknown): raw is object => typeof raw === "object" && raw !== null && !Array.isArray(raw);

function ownNumber(block: Readonly<Record<string, unknown>>, key: string): number | undefined {
  const value = Object.hasOwn(block, key) ? block[key] : undefined;
  return typeof value === "number" ? value : undefined;
}

/** `search_default_limit` ≤ the (resolved) `max_search_limit`: the rule the schema cannot state. */
function limitOrderError(block: Readonly<Record<string, unknown>>, errors: readonly ConfigError[]): ConfigError | undefined {
  if (errors.some((error) => error.key === "search_default_limit" || error.key === "max_search_limit")) return undefined;
  const limit = ownNumber(block, "search_default_limit");
  const max = ownNumber(block, "max_search_limit") ?? DEFAULT_CONFIG.maxSearchLimit;
  if (limit === undefined || limit <= max) return undefined;
  return {
    key: "search_default_limit",
    path: "/search_default_limit",
    keyword: "maximum",
    message: `/search_default_limit must be <= max_search_limit, which is ${max} (got ${limit})`,
  };
}

function blockTypeError(raw: unknown): ConfigError {
  return {
    key: "",
    path: "",
    keyword: "type",
    message: `the tool_search block must be a boolean or an object (got ${renderConfigValue(raw)})`,
  };
}

function check(raw: unknown): ConfigError[] {
  if (raw === undefined || raw === null || typeof raw === "boolean") return [];
  if (!isBlockObject(raw)) return [blockTypeError(raw)];
  const block = raw as Readonly<Record<string, unknown>>;
  const validate = validator();
  const errors = validate(raw)
    ? []
    : (validate.errors ?? [])
        // The object branch explains the failure; "must be boolean" and "must match one of oneOf" add nothing.
        .filter((error) => !error.schemaPath.startsWith("#/oneOf/0/") && error.schemaPath !== "#/oneOf")
        .map((error) => toConfigError(error, block));
  const order = limitOrderError(block, errors);
  return order === undefined ? errors : [...errors, order];
}

/**
 * Validates the `tools.tool_search` block strictly against {@link TOOL_SEARCH_CONFIG_SCHEMA}
 * (with ajv, all errors at once) plus the cross-field rule `search_default_limit` ≤
 * `max_search_limit` (25 when absent). On success the config is exactly what
 * `normalizeConfig` gives for the same input (which then has no warnings); on failure every
 * violated constraint is reported with its JSON path. A missing block (`undefined`/`null`)
 * is valid and gives the defaults. Never throws: an unreadable input (hostile getter or
 * proxy) is one error with key `""` and keyword `unreadable`.
 *
 * @example
 * ```ts
 * const result = parseConfig({ threshold_pct: 150 });
 * if (!result.ok) result.errors[0]?.message; // "/threshold_pct must be <= 100 (got 150)"
 * parseConfig(false); // { ok: true, config: { ...DEFAULT_CONFIG, enabled: "off" } }
 * ```
 */
export function parseConfig(raw: unknown): ParseConfigResult {
  let errors: ConfigError[];
  try {
    errors = check(raw);
  } catch {
    errors = [{ key: "", path: "", keyword: "unreadable", message: "the tool_search block could not be read" }];
  }
  return errors.length === 0 ? { ok: true, config: normalizeConfig(raw).config } : { ok: false, errors };
}
