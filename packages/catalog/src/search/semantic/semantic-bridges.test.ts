import { describe, expect, it } from "vitest";
import { normalizeTools } from "../../tools/normalize.js";
import { createCatalogIndex } from "../catalog-search.js";
import type { Embedder } from "./embedder.js";
import { semanticBridges } from "./semantic-bridges.js";

// Fixed word vectors: "add" and "sum" point the same way, "count" and "list" another.
const WORDS: Readonly<Record<string, readonly number[]>> = {
  add: [1, 0, 0],
  sum: [0.95, 0.1, 0],
  integers: [0, 0, 1],
  count: [0, 1, 0],
  list: [0, 1, 0.1],
};

const embedder: Embedder = {
  dimension: 3,
  version: "fixed/1",
  embed: (texts) =>
    texts.map((text) => {
      const sum = new Float32Array(3);
      for (const word of text.toLowerCase().match(/[a-z]+/g) ?? [])
        (WORDS[word] ?? []).forEach((x, i) => (sum[i] = (sum[i] ?? 0) + x));
      return sum;
    }),
};

const entries = normalizeTools([
  {
    tools: [
      { name: "get_sum", description: "Sum of integers" },
      { name: "count_integers", description: "Count the integers in a list" },
    ],
  },
]).entries;

describe("semanticBridges", () => {
  it("pairs each query word the tool lacks with its nearest tool word", () => {
    const bridges = semanticBridges(embedder, "add integers", "get_sum\nSum of integers");
    expect(bridges.map(({ queryWord, toolWord }) => [queryWord, toolWord])).toEqual([["add", "sum"]]);
    expect(bridges[0]?.cosine).toBeGreaterThan(0.9);
  });

  it("shows no bridge for a word the tool has or one nothing is near", () => {
    expect(semanticBridges(embedder, "integers", "Sum of integers")).toEqual([]);
    expect(semanticBridges(embedder, "add", "Count the list")).toEqual([]);
  });
});

describe("CatalogIndex.explainSemantic", () => {
  const index = createCatalogIndex(entries, { embedder });

  it("gives the semantic share and the bridging words of a hybrid match", () => {
    const explained = index.explainSemantic("add integers", "get_sum", { semantic: 0.5, admission: "none" });
    expect(explained?.alpha).toBe(0.5);
    expect(explained?.semantic).toBe(1);
    expect(explained?.share).toBeGreaterThan(0);
    expect(explained?.share).toBeLessThanOrEqual(1);
    expect(explained?.bridges.map(({ queryWord, toolWord }) => `${queryWord}→${toolWord}`)).toEqual(["add→sum"]);
  });

  it("is undefined when the hybrid is off or the tool is no candidate", () => {
    expect(index.explainSemantic("add integers", "get_sum", { semantic: 0 })).toBeUndefined();
    expect(index.explainSemantic("add integers", "no_such_tool", { semantic: 0.5 })).toBeUndefined();
  });
});
