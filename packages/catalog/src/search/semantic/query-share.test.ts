import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Embedder } from "./embedder.js";
import { literalWords } from "./literal-names.js";
import { candidateWords, expandedQueryText, semanticNeed } from "./query-share.js";

/** An embedder that knows only `known` (stemmed words): a unit vector for each, zero otherwise. */
function embedderKnowing(known: readonly string[]): Embedder & { calls: string[][] } {
  const calls: string[][] = [];
  return {
    dimension: 2,
    version: "test/1",
    calls,
    embed(texts) {
      calls.push([...texts]);
      return texts.map((text) =>
        Float32Array.from(literalWords(text).some((w) => known.includes(w)) ? [1, 0] : [0, 0]),
      );
    },
  };
}

describe("expandedQueryText", () => {
  it("appends the vocabulary equivalents of the query's words", () => {
    const text = expandedQueryText("send a slack dm");
    expect(text.startsWith("send a slack dm ")).toBe(true);
    expect(text).toContain("post");
    expect(text).toContain("direct message");
  });

  it("returns a query without such words unchanged, and ignores object keys", () => {
    expect(expandedQueryText("kubernetes pods")).toBe("kubernetes pods");
    expect(expandedQueryText("constructor __proto__ toString")).toBe("constructor __proto__ toString");
    expect(expandedQueryText("")).toBe("");
  });
});

describe("semanticNeed", () => {
  const top = candidateWords("create_issue Create a new issue in a GitHub repository");

  it("is 0 when the best candidate has every word of the query (a literal request)", () => {
    const embedder = embedderKnowing(literalWords("create issue github ticket"));
    expect(semanticNeed(embedder, "create github issue", top)).toBe(0);
    expect(embedder.calls).toEqual([]);
  });

  it("is the share of words the candidate lacks that the embedder has a vector for", () => {
    const embedder = embedderKnowing(literalWords("ticket"));
    expect(semanticNeed(embedder, "open github ticket", top)).toBeCloseTo(1 / 3);
    // `open` is missing too but has no vector: it cannot help, so it does not count.
    expect(semanticNeed(embedderKnowing([]), "open github ticket", top)).toBe(0);
  });

  it("is 0 for a query with no content word", () => {
    expect(semanticNeed(embedderKnowing(["the"]), "the of and", top)).toBe(0);
    expect(semanticNeed(embedderKnowing(["x"]), "", top)).toBe(0);
  });

  it("is always in [0, 1]", () => {
    const words = ["create", "issue", "ticket", "weather", "forecast", "github", "the", "pods"];
    const embedder = embedderKnowing(literalWords("ticket weather forecast pods"));
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...words), { maxLength: 8 }), (query) => {
        const need = semanticNeed(embedder, query.join(" "), top);
        expect(need).toBeGreaterThanOrEqual(0);
        expect(need).toBeLessThanOrEqual(1);
      }),
      { numRuns: 100 },
    );
  });
});
