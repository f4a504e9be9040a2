// Which files in a tree prettier would rewrite: the check behind `pnpm format:check` and its test.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import * as prettier from "prettier";

/** Folders never walked: installed, built or generated per machine. */
const SKIPPED_DIRS = new Set([".git", "node_modules", "dist", "reports", "coverage", ".turbo"]);

function* walk(root: string, dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) yield* walk(root, join(dir, entry.name));
    } else if (entry.isFile()) {
      yield join(dir, entry.name);
    }
  }
}

/**
 * The files under `root` that prettier formats (it has a parser for them and `.prettierignore`
 * does not exclude them) whose text differs from prettier's output, as paths relative to `root`,
 * sorted. Options come from the config prettier resolves for each file.
 */
export async function unformattedFiles(root: string): Promise<string[]> {
  const ignorePath = join(root, ".prettierignore");
  const found: string[] = [];
  for (const file of walk(root, root)) {
    const info = await prettier.getFileInfo(file, { ignorePath });
    if (info.ignored || info.inferredParser === null) continue;
    const options = (await prettier.resolveConfig(file)) ?? {};
    const text = readFileSync(file, "utf8");
    if (!(await prettier.check(text, { ...options, filepath: file })))
      found.push(relative(root, file).split("\\").join("/"));
  }
  return found.sort();
}
