/** A fenced code block of a Markdown page, with the line its code starts on (1-based). */
export interface CodeBlock {
  readonly line: number;
  readonly code: string;
}

const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/;

/**
 * The fenced code blocks of `markdown` whose info string is one of `languages` (e.g. `ts`,
 * `typescript`), in page order. Blocks of other languages (`sh`, `json`) are skipped.
 */
export function codeBlocks(markdown: string, languages: readonly string[]): CodeBlock[] {
  const lines = markdown.split("\n");
  const blocks: CodeBlock[] = [];
  for (let at = 0; at < lines.length; at += 1) {
    const open = FENCE.exec(lines[at] ?? "");
    if (open === null) continue;
    const fence = open[2] ?? "```";
    const language = open[3] ?? "";
    const body: string[] = [];
    let end = at + 1;
    while (end < lines.length && !(lines[end] ?? "").trim().startsWith(fence)) body.push(lines[end++] ?? "");
    if (languages.includes(language)) blocks.push({ line: at + 2, code: body.join("\n") });
    at = end;
  }
  return blocks;
}
