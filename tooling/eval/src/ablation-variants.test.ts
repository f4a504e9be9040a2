import { describe, expect, it } from "vitest";
import { ablationVariants, configKey, fieldSteps } from "./ablation-variants.js";
import type { RetrievalConfig } from "./retrieval-config.js";

const base: RetrievalConfig = {
  document: { name: 4, description: 1, params: 0.5 },
  splitCamelCase: true,
  stopWords: true,
  k1: 2,
  b: 0.6,
  delta: 0,
  fieldwise: 0,
  vocabulary: false,
};

describe("fieldSteps", () => {
  it("builds the default's document up field by field, then adds each left-out field to it", () => {
    expect(fieldSteps(base)).toEqual([
      { label: "name only", fields: ["name"] },
      { label: "name + description", fields: ["name", "description"] },
      { label: "+ param names", fields: ["name", "description", "params"] },
      { label: "+ param descriptions ×0.5", fields: ["name", "description", "params", "paramDescriptions"] },
      { label: "+ server name ×1", fields: ["name", "description", "params", "server"] },
    ]);
  });
});

describe("ablationVariants", () => {
  const variants = ablationVariants(base);
  const find = (label: string) => variants.find((v) => v.label === label)?.config;

  it("keeps the default weights of the fields it uses and changes one thing per row", () => {
    expect(find("name only")?.document).toEqual({ name: 4 });
    expect(find("+ server name ×1")?.document).toEqual({ name: 4, description: 1, params: 0.5, server: 1 });
    expect(find("name ×1")).toEqual({ ...base, document: { ...base.document, name: 1 } });
    expect(find("camelCase split off")).toEqual({ ...base, splitCamelCase: false });
    expect(find("stop words off")).toEqual({ ...base, stopWords: false });
    expect(find("k1 1.2, b 0.3")).toEqual({ ...base, k1: 1.2, b: 0.3 });
  });
  it("includes the default's own name weight, k1 and b in the sweeps", () => {
    expect(variants.filter((v) => v.group === "name weight").map((v) => v.label)).toContain("name ×4");
    expect(find("k1 2, b 0.6")).toEqual(base);
  });
  it("covers the requested groups", () => {
    expect(new Set(variants.map((v) => v.group))).toEqual(
      new Set(["fields", "name weight", "tokenizer", "k1 / b", "BM25+ delta", "field-wise blend"]),
    );
  });
});

describe("configKey", () => {
  it("ignores field order and tells different configurations apart", () => {
    const reordered: RetrievalConfig = { ...base, document: { params: 0.5, description: 1, name: 4 } };
    expect(configKey(reordered)).toBe(configKey(base));
    expect(configKey({ ...base, b: 0.75 })).not.toBe(configKey(base));
    expect(configKey({ ...base, stopWords: false })).not.toBe(configKey(base));
    expect(configKey({ ...base, fieldwise: 0.3 })).not.toBe(configKey(base));
    expect(configKey({ ...base, delta: 0.5 })).not.toBe(configKey(base));
  });
});
