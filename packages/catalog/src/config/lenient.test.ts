import { describe, expect, it } from "vitest";
import { TOOL_SEARCH_KEYS } from "./keys.js";
import { readChoice, readConfigNumber, readTriState } from "./lenient.js";

const admissions = TOOL_SEARCH_KEYS.admission.values;

describe("readChoice", () => {
  it("reads the admission values, trimmed and in any case, and nothing else", () => {
    expect([" Gated ", "NATURAL", "none", "\tnone\n"].map((value) => readChoice(admissions, value))).toEqual([
      "gated",
      "natural",
      "none",
      "none",
    ]);
    const junk = ["strict", "", "natural language", "gated!", 1, true, null, ["gated"], { admission: "gated" }];
    expect(junk.map((value) => readChoice(admissions, value))).toEqual(Array(9).fill(undefined));
  });
});

describe("readTriState", () => {
  it("reads the switch spellings and rejects long strings without lowercasing them", () => {
    expect([true, 1, " YES ", "true", false, 0, "No", "auto", "OFF"].map(readTriState)).toEqual([
      "on",
      "on",
      "on",
      "on",
      "off",
      "off",
      "off",
      "auto",
      "off",
    ]);
    expect(["maybe", "enabled", 2, null, "x".repeat(1_000_000)].map(readTriState)).toEqual(Array(5).fill(undefined));
  });
});

describe("readConfigNumber", () => {
  it("reads finite numbers and decimal strings only", () => {
    expect([" 10 ", "2.5", "1e3", 7, -0, ".5"].map(readConfigNumber)).toEqual([10, 2.5, 1000, 7, 0, 0.5]);
    expect(["ten", "", "0x10", "Infinity", "1e400", Number.NaN, true, [5]].map(readConfigNumber)).toEqual(
      Array(8).fill(undefined),
    );
  });
});
