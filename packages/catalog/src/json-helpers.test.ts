import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeFragmentSegment, isRecord, unescapePointerSegment } from "./json-helpers.js";

const escape = (segment: string): string => segment.replaceAll("~", "~0").replaceAll("/", "~1");

describe("isRecord", () => {
  it("accepts objects only, not null or arrays or scalars", () => {
    expect([{}, { a: 1 }, Object.create(null)].map(isRecord)).toEqual([true, true, true]);
    expect([null, undefined, [], [1], "x", 1, true].map(isRecord)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("unescapePointerSegment", () => {
  it("unescapes ~1 before ~0, so an escaped tilde followed by 1 stays as written", () => {
    expect([unescapePointerSegment("a~1b~0c"), unescapePointerSegment("~01"), unescapePointerSegment("plain")]).toEqual(
      ["a/b~c", "~1", "plain"],
    );
  });

  it("decodes a URI-fragment segment, keeping a malformed % escape", () => {
    expect([decodeFragmentSegment("a%20b~1c"), decodeFragmentSegment("100%"), decodeFragmentSegment("%7E0")]).toEqual([
      "a b/c",
      "100%",
      "~",
    ]);
  });

  it("inverts RFC 6901 escaping for every string", () => {
    fc.assert(fc.property(fc.string(), (segment) => unescapePointerSegment(escape(segment)) === segment));
  });
});
