import { TOOL_SEARCH_BLOCK } from "./keys.js";
import { normalizeConfig } from "./normalize.js";
import { strictProblems, type StrictProblem } from "./strict.js";
import type { ConfigError, ToolSearchConfig } from "./types.js";
import { renderConfigValue } from "./value.js";
import { unescapePointerSegment } from "../json-helpers.js";

export type { ConfigError } from "./types.js";

/** The outcome of {@link parseConfig}. */
export type ParseConfigResult =
  { readonly ok: true; readonly config: ToolSearchConfig } | { readonly ok: false; readonly errors: ConfigError[] };

/** Longest JSON path quoted in a message; `path` itself is kept whole. An unknown key can be megabytes long. */
const SHOWN_PATH_MAX = 80;

function shownPath(path: string): string {
  if (path.length <= SHOWN_PATH_MAX) return path;
  const cut = path.charCodeAt(SHOWN_PATH_MAX - 2);
  return `${path.slice(0, cut >= 0xd800 && cut <= 0xdbff ? SHOWN_PATH_MAX - 2 : SHOWN_PATH_MAX - 1)}…`;
}

/** A strict problem as the error `parseConfig` reports: `/threshold_pct must be <= 100 (got 150)`. */
export function toConfigError(problem: StrictProblem): ConfigError {
  const first = problem.path.split("/")[1];
  return {
    key: first === undefined ? "" : unescapePointerSegment(first),
    path: problem.path,
    keyword: problem.keyword,
    message:
      problem.keyword === "required"
        ? `${shownPath(problem.path)} ${problem.rule}`
        : `${shownPath(problem.path)} ${problem.rule} (got ${problem.shown ?? renderConfigValue(problem.value)})`,
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
  if (typeof raw !== "object" || Array.isArray(raw)) return [blockTypeError(raw)];
  return strictProblems(TOOL_SEARCH_BLOCK, raw as Readonly<Record<string, unknown>>).map(toConfigError);
}

/**
 * Validates the `tools.tool_search` block strictly: the violations `TOOL_SEARCH_CONFIG_SCHEMA`
 * finds (all at once), plus the cross-field rule `search_default_limit` ≤ `max_search_limit`
 * (25 when absent). It interprets the config definition and needs no schema compiler, so it
 * also works where code generation (`eval`, `new Function`) is forbidden. On success the
 * config is exactly what `normalizeConfig` gives for the same input (which then has no
 * warnings); on failure every violated constraint is reported with its JSON path. A missing
 * block (`undefined`/`null`) is valid and gives the defaults. Never throws: an unreadable input
 * (hostile getter or proxy) is one error with key `""` and keyword `unreadable`.
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
