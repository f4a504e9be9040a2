// The numbers a maintainer asks first about a package: how big it is and how much it exports.
// Pure: the caller reads the files; `pnpm stats` prints the result for every package.

/** One source file of a package, relative to the package folder. */
export interface SourceFile {
  readonly path: string;
  readonly text: string;
}

/** The size and public surface of one package. */
export interface PackageStats {
  readonly name: string;
  /** Source files that ship (not tests, not test helpers). */
  readonly files: number;
  readonly lines: number;
  readonly testFiles: number;
  readonly testLines: number;
  /** Per entry point from its `api-report.md`: `{ subpath, values, exports }`. */
  readonly entries: readonly { readonly subpath: string; readonly values: number; readonly exports: number }[];
}

/** True for a file that only tests use: `*.test.ts` or anything under a `test/` folder. */
export function isTestFile(path: string): boolean {
  return /\.test\.tsx?$/.test(path) || path.startsWith("test/") || path.includes("/test/");
}

function lineCount(text: string): number {
  if (text === "") return 0;
  return text.endsWith("\n") ? text.split("\n").length - 1 : text.split("\n").length;
}

const SECTION = /^## `([^`]+)`\s*$/;
const COUNTS = /^(\d+) exports: (\d+) values?, \d+ types?\.$/;

/** Reads the per-entry-point counts from the text `pnpm api-report` writes. */
export function readReportCounts(report: string): PackageStats["entries"] {
  const entries: { subpath: string; values: number; exports: number }[] = [];
  let subpath: string | undefined;
  for (const line of report.split("\n")) {
    const section = SECTION.exec(line);
    if (section?.[1] !== undefined) subpath = section[1];
    const counts = COUNTS.exec(line);
    if (counts !== null && subpath !== undefined) {
      entries.push({ subpath, exports: Number(counts[1]), values: Number(counts[2]) });
      subpath = undefined;
    }
  }
  return entries;
}

/** Totals one package's TypeScript sources and reads its API report (empty when it has none). */
export function packageStats(name: string, sources: readonly SourceFile[], report: string | undefined): PackageStats {
  const ts = sources.filter((file) => /\.tsx?$/.test(file.path) && !file.path.endsWith(".d.ts"));
  const tests = ts.filter((file) => isTestFile(file.path));
  const shipped = ts.filter((file) => !isTestFile(file.path));
  const sum = (files: readonly SourceFile[]): number => files.reduce((total, file) => total + lineCount(file.text), 0);
  return {
    name,
    files: shipped.length,
    lines: sum(shipped),
    testFiles: tests.length,
    testLines: sum(tests),
    entries: report === undefined ? [] : readReportCounts(report),
  };
}

/** The `count` longest shipped files across packages, longest first (ties by path). */
export function largestFiles(
  packages: readonly { readonly dir: string; readonly sources: readonly SourceFile[] }[],
  count: number,
): { readonly path: string; readonly lines: number }[] {
  return packages
    .flatMap(({ dir, sources }) =>
      sources
        .filter((file) => /\.tsx?$/.test(file.path) && !isTestFile(file.path))
        .map((file) => ({ path: `${dir}/${file.path}`, lines: lineCount(file.text) })),
    )
    .sort((a, b) => b.lines - a.lines || (a.path < b.path ? -1 : 1))
    .slice(0, count);
}
