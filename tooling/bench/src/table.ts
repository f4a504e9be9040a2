import type { Grid } from "./grid.js";

/** A fixed-width text table: first column left-aligned, the figures right-aligned. */
export function renderTextTable(grid: Grid): string {
  const lines = [grid.headers, ...grid.rows];
  const widths = grid.headers.map((_, col) => Math.max(...lines.map((line) => (line[col] ?? "").length)));
  const render = (line: readonly string[]): string =>
    widths
      .map((width, col) => {
        const cell = line[col] ?? "";
        return col === 0 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join("  ")
      .trimEnd();
  const rule = "-".repeat(widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1));
  return [
    `${grid.suite} — ${grid.caption}`,
    render(grid.headers),
    rule,
    ...grid.rows.map(render),
    ...grid.notes.map((note) => `  ${note}`),
  ].join("\n");
}

/** Every grid, separated by blank lines, plus the legend for the ratio lines. */
export function renderTextReport(grids: readonly Grid[]): string {
  const legend = "ratio = ours / best peer; for qps higher is better, for the others lower is better.";
  return [...grids.map(renderTextTable), legend].join("\n\n") + "\n";
}
