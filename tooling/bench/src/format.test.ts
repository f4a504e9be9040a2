import { describe, expect, it } from "vitest";
import { formatCount, formatNumber } from "./format.js";

describe("formatNumber", () => {
  it.each([
    [0, "0.00"],
    [0.4249, "0.42"],
    [3.14159, "3.14"],
    [12.34, "12.3"],
    [512.4, "512"],
    [41230.7, "41,231"],
    [-2.5, "-2.50"],
  ])("%d → %s", (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });
});

describe("formatCount", () => {
  it("separates thousands", () => {
    expect(formatCount(30000)).toBe("30,000");
    expect(formatCount(300)).toBe("300");
  });
});
