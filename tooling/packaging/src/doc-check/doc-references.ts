import { existsSync } from "node:fs";
import { dirname, join, posix } from "node:path";

/**
 * Relative Markdown links of a page (`[text](other.md)`, `[text](../packages/x/README.md#y)`)
 * that point at no file, as `page → target`. External links and pure anchors are skipped.
 */
export function brokenLinks(root: string, page: string, markdown: string): string[] {
  const broken: string[] = [];
  for (const match of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = (match[1] ?? "").split("#")[0] ?? "";
    if (target === "" || /^[a-z]+:/i.test(target)) continue;
    if (!existsSync(join(root, dirname(page), target))) broken.push(`${page} → ${target}`);
  }
  return broken;
}

/**
 * Test files named in the table rows of a page that do not exist. In a row, the first full path
 * (`packages/x/src/a.test.ts`) names the package; the shorter names after it are relative to that
 * package's `src/` (`b.test.ts`, `mcp/c.test.ts`).
 */
export function missingTestFiles(root: string, markdown: string): string[] {
  const missing: string[] = [];
  for (const line of markdown.split("\n").filter((row) => row.startsWith("|"))) {
    let folder = "";
    for (const match of line.matchAll(/`([\w./-]+\.test\.ts)`/g)) {
      const name = match[1] ?? "";
      const source = /^packages\/[^/]+\/src\//.exec(name);
      if (source !== null) folder = source[0];
      const path = name.startsWith("packages/") ? name : posix.join(folder, name);
      if (folder === "" || !existsSync(join(root, path))) missing.push(path);
    }
  }
  return missing;
}
