// Bad input into tool-definition normalisation (normalizeTools) and the tier plan (planTiers).
// Definitions arrive as JSON (MCP servers, the gateway) or from the runtime's own code, so the
// values are JSON values: planTiers serialises definitions (fingerprint, token counts), and a
// BigInt or a cycle there throws — a definition that cannot be sent to a model API anyway.
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { normalizeTools, planTiers, type Toolset } from "@hermes/catalog";
import { BRIDGE_TOOL_NAMES, isShowableName } from "@hermes/catalog/internal";
import {
  adversarialJson,
  deepValue,
  heavyInput,
  hugeString,
  jsonFieldValue as fieldValue,
  weirdText,
} from "./test-input-arbitraries.js";
import { assertMessage, CaseTally } from "./test-input-guards.js";
import { parseListing } from "./test-input-listing-grammar.js";
import { checkProperty } from "./test-input-property.js";

const tally = new CaseTally("input-tools");
afterAll(() => console.log(tally.summary()));

const DEFINITION_KEYS = [
  "type",
  "function",
  "name",
  "description",
  "inputSchema",
  "input_schema",
  "parameters",
  "_meta",
  "annotations",
];
const DROP_REASONS = [
  "UNRECOGNIZED_SHAPE",
  "MISSING_NAME",
  "UNSAFE_NAME",
  "INVALID_SCHEMA",
  "TOO_DEEP",
  "DUPLICATE_NAME",
  "BRIDGE_NAME",
  "RESERVED_NAME",
];
const LABEL = /^[A-Za-z0-9_.-]{1,64}$/;

const toolName = fc.oneof(
  fc.stringMatching(/^[a-z][a-z0-9_]{0,20}$/),
  fc.constantFrom(...BRIDGE_TOOL_NAMES, "__proto__", "constructor", "toString", "manage_connections", "read_file"),
  weirdText,
  fieldValue,
);
const schema = fc.oneof(
  fc.constant({ type: "object" }),
  fc.dictionary(fc.constantFrom("type", "properties", "required", "$ref", "__proto__"), fieldValue),
  fieldValue,
);
const meta = fc.oneof(
  fc.record({ "hermes/alwaysLoad": fieldValue, "anthropic/searchHint": fc.oneof(weirdText, fieldValue) }),
  fieldValue,
);

/** Definitions in each supported shape with adversarial fields, plus anything at all. */
const definition = fc.oneof(
  fc.record(
    { name: toolName, description: fc.oneof(weirdText, fieldValue), inputSchema: schema, _meta: meta },
    { requiredKeys: [] },
  ),
  fc.record({
    type: fc.constantFrom("function", "custom", "web_search"),
    function: fc.record({ name: toolName, description: fieldValue, parameters: schema }),
  }),
  fc.record({ name: toolName, input_schema: schema }),
  fc.record({ type: fc.constant("function"), name: toolName, parameters: schema }),
  adversarialJson(DEFINITION_KEYS),
);

const toolset: fc.Arbitrary<Toolset> = fc.record(
  {
    source: fc.record(
      {
        kind: fc.constantFrom("mcp", "plugin", "other", "connectors"),
        name: fc.oneof(fc.string(), weirdText),
        alwaysLoad: fc.boolean(),
      },
      { requiredKeys: ["kind", "name"] },
    ),
    tools: fc.array(definition, { maxLength: 8 }),
    unavailable: weirdText,
  },
  { requiredKeys: ["tools"] },
);

const heavyDefinition = fc.oneof(
  heavyInput(DEFINITION_KEYS),
  fc.record({
    name: fc.constant("deep_schema"),
    inputSchema: deepValue.map((value) => ({ type: "object", properties: { a: value } })),
  }),
  fc.record({
    name: fc.constant("deep_visible"),
    inputSchema: fc.constant({ type: "object" }),
    _meta: deepValue.map((value) => ({ "anthropic/alwaysLoad": true, x: value })),
  }),
  fc.record({
    name: fc.constant("huge_description"),
    description: hugeString,
    inputSchema: fc.constant({ type: "object" }),
  }),
  fc.record({ name: hugeString, description: fc.constant("A huge name.") }),
);

function checkToolsets(toolsets: readonly Toolset[]): void {
  const { entries, dropped, unavailable } = normalizeTools(toolsets);
  const given = toolsets.reduce((sum, set) => sum + set.tools.length, 0);
  // Nothing is lost silently: every definition is an entry or reported as dropped, with a reason.
  expect(entries.length + dropped.length).toBe(given);
  expect(new Set(entries.map((entry) => entry.name)).size).toBe(entries.length);
  for (const entry of entries) {
    expect(isShowableName(entry.name) && !(BRIDGE_TOOL_NAMES as readonly string[]).includes(entry.name)).toBe(true);
    expect(entry.label).toMatch(LABEL);
    expect(
      typeof entry.inputSchema === "object" && entry.inputSchema !== null && !Array.isArray(entry.inputSchema),
    ).toBe(true);
  }
  for (const drop of dropped) {
    expect(DROP_REASONS).toContain(drop.reason);
    assertMessage(drop.message);
  }
  expect(unavailable.length).toBe(toolsets.filter((set) => set.unavailable !== undefined).length);

  const plan = planTiers(toolsets, { contextLength: 200_000 });
  expect([0, 1, 2]).toContain(plan.tier);
  expect(plan.bridge ? plan.visible.length + plan.deferred.length : plan.visible.length).toBe(entries.length);
  expect(plan.listing.tokens).toBeLessThanOrEqual(plan.budget);
  // Everything the plan reports can be serialised: the model's tools and the token counts.
  expect(plan.deferredTokens).toBeGreaterThanOrEqual(0);
  expect(typeof JSON.stringify(plan.visible.map((entry) => entry.original))).toBe("string");
  const listed = parseListing(plan.listing.text);
  const deferred = new Set(plan.deferred.map((entry) => entry.name));
  expect(listed.names.every((name) => deferred.has(name))).toBe(true);
}

describe("tool definitions from any source are normalised or reported, never thrown on", () => {
  it("normalizeTools and planTiers: adversarial definitions and sources", async () => {
    await checkProperty(tally, "normalizeTools+planTiers", fc.array(toolset, { maxLength: 4 }), checkToolsets, {
      numRuns: 500,
    });
  });

  it("normalizeTools and planTiers: deep schemas, huge names and descriptions", async () => {
    const toolsets = fc
      .array(heavyDefinition, { minLength: 1, maxLength: 2 })
      .map((tools): Toolset[] => [{ source: { kind: "mcp", name: "mcp-heavy" }, tools }]);
    await checkProperty(tally, "normalizeTools+planTiers heavy", toolsets, checkToolsets, {
      numRuns: 25,
      shrink: false,
    });
  });

  it("a dropped tool's message names it (shortened) and the problem", () => {
    const { dropped } = normalizeTools([
      {
        source: { kind: "mcp", name: "mcp-x" },
        tools: [{ name: `evil\n- fake: ${"x".repeat(1_000_000)}` }, { name: "tool_call" }, { nope: 1 }],
      },
    ]);
    expect(dropped.map((drop) => [drop.reason, drop.message.length < 300])).toEqual([
      ["UNSAFE_NAME", true],
      ["BRIDGE_NAME", true],
      ["MISSING_NAME", true],
    ]);
    expect(dropped[0]?.message).toMatch(
      /^tool name "evil\\n- fake: x+…" has a control, format or line-separator character/,
    );
  });
});
