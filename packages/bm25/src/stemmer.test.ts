import { describe, expect, it } from "vitest";
import { createMemoizedStemmer, porterStemmer } from "./stemmer.js";

describe("porterStemmer", () => {
  it("stems like Porter's algorithm", () => {
    expect(["connection", "connected", "connecting"].map(porterStemmer)).toEqual(["connect", "connect", "connect"]);
    expect(porterStemmer("issues")).toBe("issu");
  });

  it("keeps Porter2's exceptional forms apart from the words Porter conflates them with", () => {
    expect(porterStemmer("news")).toBe("news");
    expect(porterStemmer("new")).toBe("new");
    expect(porterStemmer("newest")).toBe("newest");
    expect(porterStemmer("bias")).toBe("bias");
    expect(porterStemmer("skies")).toBe("sky");
    expect(porterStemmer("skis")).toBe("ski");
    expect(porterStemmer("dying")).toBe("die");
  });

  it("returns strings for words that are Object.prototype keys", () => {
    expect(porterStemmer("constructor")).toBe("constructor");
    expect(typeof porterStemmer("__proto__")).toBe("string");
    expect(typeof porterStemmer("hasownproperty")).toBe("string");
  });
});

describe("createMemoizedStemmer", () => {
  it("calls the stemmer once per word while cached", () => {
    const calls: string[] = [];
    const stem = createMemoizedStemmer((word) => {
      calls.push(word);
      return word.slice(0, 3);
    }, 10);
    expect([stem("alpha"), stem("alpha"), stem("beta")]).toEqual(["alp", "alp", "bet"]);
    expect(calls).toEqual(["alpha", "beta"]);
  });

  it("evicts the oldest word when full, so memory stays bounded", () => {
    const calls: string[] = [];
    const stem = createMemoizedStemmer((word) => {
      calls.push(word);
      return word;
    }, 2);
    stem("a");
    stem("b");
    stem("c"); // evicts "a"
    stem("b");
    stem("a");
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });
});
