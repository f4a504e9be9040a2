import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { brokenLinks } from "./doc-check/doc-references.js";
import {
  anchors,
  citationProblem,
  citations,
  citedPaths,
  definitions,
  productSources,
} from "./doc-check/spec-citations.js";
import { REPO_ROOT } from "./workspace.js";

const SPEC_DIR = "docs/spec";
const PAGES = readdirSync(join(REPO_ROOT, SPEC_DIR))
  .filter((name) => name.endsWith(".md"))
  .sort()
  .map((name) => `${SPEC_DIR}/${name}`);
const AREAS = PAGES.filter((page) => !page.endsWith("/README.md"));
const read = (page: string): string => readFileSync(join(REPO_ROOT, page), "utf8");
const sources = productSources(REPO_ROOT);
/** The package each area page describes: its constants are looked up there first. */
const HOME: Readonly<Record<string, string>> = {
  "bridge-contract.md": "packages/bridge/",
  "connectors-protocol.md": "packages/connectors/",
  "dispatch-rules.md": "packages/dispatch/",
  "listing.md": "packages/catalog/",
  "tiers.md": "packages/catalog/",
};

/** Links `[text](page.md#anchor)` of a page whose anchor is no heading of the target page. */
function brokenAnchors(page: string): string[] {
  const broken: string[] = [];
  for (const match of read(page).matchAll(/\]\(([^)\s#]*)#([^)\s]+)\)/g)) {
    const target = match[1] === "" ? page : posix.join(dirname(page), match[1] ?? "");
    if (!target.endsWith(".md") || !existsSync(join(REPO_ROOT, target))) continue;
    if (!anchors(read(target)).has(match[2] ?? "")) broken.push(`${page} → ${target}#${match[2] ?? ""}`);
  }
  return broken;
}

describe("the spec pages", () => {
  it("are the index and the five areas", () => {
    expect(AREAS.map((page) => posix.basename(page))).toEqual([
      "bridge-contract.md",
      "connectors-protocol.md",
      "dispatch-rules.md",
      "listing.md",
      "tiers.md",
    ]);
  });

  it("are all linked from the index, and the index from the README and the architecture page", () => {
    const index = read(`${SPEC_DIR}/README.md`);
    for (const page of AREAS) expect(index).toContain(`](${posix.basename(page)})`);
    expect(read("README.md")).toContain("](docs/spec/README.md)");
    expect(read("docs/architecture.md")).toContain("](spec/README.md)");
  });

  it.each(PAGES)("%s links only to files and headings that exist", (page) => {
    expect(brokenLinks(REPO_ROOT, page, read(page))).toEqual([]);
    expect(brokenAnchors(page)).toEqual([]);
  });

  it.each(PAGES)("%s names only repository paths that exist", (page) => {
    expect(citedPaths(read(page)).filter((path) => !existsSync(join(REPO_ROOT, path)))).toEqual([]);
  });

  it("has a home package for every area page", () => {
    expect(AREAS.filter((page) => HOME[posix.basename(page)] === undefined)).toEqual([]);
  });

  it.each(AREAS)("%s cites constants, each with the value the code defines", (page) => {
    const cited = citations(read(page));
    expect(cited.length).toBeGreaterThan(0);
    const home = HOME[posix.basename(page)];
    const problems = cited
      .map((citation) => citationProblem(citation, sources, home))
      .filter((problem) => problem !== undefined);
    expect(problems).toEqual([]);
  });
});

describe("spec citations", () => {
  const code = new Map([
    [
      "packages/a/src/limits.ts",
      'export const MAX_A = 1_000;\nconst LABEL =\n  "Deferred `x`:";\nexport const OBJ = Object.freeze({ a: 1 });',
    ],
    ["packages/b/src/copy.ts", "export const MAX_A = 999;"],
    [
      "packages/c/src/texts.ts",
      "export const HINT =\n  \"Sign in again. \" +\n  'Then retry.';\nconst TIMEOUTS = Object.freeze({ search: 30_000, schemas: 10_000 });",
    ],
    [
      "packages/d/src/keys.ts",
      'const KEYS = Object.freeze({\n  on: switchKey({ name: "on", default: "auto" }),\n  cap: numberKey({ name: "cap", range: { min: 1, max: 9 }, default: 4_000 }),\n  list: namesKey({ name: "list", default: LIST }),\n});',
    ],
  ]);

  it("reads numbers, texts and texts holding backticks", () => {
    const page = "`MAX_A` = 1_000 items; `LABEL` = `` Deferred `x`: ``; `NAME` = `plain text`.";
    expect(citations(page)).toEqual([
      { name: "MAX_A", value: 1000 },
      { name: "LABEL", value: "Deferred `x`:" },
      { name: "NAME", value: "plain text" },
    ]);
  });

  it("finds every definition of a constant, with its literal", () => {
    expect(definitions("MAX_A", code)).toEqual([
      { file: "packages/a/src/limits.ts", value: 1000 },
      { file: "packages/b/src/copy.ts", value: 999 },
    ]);
    expect(definitions("LABEL", code)).toEqual([{ file: "packages/a/src/limits.ts", value: "Deferred `x`:" }]);
    expect(definitions("OBJ", code)).toEqual([{ file: "packages/a/src/limits.ts", value: undefined }]);
  });

  it("joins strings concatenated with + and reads one entry of a constant object", () => {
    expect(definitions("HINT", code)).toEqual([
      { file: "packages/c/src/texts.ts", value: "Sign in again. Then retry." },
    ]);
    expect(definitions("TIMEOUTS.schemas", code)).toEqual([{ file: "packages/c/src/texts.ts", value: 10000 }]);
    expect(definitions("TIMEOUTS.execute", code)).toEqual([{ file: "packages/c/src/texts.ts", value: undefined }]);
    expect(citations("`TIMEOUTS.search` = 30_000 ms")).toEqual([{ name: "TIMEOUTS.search", value: 30000 }]);
  });

  it("reads the default of a declared config key", () => {
    expect(definitions("KEYS.cap", code)).toEqual([{ file: "packages/d/src/keys.ts", value: 4000 }]);
    expect(definitions("KEYS.on", code)).toEqual([{ file: "packages/d/src/keys.ts", value: "auto" }]);
    expect(definitions("KEYS.list", code)).toEqual([{ file: "packages/d/src/keys.ts", value: undefined }]);
  });

  it("reports a missing constant, a differing copy and a value that is not a literal", () => {
    expect(citationProblem({ name: "LABEL", value: "Deferred `x`:" }, code)).toBeUndefined();
    expect(citationProblem({ name: "GONE", value: 1 }, code)).toContain("no `const GONE`");
    expect(citationProblem({ name: "MAX_A", value: 1000 }, code)).toBe(
      "MAX_A: the page says 1000, packages/b/src/copy.ts has 999",
    );
    expect(citationProblem({ name: "OBJ", value: 1 }, code)).toContain("(not a literal)");
  });

  it("prefers the definitions of the page's own package when it has one", () => {
    expect(citationProblem({ name: "MAX_A", value: 999 }, code, "packages/b/")).toBeUndefined();
    expect(citationProblem({ name: "MAX_A", value: 999 }, code, "packages/a/")).toContain("has 1000");
    expect(citationProblem({ name: "LABEL", value: "Deferred `x`:" }, code, "packages/b/")).toBeUndefined();
  });

  it("gives headings GitHub's anchors", () => {
    expect([
      ...anchors("# Spec: the bridge\n## The batch rule\n### Targets (`natural` mode)\n```\n# not one\n```"),
    ]).toEqual(["spec-the-bridge", "the-batch-rule", "targets-natural-mode"]);
  });

  it("reads the product sources, not the tests", () => {
    expect(sources.has("packages/bridge/src/limits.ts")).toBe(true);
    expect([...sources.keys()].some((path) => path.endsWith(".test.ts"))).toBe(false);
  });
});
