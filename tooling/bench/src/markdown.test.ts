import { describe, expect, it } from "vitest";
import { buildGrids } from "./grid.js";
import { renderBenchmarksDoc, renderMarkdownTable } from "./markdown.js";
import { FIXTURE_ROWS } from "./test-fixtures.js";

const grids = buildGrids({ title: "bm25: ranking", subject: "@hermes/bm25", rows: FIXTURE_ROWS });
const machine = { cpu: "Test CPU | 3 GHz", cores: 2, memoryGb: 7.75, node: "v20.20.2", os: "linux 6.1 x64" };

describe("renderMarkdownTable", () => {
  it("right-aligns the figure columns", () => {
    const [first] = grids;
    if (first === undefined) throw new Error("fixture has no grid");
    expect(renderMarkdownTable(first)).toBe(
      [
        "| system | build ms | heap MB | qps |",
        "| :-- | --: | --: | --: |",
        "| @hermes/bm25 | 7.28 | 0.54 | 85,130 |",
        "| minisearch | 2.29 | — | 17,565 |",
      ].join("\n"),
    );
  });
});

describe("renderBenchmarksDoc", () => {
  const doc = renderBenchmarksDoc({
    date: "2025-01-02",
    machine,
    sections: [{ title: "bm25: ranking", setup: ["Setup one.", "**x**: setup two."], grids }],
  });

  it("has the fixed headings in a fixed order", () => {
    const headings = doc.split("\n").filter((line) => line.startsWith("#"));
    expect(headings).toEqual([
      "# Benchmarks",
      "## Machine",
      "## Reproduce",
      "## bm25: ranking",
      "### Setup",
      "### 300 tools",
      "### 3,000 tools",
    ]);
  });

  it("lists machine facts, escaping pipes", () => {
    expect(doc).toContain("| Date | 2025-01-02 |");
    expect(doc).toContain("| CPU | Test CPU \\| 3 GHz |");
    expect(doc).toContain("| Cores | 2 |");
    expect(doc).toContain("| Memory | 7.8 GB |");
    expect(doc).toContain("| Node.js | v20.20.2 |");
  });

  it("says how to reproduce, then the setup, tables and ratios of each section", () => {
    expect(doc).toContain("pnpm bench --sizes 300,3000");
    expect(doc).toContain("- Setup one.\n- **x**: setup two.");
    expect(doc).toContain("### 3,000 tools\n\n| system | build ms | qps |");
    expect(doc).toContain("- qps 10.0x best peer (minisearch)");
    expect(doc.endsWith("(minisearch)\n")).toBe(true);
  });

  it("renders the same input to the same text", () => {
    expect(renderBenchmarksDoc({ date: "2025-01-02", machine, sections: [] })).toBe(
      renderBenchmarksDoc({ date: "2025-01-02", machine, sections: [] }),
    );
  });
});
