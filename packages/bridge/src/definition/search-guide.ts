import type { SearchAdmission } from "@hermes/catalog";
import { MAX_SEARCH_QUERIES } from "../limits.js";

const SEVERAL = `Send several queries in one call (up to ${MAX_SEARCH_QUERIES}), one per capability you need.`;

/**
 * How to write `tool_search` queries, per admission mode, as the description's second line.
 * Each states what that mode really does: `gated` finds nothing for a question (a word no tool
 * has empties it); `natural` also answers a short request in plain words; `none` ranks every
 * tool that shares a word with the query.
 */
export const QUERY_GUIDES: Readonly<Record<SearchAdmission, string>> = Object.freeze({
  gated: `Queries are keywords, not questions: service + action + object, e.g. "github create issue" or "slack send message". ${SEVERAL}`,
  natural:
    'Queries work best as keywords: service + action + object, e.g. "github create issue" or "slack send message"; ' +
    `a short request in plain words works too. ${SEVERAL}`,
  none:
    'Queries are keywords: service + action + object, e.g. "github create issue" or "slack send message"; ' +
    `every tool sharing a word with the query is ranked, best first. ${SEVERAL}`,
});

/** The `queries` parameter's description in the `tool_search` schema, per admission mode. */
export const QUERIES_PARAMETER: Readonly<Record<SearchAdmission, string>> = Object.freeze({
  gated: `1–${MAX_SEARCH_QUERIES} keyword queries, each service + action + object (e.g. "github create issue"). A single string is accepted as one query.`,
  natural:
    `1–${MAX_SEARCH_QUERIES} queries, each service + action + object (e.g. "github create issue") or a short request in plain words. ` +
    "A single string is accepted as one query.",
  none: `1–${MAX_SEARCH_QUERIES} keyword queries, each service + action + object (e.g. "github create issue"). A single string is accepted as one query.`,
});
