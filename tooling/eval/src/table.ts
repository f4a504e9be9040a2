// A table as header + rows of cells, rendered as aligned text or as Markdown.

export type Align = "left" | "right";

export interface Table {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Per column; columns without an entry align left. */
  readonly align: readonly Align[];
}

function cell(row: readonly string[], column: number): string {
  return row[column] ?? "";
}

function pad(text: string, width: number, align: Align): string {
  return align === "right" ? text.padStart(width) : text.padEnd(width);
}

/** Plain-text table: columns padded to their widest cell, two spaces apart, a dashed rule under the header. */
export function renderTextTable(table: Table): string {
  const columns = table.headers.length;
  const widths = table.headers.map((header, c) =>
    Math.max(header.length, ...table.rows.map((row) => cell(row, c).length)),
  );
  const line = (row: readonly string[]): string =>
    Array.from({ length: columns }, (_, c) => pad(cell(row, c), widths[c] ?? 0, table.align[c] ?? "left"))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(table.headers), rule, ...table.rows.map(line)].join("\n");
}

function escapeMarkdown(text: string): string {
  return text.replaceAll("|", "\\|");
}

/** GitHub-flavoured Markdown table; `|` in cells is escaped. */
export function renderMarkdownTable(table: Table): string {
  const columns = table.headers.length;
  const line = (row: readonly string[]): string =>
    `| ${Array.from({ length: columns }, (_, c) => escapeMarkdown(cell(row, c))).join(" | ")} |`;
  const rule = `|${Array.from({ length: columns }, (_, c) => (table.align[c] === "right" ? "---:" : "---")).join("|")}|`;
  return [line(table.headers), rule, ...table.rows.map(line)].join("\n");
}
