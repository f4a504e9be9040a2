// Regressions (issue "call integrity"): compiling the validator of a 20k–100k-value enum took
// 6–140 s and a 9,000-property schema about 6 s, blocking the event loop; arguments nested
// 20,000 levels deep overflowed the validator's stack, which counted as valid.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_ARGUMENT_DEPTH, MAX_ARGUMENT_VALUES } from "./argument-bounds.js";
import { expandedSchemaSize, MAX_EXPANDED_SCHEMA_NODES } from "../schema/budget.js";
import { validateArguments } from "./arguments.js";
import { compiledValidator } from "../schema/validator-cache.js";

const enumSchema = (values: number) => ({
  type: "object",
  properties: { pick: { type: "string", enum: Array.from({ length: values }, (_, i) => `v${i}`) } },
  required: ["pick"],
});
const wideSchema = (properties: number) => ({
  type: "object",
  properties: Object.fromEntries(
    Array.from({ length: properties }, (_, i) => [`p${i}`, { type: "integer", description: `property ${i}` }]),
  ),
  required: ["p0"],
});

function nested(depth: number): unknown {
  let value: unknown = "leaf";
  for (let i = 0; i < depth; i += 1) value = { next: value };
  return value;
}

describe("bounded schema cost", () => {
  it("counts enum values in the budget: a 100k-value enum is not compiled, and calls get the shallow check", () => {
    const schema = enumSchema(100_000);
    expect(expandedSchemaSize(schema)).toBeGreaterThan(MAX_EXPANDED_SCHEMA_NODES);
    expect(compiledValidator(schema)).toBeUndefined();
    expect(validateArguments({ name: "pick", inputSchema: schema }, { pick: "v99999" })).toEqual({
      ok: true,
      arguments: { pick: "v99999" },
      coerced: false,
      checked: "shallow",
    });
    expect(validateArguments({ name: "pick", inputSchema: schema }, {})).toMatchObject({
      constraint: "required",
      path: "arguments.pick",
    });
    expect(validateArguments({ name: "pick", inputSchema: schema }, { pick: 5 })).toMatchObject({
      constraint: "type",
      path: "arguments.pick",
    });
  });

  it("compiles a 12k-value enum within the budget (checked in a loop) and enforces it", () => {
    const schema = enumSchema(12_000);
    expect(compiledValidator(schema)).toBeDefined();
    expect(validateArguments({ name: "pick", inputSchema: schema }, { pick: "v11999" })).toMatchObject({
      ok: true,
      checked: "schema",
    });
    expect(validateArguments({ name: "pick", inputSchema: schema }, { pick: "nope" })).toMatchObject({
      constraint: "enum",
      path: "arguments.pick",
    });
  });

  it("counts properties: a 9,000-property schema is not compiled; its calls still get top-level checks", () => {
    const schema = wideSchema(9_000);
    expect(compiledValidator(schema)).toBeUndefined();
    expect(validateArguments({ name: "wide", inputSchema: schema }, { p0: 1, p8999: 2 })).toMatchObject({
      ok: true,
      checked: "shallow",
    });
    expect(validateArguments({ name: "wide", inputSchema: schema }, { p0: 1, p8999: "x" })).toMatchObject({
      constraint: "type",
      path: "arguments.p8999",
    });
  });

  it("still refuses a malformed schema within the budget (meta-schema checked without the enum's length)", () => {
    expect(
      compiledValidator({
        type: "object",
        properties: { a: { type: "strng", enum: Array.from({ length: 5000 }, (_, i) => i) } },
      }),
    ).toBeUndefined();
  });
});

describe("arguments that cannot be validated are rejected", () => {
  it("rejects arguments nested 20,000 levels deep with a structured error, instead of counting them valid", () => {
    const schema = { type: "object", properties: { root: { type: "object" } }, additionalProperties: false };
    const result = validateArguments({ name: "deep", inputSchema: schema }, { root: nested(20_000) });
    expect(result).toMatchObject({ code: "ARGUMENTS_TOO_DEEP", limit: MAX_ARGUMENT_DEPTH });
    expect((result as { error: string }).error).toMatch(/The tool was NOT invoked\.$/);
  });

  it("rejects arguments with more values than can be validated", () => {
    const args = { xs: Array.from({ length: MAX_ARGUMENT_VALUES + 1 }, () => 0) };
    expect(validateArguments({ name: "big", inputSchema: { type: "object" } }, args)).toMatchObject({
      code: "ARGUMENTS_TOO_LARGE",
    });
  });

  it("property: arguments within the depth bound are judged by the schema, deeper ones always rejected", () => {
    const schema = { type: "object", properties: { root: {} } };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (depth) => {
        const result = validateArguments({ name: "d", inputSchema: schema }, { root: nested(depth) });
        if (depth + 1 > MAX_ARGUMENT_DEPTH) expect(result).toMatchObject({ code: "ARGUMENTS_TOO_DEEP" });
        else expect(result).toMatchObject({ ok: true, checked: "schema" });
      }),
      { numRuns: 60 },
    );
  });
});
