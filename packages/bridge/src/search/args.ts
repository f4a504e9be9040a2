import type { ToolSearchConfig } from "@hermes/catalog";
import { bridgeError, type BridgeError } from "../bridge-error.js";
import { MAX_QUERY_CHARS, MAX_SEARCH_QUERIES } from "../limits.js";
import { argumentsRecord, ownValue, readStringList } from "./input.js";
import { describeValue } from "../json-values.js";

/** The arguments of one `tool_search` call, read and bounded. */
export interface SearchArgs {
  /** 1–7 trimmed, distinct, non-blank queries, each at most 500 characters. */
  readonly queries: readonly string[];
  /** Matches per query, within [1, `maxSearchLimit`]. */
  readonly limit: number;
}

const EXAMPLE = '{"queries": ["github create issue", "slack send message"]}';

/**
 * The per-query match limit from a model's `limit` value. Never fails: a number or a numeric
 * string (`"3"`) is rounded down and clamped to [1, `config.maxSearchLimit`] (so `0` and
 * negatives give 1, `Infinity` the maximum); anything else — missing, `null`, `NaN`, a
 * non-numeric string, a boolean, an object — gives `config.searchDefaultLimit` (itself clamped).
 *
 * @example
 * ```ts
 * searchLimit("3", config); // 3
 * searchLimit(100, config); // 25 with the default config
 * searchLimit(undefined, config); // 5 with the default config
 * ```
 */
export function searchLimit(value: unknown, config: ToolSearchConfig): number {
  const max = Math.max(1, config.maxSearchLimit);
  const clamp = (n: number): number => Math.min(max, Math.max(1, Math.floor(n)));
  const fallback = clamp(config.searchDefaultLimit);
  const number =
    typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  return Number.isNaN(number) ? fallback : clamp(number);
}

/**
 * Reads `tool_search` arguments. Queries come from `queries` — an array of strings, one bare
 * string, or a string holding a JSON array — or, when `queries` is missing or `null`, from the
 * alias `query` (models send it). The arguments may also be the list itself or a JSON string
 * of the object. Blank and duplicate queries are dropped (see `readStringList`); `limit` is
 * read by {@link searchLimit} and never fails.
 *
 * Errors (a {@link BridgeError}, never a throw): arguments of another type; no `queries`;
 * `queries` or one of its entries of the wrong type; nothing left after dropping blanks; more
 * than 7 queries (the message gives the cap, the count and how to split).
 *
 * @example
 * ```ts
 * readSearchArgs({ queries: "github issues", limit: "3" }, config); // { queries: ["github issues"], limit: 3 }
 * ```
 */
export function readSearchArgs(args: unknown, config: ToolSearchConfig): SearchArgs | BridgeError {
  const record = argumentsRecord(args, "queries");
  if (record === undefined) {
    return bridgeError(`tool_search arguments must be an object such as ${EXAMPLE}; got ${describeValue(args)}.`);
  }
  const given = ownValue(record, "queries") ?? ownValue(record, "query");
  if (given === undefined) {
    return bridgeError(
      `tool_search requires "queries": a list of keyword queries (service + action + object), e.g. ${EXAMPLE}.`,
    );
  }
  const read = readStringList(given, "queries", MAX_QUERY_CHARS);
  if ("problem" in read) return bridgeError(`tool_search: ${read.problem}. Example: ${EXAMPLE}.`);
  const count = read.values.length;
  if (count === 0) {
    return bridgeError(
      `tool_search got no non-blank query. Send keywords (service + action + object), e.g. ${EXAMPLE}.`,
    );
  }
  if (count > MAX_SEARCH_QUERIES) {
    return bridgeError(
      `tool_search takes at most ${MAX_SEARCH_QUERIES} queries per call; got ${count}. ` +
        `Send the first ${MAX_SEARCH_QUERIES} now and the remaining ${count - MAX_SEARCH_QUERIES} in another call.`,
    );
  }
  return { queries: read.values, limit: searchLimit(ownValue(record, "limit"), config) };
}
