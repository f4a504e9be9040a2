import { describe, expect, it } from "vitest";
import { SIGNALS, type SignalInput } from "./frontier-signals.js";

const NAMES = ["workbooks_create", "workbooks_list", "FinanceTool"];
const NAME_TERMS = [
  new Set(["workbook", "creat"]),
  new Set(["workbook", "list"]),
  new Set(["financetool", "financ", "tool"]),
];
const ALL_TERMS = [
  new Set(["workbook", "creat", "azur"]),
  new Set(["workbook", "list", "azur"]),
  new Set(["financ", "tool", "stock"]),
];

function input(text: string, candidates: { position: number; score: number }[]): SignalInput {
  const best = candidates[0]?.position ?? -1;
  const term = (token: string, idf: number) => ({
    token,
    idf,
    inBest: ALL_TERMS[best]?.has(token) ?? false,
    inBestName: NAME_TERMS[best]?.has(token) ?? false,
  });
  return {
    text,
    terms: [term("workbook", 2), term("azur", 1), term("stock", 1)],
    candidates,
    k1: 1,
    toolName: (position) => NAMES[position] ?? "",
  };
}

function value(key: string, text: string, candidates: { position: number; score: number }[]): number {
  const signal = SIGNALS.find((s) => s.key === key);
  if (signal === undefined) throw new Error(`no signal ${key}`);
  return signal.value(input(text, candidates));
}

describe("SIGNALS", () => {
  const ranked = [
    { position: 0, score: 6 },
    { position: 1, score: 4 },
  ];

  it("scores the best candidate against a perfect match, (k1 + 1) × E", () => {
    expect(value("score-ratio", "what workbooks do I have", ranked)).toBeCloseTo(6 / (2 * 4));
  });

  it("measures the idf mass the best tool holds, in any field and in its name", () => {
    expect(value("idf-coverage", "workbooks", ranked)).toBeCloseTo(3 / 4);
    expect(value("name-coverage", "workbooks", ranked)).toBeCloseTo(2 / 4);
  });

  it("measures the gap to the second result", () => {
    expect(value("score-gap", "workbooks", ranked)).toBeCloseTo(2 / 6);
    expect(value("score-gap", "workbooks", [{ position: 2, score: 3 }])).toBe(1);
  });

  it("reads action words from the request and the best tool's name", () => {
    expect(value("action-words", "What workbooks do I have", ranked)).toBe(0);
    expect(value("action-words", "Create a workbook", ranked)).toBe(1);
  });

  it("scores the best tool whose action word agrees, or -Infinity when none does", () => {
    expect(value("action-words-then-score", "What workbooks do I have", ranked)).toBeCloseTo(4 / 8);
    expect(value("action-words-then-score", "Delete the workbook", ranked)).toBe(Number.NEGATIVE_INFINITY);
  });

  it("has unique keys", () => {
    expect(new Set(SIGNALS.map((s) => s.key)).size).toBe(SIGNALS.length);
  });
});
