import { describe, expect, it } from "vitest";
import { compiledValidator } from "./validator-cache.js";

describe("compiledValidator", () => {
  it("reuses the compiled validator for the same schema object", () => {
    const schema = { type: "object", properties: { a: { type: "integer" } } };
    const first = compiledValidator(schema);
    expect(first).toBeDefined();
    expect(compiledValidator(schema)).toBe(first);
  });

  it("reuses the compiled validator for an equal schema in a fresh object", () => {
    const schema = { type: "object", properties: { b: { type: "string" } }, required: ["b"] };
    expect(compiledValidator(structuredClone(schema))?.validate).toBe(compiledValidator(schema)?.validate);
  });

  it("compiles a copy with nullable rewritten and $schema removed, leaving the caller's schema as is", () => {
    const schema = {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { a: { type: "string", nullable: true } },
    };
    const before = structuredClone(schema);
    expect(compiledValidator(schema)?.schema).toEqual({
      type: "object",
      properties: { a: { type: ["string", "null"] } },
    });
    expect(schema).toEqual(before);
  });

  it("gives undefined (shallow check) for unusable schemas, also when cached", () => {
    const external = { $ref: "other.json#/x" };
    expect([compiledValidator(external), compiledValidator(external)]).toEqual([undefined, undefined]);
    expect(compiledValidator({ type: 12 })).toBeUndefined();
    expect(compiledValidator({ $schema: "http://json-schema.org/draft-06/schema#" })).toBeUndefined();
    expect(compiledValidator({ $schema: 7 })).toBeUndefined();
    expect(compiledValidator(null)).toBeUndefined();
    expect(compiledValidator([])).toBeUndefined();
    const cyclic: Record<string, unknown> = { type: "object" };
    cyclic["properties"] = { self: cyclic };
    expect(compiledValidator(cyclic)).toBeUndefined();
  });

  it("compiles schemas sharing an $id one after another", () => {
    const a = { $id: "https://example.com/tool", type: "object", properties: { n: { type: "integer" } } };
    const b = { $id: "https://example.com/tool", type: "object", properties: { n: { type: "string" } } };
    expect([compiledValidator(a)?.validate({ n: 1 }), compiledValidator(b)?.validate({ n: 1 })]).toEqual([true, false]);
  });

  it("keeps working past the per-instance compile limit", () => {
    const validators = Array.from({ length: 600 }, (_, i) =>
      compiledValidator({ type: "object", properties: { [`p${i}`]: { type: "integer" } } }),
    );
    expect(validators.every((compiled, i) => compiled?.validate({ [`p${i}`]: "x" }) === false)).toBe(true);
  });
});
