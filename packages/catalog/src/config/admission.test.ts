import { describe, expect, it } from "vitest";
import { normalizeAdmission, readAdmission } from "./admission.js";

describe("readAdmission", () => {
  it("reads the three values, trimmed and in any case, and nothing else", () => {
    expect([" Gated ", "NATURAL", "none", "\tnone\n"].map(readAdmission)).toEqual(["gated", "natural", "none", "none"]);
    expect(["strict", "", "natural language", "gated!", 1, true, null, ["gated"], { admission: "gated" }].map(readAdmission)).toEqual(Array(9).fill(undefined));
  });
});

describe("normalizeAdmission", () => {
  it("uses the default silently for a missing value and warns for a bad one", () => {
    expect(normalizeAdmission(undefined)).toEqual({ value: "natural", warnings: [] });
    expect(normalizeAdmission(null)).toEqual({ value: "natural", warnings: [] });
    expect(normalizeAdmission("gated")).toEqual({ value: "gated", warnings: [] });
    expect(normalizeAdmission("strict")).toEqual({
      value: "natural",
      warnings: [{ key: "admission", value: '"strict"', message: 'tools.tool_search.admission: "strict" is not one of natural/gated/none; using "natural"' }],
    });
  });
});
