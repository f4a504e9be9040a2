import { describe, expect, it } from "vitest";
import type { RetrievalConfig } from "../retrieval-config.js";
import { fieldBoosts, flatFields, weightedFields } from "./peer-fields.js";

const config: RetrievalConfig = {
  document: { name: 3, params: 1, paramDescriptions: 0 },
  splitCamelCase: true,
  stopWords: true,
  k1: 1.2,
  b: 0.75,
  delta: 0,
  fieldwise: 0,
  vocabulary: false,
};

describe("peer fields", () => {
  it("keeps the weighted fields with their weights, as boosts", () => {
    expect(weightedFields(config)).toEqual([
      { field: "name", weight: 3 },
      { field: "params", weight: 1 },
    ]);
    expect(fieldBoosts(config)).toEqual({ name: 3, params: 1 });
  });
  it("flattens a document to one string per weighted field", () => {
    const document = { id: "1", key: "get_user", fields: { name: "get_user", params: ["user-id", "verbose"] } };
    expect(flatFields(document, config)).toEqual({ name: "get_user", params: "user-id verbose" });
  });
});
