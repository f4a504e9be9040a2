import { describe, expect, it } from "vitest";
import { renderMarkdownTable, renderTextTable } from "./table.js";
import type { Table } from "./table.js";

const table: Table = {
  headers: ["system", "nDCG@10"],
  rows: [
    ["ours", "85.3"],
    ["wink", "9.0"],
  ],
  align: ["left", "right"],
};

describe("renderTextTable", () => {
  it("pads columns to the widest cell and right-aligns numbers", () => {
    expect(renderTextTable(table)).toBe(
      ["system  nDCG@10", "------  -------", "ours       85.3", "wink        9.0"].join("\n"),
    );
  });
  it("fills missing cells with blanks", () => {
    expect(renderTextTable({ headers: ["a", "b"], rows: [["x"]], align: [] })).toBe(["a  b", "-  -", "x"].join("\n"));
  });
});

describe("renderMarkdownTable", () => {
  it("renders a header, an alignment rule and rows", () => {
    expect(renderMarkdownTable(table)).toBe(
      ["| system | nDCG@10 |", "|---|---:|", "| ours | 85.3 |", "| wink | 9.0 |"].join("\n"),
    );
  });
  it("escapes pipes in cells", () => {
    expect(renderMarkdownTable({ headers: ["a|b"], rows: [["c|d"]], align: [] })).toBe(
      ["| a\\|b |", "|---|", "| c\\|d |"].join("\n"),
    );
  });
});
