import { describe, expect, it } from "vitest";
import { resultRow, toJsonReport } from "./result-row.js";

describe("resultRow", () => {
  it("fills in the unit and rounds to the metric's precision", () => {
    expect(
      resultRow({ suite: "bm25", case: "query", system: "@hermes/bm25", tools: 3000, metric: "qps", value: 41000.6 }),
    ).toEqual({
      suite: "bm25",
      case: "query",
      system: "@hermes/bm25",
      tools: 3000,
      metric: "qps",
      value: 41001,
      unit: "1/s",
    });
    expect(
      resultRow({ suite: "s", case: "build", system: "x", tools: 1, metric: "build_ms", value: 1.23456 }).value,
    ).toBe(1.235);
    expect(
      resultRow({ suite: "s", case: "query", system: "x", tools: 1, metric: "query_p99_us", value: 9.999 }).unit,
    ).toBe("us");
    expect(resultRow({ suite: "s", case: "build", system: "x", tools: 1, metric: "heap_mb", value: 2 }).unit).toBe(
      "MB",
    );
  });
});

describe("toJsonReport", () => {
  it("prints one object with the rows under results, keys in the documented order", () => {
    const row = resultRow({
      suite: "bm25",
      case: "build",
      system: "minisearch",
      tools: 300,
      metric: "build_ms",
      value: 2.5,
    });
    const text = toJsonReport([row]);
    expect(text).toBe(
      '{"results":[{"suite":"bm25","case":"build","system":"minisearch","tools":300,"metric":"build_ms","value":2.5,"unit":"ms"}]}',
    );
    expect(JSON.parse(text)).toEqual({ results: [row] });
  });

  it("prints an empty list when nothing was measured", () => {
    expect(toJsonReport([])).toBe('{"results":[]}');
  });
});
