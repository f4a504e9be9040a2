import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { coerceArguments } from "./coerce.js";
import { createIssueSchema } from "../../test/call-scope.js";

const schema = {
  type: "object",
  properties: {
    n: { type: "number" },
    i: { type: "integer" },
    b: { type: "boolean" },
    s: { type: "string" },
    si: { type: ["string", "integer"] },
    list: { type: "array", items: { type: "integer" } },
    tuple: { type: "array", prefixItems: [{ type: "integer" }, { type: "boolean" }] },
    obj: { type: "object", properties: { deep: { type: "integer" } } },
    req: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
    opt: { anyOf: [{ type: "integer" }, { type: "null" }] },
    map: { type: "object", additionalProperties: { type: "integer" } },
  },
} as const;

describe("coerceArguments", () => {
  it("repairs numeric, boolean and JSON strings where the schema admits no string", () => {
    expect(
      coerceArguments(
        { n: "-1.5e2", i: "42", b: "true", list: '["1", 2]', obj: '{"deep":"7"}', opt: "3", map: { a: "1" } },
        schema,
      ),
    ).toEqual({
      arguments: { n: -150, i: 42, b: true, list: [1, 2], obj: { deep: 7 }, opt: 3, map: { a: 1 } },
      coerced: true,
    });
    expect(coerceArguments({ tuple: ["1", "false"] }, schema)).toEqual({
      arguments: { tuple: [1, false] },
      coerced: true,
    });
  });

  it("leaves strings alone where they are allowed or do not parse", () => {
    const args = { s: "42", si: "42", i: "4x", n: "0x10", b: "yes", list: "1,2", obj: "{bad", opt: "4.5" };
    expect(coerceArguments(args, schema)).toEqual({ arguments: args, coerced: false });
    expect(coerceArguments({ i: "4.5" }, schema)).toEqual({ arguments: { i: "4.5" }, coerced: false });
  });

  it("makes {} from a blank string only for an object without required fields", () => {
    expect(coerceArguments({ obj: " " }, schema)).toEqual({ arguments: { obj: {} }, coerced: true });
    expect(coerceArguments({ req: "" }, schema)).toEqual({ arguments: { req: "" }, coerced: false });
    expect(coerceArguments({ options: "" }, createIssueSchema)).toEqual({ arguments: { options: "" }, coerced: false });
  });

  it("copies on write: the input is untouched and unchanged branches keep their identity", () => {
    const keep = { deep: 1 };
    const args = { i: "1", obj: keep };
    const result = coerceArguments(args, schema);
    expect(args).toEqual({ i: "1", obj: keep });
    expect(result.arguments["obj"]).toBe(keep);
  });

  it("defines a __proto__ argument as a plain property", () => {
    const args = JSON.parse('{"__proto__":"1","i":"2"}') as Record<string, unknown>;
    const result = coerceArguments(args, { type: "object", additionalProperties: { type: "integer" } });
    expect(Object.getPrototypeOf(result.arguments)).toBe(Object.prototype);
    expect(Object.entries(result.arguments)).toEqual([
      ["__proto__", 1],
      ["i", 2],
    ]);
  });

  it("stops at cyclic references", () => {
    const cyclic = { type: "object", properties: { a: { $ref: "#/properties/a" } } };
    expect(coerceArguments({ a: "1" }, cyclic)).toEqual({ arguments: { a: "1" }, coerced: false });
  });

  it("never modifies its input (property)", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue(), (args, schemaValue) => {
        const before = structuredClone(args);
        const target =
          typeof schemaValue === "object" && schemaValue !== null && !Array.isArray(schemaValue) ? schemaValue : schema;
        coerceArguments(args, target);
        coerceArguments(args, schema);
        expect(args).toEqual(before);
      }),
    );
  });
});
