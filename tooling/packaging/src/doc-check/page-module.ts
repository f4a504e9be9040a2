import { basename, join } from "node:path";
import { PACKAGING_DIR } from "../workspace.js";
import { codeBlocks } from "./code-blocks.js";

/** One page's TypeScript as one module: its ` ```ts ` blocks in page order. */
export interface PageModule {
  readonly page: string;
  /** A path inside this package (so `@hermes/*` resolves to the workspace packages); never written. */
  readonly file: string;
  readonly text: string;
  /** Line of the module (0-based) → line of the page (1-based). */
  readonly lines: readonly number[];
}

/** Joins the ` ```ts ` / ` ```typescript ` blocks of `markdown` into one module. */
export function pageModule(page: string, markdown: string): PageModule {
  const text: string[] = [];
  const lines: number[] = [];
  for (const block of codeBlocks(markdown, ["ts", "typescript"])) {
    block.code.split("\n").forEach((line, index) => {
      text.push(line);
      lines.push(block.line + index);
    });
  }
  const file = join(PACKAGING_DIR, "src", "doc-check", "pages", `${basename(page, ".md")}.ts`);
  return { page, file, text: text.join("\n"), lines };
}
