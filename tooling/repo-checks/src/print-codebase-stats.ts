// Prints files, lines and value exports per package, and the largest files: pnpm stats
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { largestFiles, packageStats, type SourceFile } from "./codebase-stats.js";
import { readPackages, REPO_ROOT } from "./workspace.js";

const SKIPPED = new Set(["node_modules", "dist", "reports", ".turbo", "coverage"]);

function readSources(dir: string): SourceFile[] {
  const root = join(REPO_ROOT, dir);
  const files: SourceFile[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) walk(path);
      else if (entry.isFile())
        files.push({ path: relative(root, path).split("\\").join("/"), text: readFileSync(path, "utf8") });
    }
  };
  for (const top of ["src", "test"]) if (existsSync(join(root, top))) walk(join(root, top));
  return files;
}

const packages = readPackages("packages").map((pkg) => ({
  dir: pkg.dir,
  name: pkg.manifest.name,
  sources: readSources(pkg.dir),
}));
const rows = packages.map(({ dir, name, sources }) => {
  const reportPath = join(REPO_ROOT, dir, "api-report.md");
  const stats = packageStats(name, sources, existsSync(reportPath) ? readFileSync(reportPath, "utf8") : undefined);
  const values = stats.entries.map((entry) => `${entry.subpath.slice(name.length) || "."} ${entry.values}`).join(", ");
  return `| ${name} | ${stats.files} | ${stats.lines} | ${stats.testFiles} | ${stats.testLines} | ${values} |`;
});
const largest = largestFiles(packages, 10).map((file) => `| ${file.path} | ${file.lines} |`);
process.stdout.write(
  [
    "| package | files | lines | test files | test lines | value exports per entry point |",
    "|---|---:|---:|---:|---:|---|",
    ...rows,
    "",
    "| largest shipped file | lines |",
    "|---|---:|",
    ...largest,
    "",
  ].join("\n"),
);
