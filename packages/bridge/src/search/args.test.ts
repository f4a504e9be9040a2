import { DEFAULT_CONFIG, normalizeConfig } from "@hermes/catalog";
import { describe, expect, it } from "vitest";
import { readSearchArgs, searchLimit } from "./args.js";
import { argumentsRecord, readStringList } from "./input.js";

const config = DEFAULT_CONFIG;

describe("searchLimit", () => {
  it.each([
    [undefined, 5],
    [null, 5],
    [3, 3],
    ["3", 3],
    [" 7 ", 7],
    [3.9, 3],
    ["2.5", 2],
    [0, 1],
    [-4, 1],
    ["-4", 1],
    [0.5, 1],
    [100, 25],
    ["1e3", 25],
    [Number.POSITIVE_INFINITY, 25],
    [Number.NEGATIVE_INFINITY, 1],
    [Number.NaN, 5],
    ["", 5],
    ["three", 5],
    [true, 5],
    [[3], 5],
    [{ limit: 3 }, 5],
  ])("%j → %i", (value, expected) => {
    expect(searchLimit(value, config)).toBe(expected);
  });

  it("follows the config: default and cap", () => {
    const small = normalizeConfig({ search_default_limit: 2, max_search_limit: 3 }).config;
    expect([searchLimit(undefined, small), searchLimit(10, small), searchLimit("1", small)]).toEqual([2, 3, 1]);
  });
});

describe("readStringList", () => {
  it("takes an array, one string, or a string holding a JSON array; trims, drops blanks, null and duplicates", () => {
    expect(readStringList([" a ", "", null, "b", "a", "   "], "queries", 500)).toEqual({ values: ["a", "b"] });
    expect(readStringList("github issues", "queries", 500)).toEqual({ values: ["github issues"] });
    expect(readStringList('["x", "y"]', "queries", 500)).toEqual({ values: ["x", "y"] });
    expect(readStringList("[not json", "queries", 500)).toEqual({ values: ["[not json"] });
    expect(readStringList("y".repeat(10), "queries", 4)).toEqual({ values: ["yyyy…"] });
  });

  it("names the field and the entry that has the wrong type", () => {
    expect(readStringList(42, "queries", 500)).toEqual({
      problem: '"queries" must be an array of strings or one string; got a number',
    });
    expect(readStringList(["a", { q: 1 }], "names", 500)).toEqual({
      problem: "names[1] must be a string; got an object",
    });
    expect(readStringList('["a", 2]', "names", 500)).toEqual({ problem: "names[1] must be a string; got a number" });
  });
});

describe("argumentsRecord", () => {
  it("reads the arguments as a record, the list itself, or a JSON object string", () => {
    expect(argumentsRecord(undefined, "queries")).toEqual({});
    expect(argumentsRecord(null, "queries")).toEqual({});
    expect(argumentsRecord(["a"], "queries")).toEqual({ queries: ["a"] });
    expect(argumentsRecord("a b", "queries")).toEqual({ queries: "a b" });
    expect(argumentsRecord('{"queries": "a"}', "queries")).toEqual({ queries: "a" });
    expect(argumentsRecord("{oops", "queries")).toEqual({ queries: "{oops" });
    expect(argumentsRecord(7, "queries")).toBeUndefined();
    expect(argumentsRecord(false, "queries")).toBeUndefined();
  });
});

describe("readSearchArgs", () => {
  it("reads queries (array, bare string, or the alias query) and limit", () => {
    expect(readSearchArgs({ queries: ["github create issue", " slack send message "], limit: "2" }, config)).toEqual({
      queries: ["github create issue", "slack send message"],
      limit: 2,
    });
    expect(readSearchArgs({ queries: "github issues" }, config)).toEqual({ queries: ["github issues"], limit: 5 });
    expect(readSearchArgs({ query: "github issues" }, config)).toEqual({ queries: ["github issues"], limit: 5 });
    expect(readSearchArgs({ queries: null, query: ["a"] }, config)).toEqual({ queries: ["a"], limit: 5 });
    expect(readSearchArgs({ queries: ["a"], query: ["b"] }, config)).toEqual({ queries: ["a"], limit: 5 });
    expect(readSearchArgs(["a", "b"], config)).toEqual({ queries: ["a", "b"], limit: 5 });
    expect(readSearchArgs("github issues", config)).toEqual({ queries: ["github issues"], limit: 5 });
    expect(readSearchArgs('{"queries": ["a"], "limit": 1}', config)).toEqual({ queries: ["a"], limit: 1 });
  });

  it("counts queries after dropping blanks and duplicates", () => {
    const seven = ["a", "b", "c", "d", "e", "f", "g"];
    expect(readSearchArgs({ queries: [...seven, "", " ", "a"] }, config)).toEqual({ queries: seven, limit: 5 });
  });

  it("reads inherited keys never", () => {
    const args = Object.create({ queries: ["inherited"] }) as object;
    expect(readSearchArgs(args, config)).toHaveProperty("error");
  });

  const example = '{"queries": ["github create issue", "slack send message"]}';

  it.each([
    [42, `tool_search arguments must be an object such as ${example}; got a number.`],
    [true, `tool_search arguments must be an object such as ${example}; got a boolean.`],
    [{}, `tool_search requires "queries": a list of keyword queries (service + action + object), e.g. ${example}.`],
    [null, `tool_search requires "queries": a list of keyword queries (service + action + object), e.g. ${example}.`],
    [
      { queries: 3 },
      `tool_search: "queries" must be an array of strings or one string; got a number. Example: ${example}.`,
    ],
    [
      { queries: { a: 1 } },
      `tool_search: "queries" must be an array of strings or one string; got an object. Example: ${example}.`,
    ],
    [{ queries: ["ok", 2] }, `tool_search: queries[1] must be a string; got a number. Example: ${example}.`],
    [
      { queries: [] },
      `tool_search got no non-blank query. Send keywords (service + action + object), e.g. ${example}.`,
    ],
    [
      { queries: ["", "  ", null] },
      `tool_search got no non-blank query. Send keywords (service + action + object), e.g. ${example}.`,
    ],
    [
      { queries: "   " },
      `tool_search got no non-blank query. Send keywords (service + action + object), e.g. ${example}.`,
    ],
    [
      { queries: ["q1", "q2", "q3", "q4", "q5", "q6", "q7", "q8", "q9"] },
      "tool_search takes at most 7 queries per call; got 9. Send the first 7 now and the remaining 2 in another call.",
    ],
  ])("%j → error", (args, error) => {
    expect(readSearchArgs(args, config)).toEqual({ error });
  });
});
