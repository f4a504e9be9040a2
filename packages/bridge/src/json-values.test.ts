import { describe, expect, it } from "vitest";
import { describeValue, hasJsonType, parseJson } from "./json-values.js";

describe("describeValue", () => {
  it("names JSON types", () => {
    expect([null, undefined, [], {}, "", 1, true].map(describeValue)).toEqual([
      "null",
      "nothing",
      "an array",
      "an object",
      "a string",
      "a number",
      "a boolean",
    ]);
  });
});

describe("hasJsonType", () => {
  it("tells JSON Schema types apart as validators do", () => {
    const values: unknown[] = [null, [], {}, "", 1, 1.5, true, Number.NaN, Number.POSITIVE_INFINITY];
    const of = (type: string): unknown[] => values.filter((value) => hasJsonType(value, type));
    expect(of("null")).toEqual([null]);
    expect(of("array")).toEqual([[]]);
    expect(of("object")).toEqual([{}]);
    expect(of("string")).toEqual([""]);
    expect(of("integer")).toEqual([1]);
    expect(of("number")).toEqual([1, 1.5]);
    expect(of("boolean")).toEqual([true]);
    expect(of("date")).toEqual([]);
  });
});

describe("parseJson", () => {
  it("parses JSON and reports what is not JSON without throwing", () => {
    expect(parseJson('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJson("{a").ok).toBe(false);
  });
});
