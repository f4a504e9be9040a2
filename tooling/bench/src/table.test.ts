import { describe, expect, it } from "vitest";
import { buildGrids } from "./grid.js";
import { renderTextReport, renderTextTable } from "./table.js";
import { FIXTURE_ROWS } from "./test-fixtures.js";

const grids = buildGrids({ title: "bm25: ranking", subject: "@hermes/bm25", rows: FIXTURE_ROWS });

describe("renderTextTable", () => {
  it("pads the system column left and the figures right", () => {
    const [first] = grids;
    if (first === undefined) throw new Error("fixture has no grid");
    expect(renderTextTable(first)).toBe(
      [
        "bm25: ranking — 300 tools",
        "system        build ms  heap MB     qps",
        "---------------------------------------",
        "@hermes/bm25      7.28     0.54  85,130",
        "minisearch        2.29        —  17,565",
        "  build_ms 3.2x best peer (minisearch)",
        "  qps 4.8x best peer (minisearch)",
      ].join("\n"),
    );
  });
});

describe("renderTextReport", () => {
  it("separates tables by a blank line and ends with the legend", () => {
    const text = renderTextReport(grids);
    expect(text.split("\n\n")).toHaveLength(3);
    expect(text).toMatch(/^bm25: ranking — 300 tools\n/);
    expect(text).toContain("\n\nbm25: ranking — 3,000 tools\n");
    expect(text.endsWith("for the others lower is better.\n")).toBe(true);
  });
});
