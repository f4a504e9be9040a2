import { Ajv } from "ajv";
import { Ajv2020 } from "ajv/dist/2020.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { interpretedValidator } from "./interpreter.js";
import { argumentIssues } from "../validate/failure.js";

const OPTIONS = { strict: false, allErrors: true, validateFormats: false, logger: false } as const;
const NAMES = ["a", "b", "c"] as const;
const PATTERNS = ["^a", "b$", "[0-9]+", "^.{2}$", "\\p{L}"] as const;

/** JSON values biased towards what the generated schemas talk about: the names a, b, c and small numbers. */
const values = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, 1, 2, -1, 2.5, 10, "", "a", "ab", "b", "xb", "12", "é"),
    fc.string({ maxLength: 4 }),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -20, max: 20 }),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom(...NAMES, "d"), tie("value"), { maxKeys: 4 }),
  ),
})).value;

const literal = fc.constantFrom<unknown>(null, true, 0, 1, 2.5, "a", "b", [1], { a: 1 });
const type = fc.constantFrom("string", "number", "integer", "boolean", "object", "array", "null");

/** Schemas over the interpreter's keywords; `withRef` lets leaves point at `#/definitions/d`. */
const schemas = (withRef: boolean): fc.Arbitrary<unknown> =>
  fc.letrec<{ schema: unknown }>((tie) => ({
    schema: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      fc.boolean(),
      fc.record({ type: fc.oneof(type, fc.uniqueArray(type, { minLength: 1, maxLength: 3 })) }),
      fc.record({
        enum: fc.uniqueArray(literal, { minLength: 1, maxLength: 4, selector: (value) => JSON.stringify(value) }),
      }),
      fc.record({ const: literal }),
      fc.record(
        {
          minimum: fc.integer({ min: -5, max: 5 }),
          exclusiveMaximum: fc.integer({ min: -5, max: 15 }),
          multipleOf: fc.constantFrom(1, 2, 0.5),
        },
        { requiredKeys: [] },
      ),
      fc.record(
        { minLength: fc.nat(3), maxLength: fc.nat(4), pattern: fc.constantFrom(...PATTERNS) },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          items: fc.oneof(tie("schema"), fc.array(tie("schema"), { minLength: 1, maxLength: 2 })),
          additionalItems: tie("schema"),
          minItems: fc.nat(2),
          maxItems: fc.nat(4),
        },
        { requiredKeys: [] },
      ),
      fc.record(
        {
          type: fc.constant("object"),
          properties: fc.dictionary(fc.constantFrom(...NAMES), tie("schema"), { maxKeys: 3 }),
          required: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 3 }),
          additionalProperties: tie("schema"),
          maxProperties: fc.nat(3),
        },
        { requiredKeys: [] },
      ),
      fc.record({ anyOf: fc.array(tie("schema"), { minLength: 1, maxLength: 3 }) }),
      fc.record({ oneOf: fc.array(tie("schema"), { minLength: 1, maxLength: 3 }) }),
      fc.record({ allOf: fc.array(tie("schema"), { minLength: 1, maxLength: 3 }) }),
      fc.record({ not: tie("schema") }),
      ...(withRef ? [fc.constant({ $ref: "#/definitions/d" })] : []),
    ),
  })).schema;

const documents = fc
  .record({ definitions: fc.record({ d: schemas(false) }), root: schemas(true) })
  .map(({ definitions, root }) => ({
    definitions,
    ...(typeof root === "boolean" ? { allOf: [root] } : (root as Record<string, unknown>)),
  }));

describe("interpretedValidator", () => {
  it("agrees with ajv on generated schemas and values", () => {
    fc.assert(
      fc.property(documents, fc.array(values, { minLength: 1, maxLength: 6 }), (schema, data) => {
        const compiled = new Ajv(OPTIONS).compile(schema);
        const interpreted = interpretedValidator(schema, "draft-07");
        expect(interpreted).toBeDefined();
        for (const value of data) expect(interpreted?.(value), JSON.stringify(value)).toBe(compiled(value));
      }),
      // Each run compiles the schema with ajv (most of the cost): 150 runs cover every keyword
      // combination the generator makes in practice, at a third of 400's time.
      { numRuns: 150 },
    );
  });

  it("agrees with ajv's 2020-12 dialect on prefixItems and items", () => {
    const schema = {
      type: "array",
      prefixItems: [{ type: "string" }, { type: "integer" }],
      items: { type: "boolean" },
    };
    const compiled = new Ajv2020(OPTIONS).compile(schema);
    const interpreted = interpretedValidator(schema, "2020-12");
    for (const value of [[], ["a"], ["a", 1], ["a", 1, true], ["a", 1, 2], [1], ["a", "b"]])
      expect(interpreted?.(value)).toBe(compiled(value));
  });

  it("reports ajv-shaped errors that read the same as the compiled path's", () => {
    const schema = {
      type: "object",
      properties: { n: { type: "integer" }, mode: { enum: ["fast", "slow"] } },
      required: ["q"],
      additionalProperties: false,
    };
    const validate = interpretedValidator(schema, "draft-07");
    const compiled = new Ajv({ ...OPTIONS, verbose: true }).compile(schema);
    const args = { n: "5", mode: "medium", extra: 1 };
    expect(validate?.(args)).toBe(false);
    expect(compiled(args)).toBe(false);
    expect(argumentIssues(validate?.errors ?? [], args)).toEqual(argumentIssues(compiled.errors ?? [], args));
  });

  it("refuses (undefined: the caller takes the shallow check) schemas it cannot evaluate in full", () => {
    for (const schema of [
      { if: { type: "string" }, then: { minLength: 2 } },
      { type: "object", dependencies: { a: ["b"] } },
      { properties: { a: { $id: "https://example.com/a", type: "string" } } },
      { type: "strin" },
      { required: "a" },
      { minLength: -1 },
      { pattern: "(" },
      { $ref: "#/definitions/missing" },
      { $ref: "#/x", x: { unevaluatedProperties: false } },
      { anyOf: [] },
      { properties: { a: 5 } },
    ]) {
      expect(interpretedValidator(schema, "draft-07"), JSON.stringify(schema)).toBeUndefined();
    }
    expect(interpretedValidator({ items: [{ type: "string" }] }, "2020-12")).toBeUndefined();
  });

  it("follows recursive local references as deep as the arguments go", () => {
    const schema = {
      $defs: { node: { type: "object", properties: { next: { $ref: "#/$defs/node" }, v: { type: "integer" } } } },
      $ref: "#/$defs/node",
    };
    const validate = interpretedValidator(schema, "2020-12");
    let deep: Record<string, unknown> = { v: 1 };
    for (let i = 0; i < 50; i += 1) deep = { next: deep, v: i };
    expect(validate?.(deep)).toBe(true);
    expect(validate?.({ next: { next: { v: "x" } } })).toBe(false);
    expect(validate?.errors?.[0]?.instancePath).toBe("/next/next/v");
  });

  it("fails closed, with a budget error, when a check would take too many steps", () => {
    const branch = { anyOf: [{ type: "string" }, { type: "array", items: { $ref: "#/definitions/b" } }] };
    const schema = {
      definitions: { b: branch },
      type: "array",
      items: { anyOf: [branch, branch, branch, { const: 7 }] },
    };
    const validate = interpretedValidator(schema, "draft-07");
    const big = Array.from({ length: 1_000_000 }, () => 7);
    expect(validate?.(big)).toBe(false);
    expect(validate?.errors).toEqual([expect.objectContaining({ keyword: "budget" })]);
  });
});
