import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { PACKAGING_DIR } from "../workspace.js";
import { pageModule, type PageModule } from "./page-module.js";

const run = promisify(execFile);
const MARKER = "__doc_results__";

/** `console.log(values); // expected — remark` on one line. */
const COMMENTED_LOG = /^(\s*)console\.log\((.*)\);\s*\/\/\s*(.+)$/;

/** What a commented `console.log` printed against what its comment says. */
export interface PrintedValue {
  /** `docs/page.md:42`. */
  readonly at: string;
  readonly expected: string;
  readonly actual: string;
}

/** The comment's value: the text before a ` — ` remark. */
const expectedOf = (comment: string): string => comment.split(" — ")[0]?.trim() ?? "";

/**
 * The module with every commented `console.log(a, b); // x` line replaced by a recorder, and
 * a last line printing what was recorded (after a marker).
 */
function instrument(module: PageModule): string {
  const lines = module.text.split("\n").map((line, index) => {
    const match = COMMENTED_LOG.exec(line);
    if (match === null) return line;
    const [, indent = "", values = "", comment = ""] = match;
    const at = `${module.page}:${module.lines[index] ?? "?"}`;
    return `${indent}__record(${JSON.stringify(at)}, ${JSON.stringify(expectedOf(comment))}, ${values});`;
  });
  return [
    "const __printed = [];",
    'const __record = (at, expected, ...values) => { __printed.push({ at, expected, actual: values.map((value) => JSON.stringify(value)).join(" ") }); };',
    ...lines,
    `console.log(${JSON.stringify(MARKER)} + JSON.stringify(__printed));`,
  ].join("\n");
}

/** Whitespace-free text, with `…` in `expected` matching anything. */
export function matchesComment(expected: string, actual: string): boolean {
  const squeeze = (text: string): string => text.replace(/\s+/g, "");
  const pattern = squeeze(expected)
    .split("…")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${pattern}$`, "s").test(squeeze(actual));
}

/**
 * Runs the ` ```ts ` blocks of a page as one ES module with node (transpiled, no type check:
 * that is `typecheckMarkdown`'s job) and returns, for every `console.log(…); // value` line,
 * what it printed and what the comment says. Values are compared as JSON without whitespace.
 * `files` are written next to the module first (a config file the page reads, by name).
 */
export async function runPage(
  page: string,
  markdown: string,
  files: Readonly<Record<string, string>> = {},
): Promise<PrintedValue[]> {
  const module = pageModule(page, markdown);
  const { outputText } = ts.transpileModule(instrument(module), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const dir = mkdtempSync(join(tmpdir(), "hermes-doc-run-"));
  try {
    symlinkSync(join(PACKAGING_DIR, "node_modules"), join(dir, "node_modules"), "dir");
    writeFileSync(join(dir, "page.mjs"), outputText);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    const { stdout } = await run(process.execPath, [join(dir, "page.mjs")], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
    const line = stdout.split("\n").find((text) => text.startsWith(MARKER)) ?? `${MARKER}[]`;
    return JSON.parse(line.slice(MARKER.length)) as PrintedValue[];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
