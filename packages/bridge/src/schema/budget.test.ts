import { describe, expect, it } from "vitest";
import { expandedSchemaSize, MAX_EXPANDED_SCHEMA_NODES } from "./budget.js";
import { validateArguments } from "../validate/arguments.js";
import { compiledValidator } from "./validator-cache.js";

/** `anyOf` of two references to the next level, `depth` levels: tiny JSON, 2^depth branches. */
function doublingSchema(depth: number): Record<string, unknown> {
  const defs: Record<string, unknown> = {};
  for (let level = 0; level < depth; level += 1)
    defs[`a${level}`] = { anyOf: [{ $ref: `#/$defs/a${level + 1}` }, { $ref: `#/$defs/a${level + 1}` }] };
  defs[`a${depth}`] = { type: "string" };
  return { type: "object", properties: { x: { $ref: "#/$defs/a0" } }, $defs: defs };
}

// No time bounds here (the compile and check costs are measured by `pnpm bench`): each case shows
// what makes it cheap, namely what is not compiled or not enforced. At these sizes the costly
// version would not finish, so the test timeout (a hang guard) catches a regression too.

describe("validation stays cheap whatever the schema and the arguments", () => {
  it("counts subschemas with local references expanded, recursion once", () => {
    expect(expandedSchemaSize({ type: "object", properties: { a: { type: "string" } } })).toBe(2);
    expect(expandedSchemaSize(doublingSchema(4))).toBeGreaterThan(2 ** 4);
    expect(expandedSchemaSize(doublingSchema(40))).toBe(MAX_EXPANDED_SCHEMA_NODES + 1);
    expect(
      expandedSchemaSize({ $defs: { n: { properties: { next: { $ref: "#/$defs/n" } } } }, $ref: "#/$defs/n" }),
    ).toBeLessThan(10);
    expect(expandedSchemaSize({ $ref: "#anchor" })).toBe(MAX_EXPANDED_SCHEMA_NODES + 1);
  });

  it("falls back to the shallow check on a schema whose references expand past the budget, at once", () => {
    expect(compiledValidator(doublingSchema(40))).toBeUndefined();
    expect(validateArguments({ name: "t", inputSchema: doublingSchema(40) }, { x: 5 })).toEqual({
      ok: true,
      arguments: { x: 5 },
      coerced: false,
      checked: "shallow",
    });
  });

  it("still validates a schema with references within the budget", () => {
    expect(validateArguments({ name: "t", inputSchema: doublingSchema(3) }, { x: 5 })).toMatchObject({
      constraint: "type",
      path: "arguments.x",
    });
  });

  it("does not run a server's regular expression on the model's text (catastrophic backtracking)", () => {
    const schema = {
      type: "object",
      properties: { q: { type: "string", pattern: "^(a+)+$" }, n: { type: "integer" } },
    };
    expect(JSON.stringify(compiledValidator(schema)?.schema)).not.toContain("pattern");
    expect(validateArguments({ name: "t", inputSchema: schema }, { q: `${"a".repeat(40)}!` })).toMatchObject({
      ok: true,
    });
    expect(validateArguments({ name: "t", inputSchema: schema }, { q: "b", n: "x" })).toMatchObject({
      constraint: "type",
      path: "arguments.n",
    });
  });

  it("does not check uniqueItems (quadratic) and fails open on patternProperties", () => {
    const items = Array.from({ length: 30_000 }, (_, index) => ({ index }));
    const schema = { type: "object", properties: { xs: { type: "array", uniqueItems: true } } };
    expect(compiledValidator(schema)?.schema).toEqual({ type: "object", properties: { xs: { type: "array" } } });
    expect(validateArguments({ name: "t", inputSchema: schema }, { xs: [...items, { index: 0 }] })).toMatchObject({
      ok: true,
    });
    expect(compiledValidator({ type: "object", patternProperties: { "^(a+)+$": { type: "string" } } })).toBeUndefined();
  });
});
