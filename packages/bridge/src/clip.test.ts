import { describe, expect, it } from "vitest";
import { clipNames, clipText } from "./clip.js";

describe("clipText", () => {
  it("keeps text up to max and cuts longer text after max characters, then …", () => {
    expect(clipText("abc", 3)).toBe("abc");
    expect(clipText("abcd", 3)).toBe("abc…");
    expect(clipText("x".repeat(501), 500)).toBe(`${"x".repeat(500)}…`);
    expect(clipText("", 0)).toBe("");
    expect(clipText("ab", -1)).toBe("…");
  });

  it("never splits a surrogate pair", () => {
    expect(clipText("ab😀cd", 3)).toBe("ab…");
    expect(clipText("ab😀cd", 4)).toBe("ab😀…");
  });
});

describe("clipNames", () => {
  it("keeps at most maxCount names, each at most maxChars long in total", () => {
    const names = Array.from({ length: 40 }, (_, i) => `p${i}`);
    expect(clipNames(names, 32, 64)).toEqual(names.slice(0, 32));
    const long = "n".repeat(80);
    expect(clipNames([long, "n".repeat(64)], 32, 64)).toEqual([`${"n".repeat(63)}…`, "n".repeat(64)]);
    expect(clipNames(["a"], 0, 64)).toEqual([]);
  });
});
