// Bad input into the three bridge handlers: tool_search, tool_describe and tool_call resolution.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { describeTools, isBridgeError, resolveCall, searchTools } from "@hermes/bridge";
import { compiledValidator, MAX_SEARCH_QUERIES } from "@hermes/bridge/internal";
import { DEFAULT_CONFIG } from "@hermes/catalog";
import {
  adversarialInput,
  deepValue,
  fieldValue,
  heavyInput,
  hugeString,
  weirdText,
} from "./test-input-arbitraries.js";
import { assertStructuredError, CaseTally, jsonSize } from "./test-input-guards.js";
import { checkProperty } from "./test-input-property.js";
import { sessionNames, sessionScope } from "./test-input-session.js";

const tally = new CaseTally("input-bridge");
afterAll(() => console.log(tally.summary()));

const scope = sessionScope();
const deferred = new Set(scope.plan.deferred.map((entry) => entry.name));
/** However big the input, an answer is bounded by the session's catalog, not by the input. */
const MAX_ANSWER_CHARS = 64_000;

const knownName = fc.constantFrom(
  ...sessionNames(scope.plan),
  "tool_call",
  "tool_search",
  "jira_create_ticket",
  "connectors__gmail__SEND_EMAIL",
  "creat_issue",
);
const name = fc.oneof(knownName, weirdText, fieldValue);
const keywords = fc.oneof(
  fc.constantFrom("github create issue", "slack post message", "list", "__proto__", "constructor toString"),
  fc.string(),
  weirdText,
);

const searchArgs = fc.oneof(
  adversarialInput(["queries", "query", "limit"]),
  fc.record(
    {
      queries: fc.oneof(fc.array(fc.oneof(keywords, fieldValue), { maxLength: 12 }), keywords, fieldValue),
      limit: fieldValue,
    },
    { requiredKeys: [] },
  ),
);
const describeArgs = fc.oneof(
  adversarialInput(["names", "name"]),
  fc.record({ names: fc.oneof(fc.array(name, { maxLength: 14 }), name) }),
);
const callArguments = fc.oneof(
  fc.dictionary(
    fc.constantFrom("owner", "repo", "title", "number", "state", "per_page", "options", "labels", "value", "__proto__"),
    fieldValue,
    { maxKeys: 5 },
  ),
  fc.record({ owner: fc.string(), repo: fc.string(), title: fc.string() }),
  fieldValue,
  fc.jsonValue().map((value) => JSON.stringify(value)),
);
const callEntry = fc.record({ name, arguments: callArguments }, { requiredKeys: [] });
const jsonCallEntry = fc.record({
  name: fc.oneof(knownName, weirdText),
  arguments: fc.oneof(
    fc.jsonValue(),
    fc.jsonValue().map((value) => JSON.stringify(value)),
  ),
});
const callArgs = fc.oneof(
  adversarialInput(["calls", "name", "arguments"]),
  fc.record({
    calls: fc.oneof(
      fc.array(callEntry, { maxLength: 12 }),
      callEntry,
      fc.array(jsonCallEntry, { maxLength: 3 }).map((calls) => JSON.stringify(calls)),
      fieldValue,
    ),
  }),
  callEntry,
);

async function checkSearch(args: unknown): Promise<void> {
  const result = await searchTools(args, { scope, config: DEFAULT_CONFIG });
  if (isBridgeError(result)) return assertStructuredError(result);
  expect(result.queries.length).toBeGreaterThan(0);
  expect(result.queries.length).toBeLessThanOrEqual(MAX_SEARCH_QUERIES);
  expect(result.results.map((group) => group.query)).toEqual(result.queries);
  for (const group of result.results) {
    expect(group.matches.length).toBeLessThanOrEqual(DEFAULT_CONFIG.maxSearchLimit);
    expect(group.matches.every((match) => deferred.has(match))).toBe(true);
  }
  expect(Object.keys(result.tools).every((match) => deferred.has(match))).toBe(true);
  expect(jsonSize(result)).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
}

async function checkDescribe(args: unknown): Promise<void> {
  const result = await describeTools(args, { scope });
  if (isBridgeError(result)) return assertStructuredError(result);
  expect(Object.keys(result.tools).every((found) => deferred.has(found))).toBe(true);
  expect(jsonSize(result)).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
}

function checkCall(args: unknown): void {
  const result = resolveCall({ name: "tool_call", arguments: args }, scope);
  if (result.kind === "rejected") {
    assertStructuredError(result.error);
    expect(jsonSize(result.error)).toBeLessThanOrEqual(MAX_ANSWER_CHARS);
    return;
  }
  // Only a deferred tool of this session resolves (no connectors here), and only with arguments its schema accepts.
  expect(result.kind).toBe("single");
  if (result.kind !== "single") return;
  const entry = result.call.entry;
  expect(deferred.has(result.call.name) && entry?.name === result.call.name).toBe(true);
  expect(entry === undefined || (compiledValidator(entry.inputSchema)?.validate(result.call.arguments) ?? true)).toBe(
    true,
  );
}

describe("the bridge handlers answer any input with a result or a structured error", () => {
  it("tool_search", async () => {
    await checkProperty(tally, "tool_search", searchArgs, checkSearch, { numRuns: 700 });
  });

  it("tool_describe", async () => {
    await checkProperty(tally, "tool_describe", describeArgs, checkDescribe, { numRuns: 700 });
  });

  it("tool_call resolution: only valid calls to the session's deferred tools resolve", async () => {
    await checkProperty(tally, "tool_call", callArgs, checkCall, { numRuns: 1_000 });
  });

  it("deep nesting and multi-megabyte values in every handler", async () => {
    const heavy = fc.oneof(
      heavyInput(["queries", "query", "names", "name", "calls", "arguments", "limit"]),
      fc
        .oneof(hugeString, deepValue)
        .map((value) => ({ calls: [{ name: "create_issue", arguments: { owner: value, repo: "r", title: "t" } }] })),
      hugeString.map((value) => ({ calls: [{ name: value, arguments: {} }] })),
      hugeString.map((value) => ({
        calls: [
          { name: "get_issue", arguments: {} },
          { name: "list_issues", arguments: { owner: value } },
        ],
      })),
      hugeString.map((value) => ({ queries: [value, `github ${value.slice(0, 1000)}`] })),
      hugeString.map((value) => ({ names: [value, "create_issue"] })),
      hugeString.map((value) => ({
        calls: [{ name: "get_issue", arguments: { number: 1, [value]: 1, options: { [value]: true } } }],
      })),
      hugeString.map((value) => ({ calls: [{ name: "get_issue", [value]: 1 }] })),
    );
    await checkProperty(
      tally,
      "all handlers heavy",
      heavy,
      async (args) => {
        await checkSearch(args);
        await checkDescribe(args);
        checkCall(args);
      },
      { numRuns: 40, shrink: false },
    );
  });
});
