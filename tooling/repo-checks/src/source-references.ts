// What code comments may point at: the repository's own docs/ pages (a clone has nothing else).
// Pure functions over file texts, plus a reader of the files they apply to.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** One file of the repository: its path relative to the root (`/`-separated) and its text. */
export interface SourceText {
  readonly path: string;
  readonly text: string;
}

/** A line of a file that breaks a rule, for the failure message. */
export interface Finding {
  readonly path: string;
  readonly line: number;
  readonly text: string;
}

/** A product-brief section ("the design brief, section 4.6"), which no clone holds. */
const BRIEF_REFERENCE = /\bDESIGN\b/;

/** A tracker issue number (`issue 8`, `issues #13`, `issue-16`): meaningless outside the tracker. */
const ISSUE_NUMBER = /\bissues?(?:\s+#?|\s*#|-)\d+\b/i;

/**
 * A docs page, with an optional quoted section: `docs/security.md, "Bounded validation"`. A
 * page followed by `:<line>` is a location in an example message, not a reference.
 */
const DOC_REFERENCE = /\bdocs\/([A-Za-z0-9_./-]+?\.md)(?!:\d)(?:, "([^"]+)")?/g;

/** The comment part of a line: a line starting a comment, or what follows ` // `; `""` for code. */
function commentOf(line: string): string {
  const trimmed = line.trimStart();
  if (trimmed.startsWith("//") || trimmed.startsWith("*") || trimmed.startsWith("/*")) return trimmed;
  const at = line.indexOf(" // ");
  return at < 0 ? "" : line.slice(at);
}

const CODE_FILE = /\.(?:ts|mts|cts|js|mjs|cjs)$/;

function linesMatching(file: SourceText, pattern: RegExp): Finding[] {
  return file.text
    .split("\n")
    .map((text, index) => ({ path: file.path, line: index + 1, text: text.trim() }))
    .filter(({ text }) => pattern.test(text));
}

/**
 * Lines that cite the product brief (`DESIGN …`) or a tracker issue number instead of a docs
 * page. Empty when the file is clean.
 *
 * @example
 * ```ts
 * foreignReferences({ path: "a.ts", text: "// see docs/spec/listing.md" }); // []
 * ```
 */
export function foreignReferences(file: SourceText): Finding[] {
  return [...linesMatching(file, BRIEF_REFERENCE), ...linesMatching(file, ISSUE_NUMBER)].sort(
    (a, b) => a.line - b.line,
  );
}

/** The heading texts of a Markdown page (`## Bounded validation` → `Bounded validation`), outside code fences. */
export function headings(markdown: string): string[] {
  const found: string[] = [];
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(`{3,}|~{3,})/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (heading?.[1] !== undefined) found.push(heading[1]);
  }
  return found;
}

/**
 * References to docs pages in a file's comments that point nowhere: a page that does not
 * exist, or a quoted section that is not a heading of that page (strings in code, such as
 * test fixtures, are not references). `readPage` returns a page's text, or
 * `undefined` when there is no such page.
 *
 * @example
 * ```ts
 * brokenDocReferences({ path: "a.ts", text: '// docs/x.md, "Y"' }, () => undefined); // one finding
 * ```
 */
export function brokenDocReferences(file: SourceText, readPage: (page: string) => string | undefined): Finding[] {
  const broken: Finding[] = [];
  file.text.split("\n").forEach((line, index) => {
    for (const match of commentOf(line).matchAll(DOC_REFERENCE)) {
      const page = `docs/${match[1] ?? ""}`;
      const section = match[2];
      const markdown = readPage(page);
      const missing = markdown === undefined || (section !== undefined && !headings(markdown).includes(section));
      if (missing) broken.push({ path: file.path, line: index + 1, text: match[0] });
    }
  });
  return broken;
}

function walk(root: string, dir: string, into: SourceText[]): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(root, path, into);
    else if (CODE_FILE.test(entry.name))
      into.push({ path: relative(root, path).split("\\").join("/"), text: readFileSync(path, "utf8") });
  }
}

/** Every code file under `packages/*\/src` and `tooling/*\/src`, sorted by path. */
export function codeFiles(root: string): SourceText[] {
  const files: SourceText[] = [];
  for (const group of ["packages", "tooling"]) {
    for (const entry of readdirSync(join(root, group), { withFileTypes: true })) {
      const src = join(root, group, entry.name, "src");
      if (entry.isDirectory() && existsSync(src)) walk(root, src, files);
    }
  }
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
