import { describe, expect, it } from "vitest";
import { isTestFile, largestFiles, packageStats, readReportCounts } from "./codebase-stats.js";

const REPORT = [
  "# API report: `@hermes/x`",
  "",
  "## `@hermes/x`",
  "",
  "12 exports: 5 values, 7 types.",
  "",
  "| export | kind | signature |",
  "## `@hermes/x/internal`",
  "",
  "3 exports: 1 value, 2 types.",
].join("\n");

describe("codebase stats", () => {
  it("reads every entry point's counts from an API report", () => {
    expect(readReportCounts(REPORT)).toEqual([
      { subpath: "@hermes/x", exports: 12, values: 5 },
      { subpath: "@hermes/x/internal", exports: 3, values: 1 },
    ]);
  });

  it("separates shipped sources from tests and test helpers and counts their lines", () => {
    const stats = packageStats(
      "@hermes/x",
      [
        { path: "src/a.ts", text: "a\nb\n" },
        { path: "src/b.ts", text: "one line, no newline" },
        { path: "src/a.test.ts", text: "t\n" },
        { path: "test/helper.ts", text: "h\nh\nh\n" },
        { path: "dist/a.d.ts", text: "x\n" },
        { path: "src/data.json", text: "{}\n" },
      ],
      REPORT,
    );
    expect(stats).toMatchObject({ files: 2, lines: 3, testFiles: 2, testLines: 4 });
    expect(stats.entries).toHaveLength(2);
  });

  it("classifies test files", () => {
    expect([
      isTestFile("src/a.test.ts"),
      isTestFile("test/x.ts"),
      isTestFile("src/x/test/y.ts"),
      isTestFile("src/testing/server.ts"),
    ]).toEqual([true, true, true, false]);
  });

  it("lists the longest shipped files first, ties by path", () => {
    const lines = (n: number): string => "x\n".repeat(n);
    expect(
      largestFiles(
        [
          {
            dir: "packages/a",
            sources: [
              { path: "src/b.ts", text: lines(5) },
              { path: "src/a.test.ts", text: lines(99) },
            ],
          },
          {
            dir: "packages/b",
            sources: [
              { path: "src/a.ts", text: lines(5) },
              { path: "src/c.ts", text: lines(7) },
            ],
          },
        ],
        2,
      ),
    ).toEqual([
      { path: "packages/b/src/c.ts", lines: 7 },
      { path: "packages/a/src/b.ts", lines: 5 },
    ]);
  });
});
