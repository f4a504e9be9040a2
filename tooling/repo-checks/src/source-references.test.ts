import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { brokenDocReferences, codeFiles, foreignReferences, headings } from "./source-references.js";
import { REPO_ROOT } from "./workspace.js";

/** This check and its test spell out the patterns they look for, so they are not scanned. */
const SELF = new Set([
  "tooling/repo-checks/src/source-references.ts",
  "tooling/repo-checks/src/source-references.test.ts",
]);
const files = codeFiles(REPO_ROOT).filter((file) => !SELF.has(file.path));

function readPage(page: string): string | undefined {
  const path = join(REPO_ROOT, page);
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}

describe("code points only at the repository's own docs", () => {
  it("scans the packages' and the tooling's sources", () => {
    const paths = files.map((file) => file.path);
    expect(paths).toContain("packages/catalog/src/listing/build.ts");
    expect(paths).toContain("tooling/eval/src/admission-targets.ts");
    expect(paths.some((path) => path.includes("/node_modules/") || path.includes("/dist/"))).toBe(false);
  });

  it("no source file cites design-brief sections or tracker issue numbers", () => {
    expect(files.flatMap(foreignReferences)).toEqual([]);
  });

  it("every docs page (and quoted section) a source file names exists", () => {
    expect(files.flatMap((file) => brokenDocReferences(file, readPage))).toEqual([]);
  });
});

describe("foreignReferences", () => {
  it("finds brief sections and issue numbers, with their line", () => {
    const text = [
      "// fine: docs/spec/listing.md",
      "// the degradation order (DESIGN 4.6)",
      "/** as asked in issue 8 */",
      "it('DESIGN section 2')",
    ].join("\n");
    expect(foreignReferences({ path: "a.ts", text }).map((finding) => finding.line)).toEqual([2, 3, 4]);
  });

  it("accepts issue-like words that are no issue number and identifiers that contain the word", () => {
    const text = [
      'const q = "create issue0 comment";',
      "// create_issue, list_issues",
      "const DESIGN_TOKENS = 1;",
      "// issue12 is a fixture name",
    ].join("\n");
    expect(foreignReferences({ path: "a.ts", text })).toEqual([]);
  });

  it.each(["issue #13", "issues 13", "Issue-16", "issue#2"])("flags %s", (phrase) => {
    expect(foreignReferences({ path: "a.ts", text: `// ${phrase}` })).toHaveLength(1);
  });
});

describe("brokenDocReferences", () => {
  const pages: Record<string, string> = { "docs/a.md": "# A\n\n## Bounded `x`\n\n```md\n## Not a heading\n```\n" };
  const read = (page: string): string | undefined => pages[page];

  it("accepts an existing page and an existing quoted section", () => {
    const text = '// docs/a.md and docs/a.md, "Bounded `x`"';
    expect(brokenDocReferences({ path: "a.ts", text }, read)).toEqual([]);
  });

  it("reports a missing page, a missing section and a heading inside a code fence", () => {
    const text = ["// docs/b.md", '// docs/a.md, "Nope"', '// docs/a.md, "Not a heading"'].join("\n");
    expect(brokenDocReferences({ path: "a.ts", text }, read).map((finding) => finding.text)).toEqual([
      "docs/b.md",
      'docs/a.md, "Nope"',
      'docs/a.md, "Not a heading"',
    ]);
  });

  it("looks only at comments, and not at example locations", () => {
    const text = ['const page = "docs/b.md";', "/** `docs/b.md:42: TS2345` */", 'run(); // docs/a.md, "Nope"'].join(
      "\n",
    );
    expect(brokenDocReferences({ path: "a.ts", text }, read).map((finding) => finding.line)).toEqual([3]);
  });

  it("reads headings without the markers", () => {
    expect(headings("# Title\n### Targets (`natural` mode) ##\nbody")).toEqual(["Title", "Targets (`natural` mode)"]);
  });
});
