import { describe, expect, it } from "vitest";
import { renderConfigValue, RENDERED_VALUE_MAX_LENGTH } from "./value.js";

describe("renderConfigValue", () => {
  it("renders JSON values as JSON", () => {
    expect(renderConfigValue("todo_list")).toBe('"todo_list"');
    expect(renderConfigValue(150)).toBe("150");
    expect(renderConfigValue(true)).toBe("true");
    expect(renderConfigValue(null)).toBe("null");
    expect(renderConfigValue([1, "a"])).toBe('[1,"a"]');
    expect(renderConfigValue({ a: { b: 1 } })).toBe('{"a":{"b":1}}');
  });

  it("has stand-ins for what JSON cannot show", () => {
    expect(renderConfigValue(undefined)).toBe("undefined");
    expect(renderConfigValue(() => 1)).toBe("a function");
    expect(renderConfigValue(Symbol("s"))).toBe("Symbol(s)");
    expect(renderConfigValue(12n)).toBe("12n");
    expect(renderConfigValue({ n: 12n })).toBe('{"n":"12n"}');
    expect(renderConfigValue(Number.NaN)).toBe("NaN");
    expect(renderConfigValue(-Infinity)).toBe("-Infinity");
    expect(renderConfigValue(-0)).toBe("-0");
  });

  it("survives cyclic, deep and throwing values", () => {
    const cyclic: Record<string, unknown> = {};
    cyclic["self"] = cyclic;
    expect(renderConfigValue(cyclic)).toBe("an unprintable object");
    const throwing = {
      toJSON: (): never => {
        throw new Error("boom");
      },
    };
    expect(renderConfigValue(throwing)).toBe("an unprintable object");
    expect(renderConfigValue(Object.create(null))).toBe("{}");
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(renderConfigValue(deep)).toBe("an unprintable array");
  });

  it("shortens long renderings to the limit with an ellipsis", () => {
    const huge = renderConfigValue("x".repeat(5_000_000));
    expect(huge).toHaveLength(RENDERED_VALUE_MAX_LENGTH);
    expect(huge).toBe(`"${"x".repeat(RENDERED_VALUE_MAX_LENGTH - 2)}…`);
    expect(renderConfigValue(Array.from({ length: 100 }, (_, i) => i))).toMatch(/^\[0,1,2,.*…$/);
    expect(renderConfigValue("x".repeat(58))).toBe(`"${"x".repeat(58)}"`);
  });

  it("does not cut a surrogate pair in half", () => {
    const rendered = renderConfigValue(`${"a".repeat(57)}😀😀😀`);
    expect(rendered).toBe(`"${"a".repeat(57)}…`);
    expect(rendered).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
