import { describe, expect, it } from "vitest";
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
});
