import { describe, expect, it } from "vitest";
import { resultRow } from "./result-row.js";
import { buildGrids } from "./grid.js";
import { FIXTURE_ROWS } from "./test-fixtures.js";

describe("buildGrids", () => {
  const grids = buildGrids({ title: "bm25: ranking", subject: "@hermes/bm25", rows: FIXTURE_ROWS });

  it("makes one grid per size, smallest first, subject first, metrics in fixed order", () => {
    expect(grids).toEqual([
      {
        suite: "bm25: ranking",
        caption: "300 tools",
        headers: ["system", "build ms", "heap MB", "qps"],
        rows: [
          ["@hermes/bm25", "7.28", "0.54", "85,130"],
          ["minisearch", "2.29", "—", "17,565"],
        ],
        notes: ["build_ms 3.2x best peer (minisearch)", "qps 4.8x best peer (minisearch)"],
      },
      {
        suite: "bm25: ranking",
        caption: "3,000 tools",
        headers: ["system", "build ms", "qps"],
        rows: [
          ["@hermes/bm25", "25.0", "25,000"],
          ["minisearch", "50.0", "2,500"],
        ],
        notes: ["build_ms 0.50x best peer (minisearch)", "qps 10.0x best peer (minisearch)"],
      },
    ]);
  });

  it("has no grids without rows", () => {
    expect(buildGrids({ title: "t", subject: "s", rows: [] })).toEqual([]);
  });

  it("gives a metric measured in several cases one column per case", () => {
    const rows = [
      resultRow({
        suite: "catalog",
        case: "assemble-cold",
        system: "@hermes/catalog",
        tools: 300,
        metric: "ms",
        value: 1.5,
      }),
      resultRow({
        suite: "catalog",
        case: "assemble-memo",
        system: "@hermes/catalog",
        tools: 300,
        metric: "ms",
        value: 0.01,
      }),
    ];
    const [grid] = buildGrids({ title: "catalog", subject: "@hermes/catalog", rows });
    expect(grid?.headers).toEqual(["system", "assemble-cold ms", "assemble-memo ms"]);
    expect(grid?.rows).toEqual([["@hermes/catalog", "1.50", "0.01"]]);
  });
});
