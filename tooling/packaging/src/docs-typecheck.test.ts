import { describe, expect, it } from "vitest";
import { codeBlocks } from "./doc-check/code-blocks.js";
import { typecheckMarkdown, typecheckPages } from "./doc-check/typecheck-pages.js";

/** The getting-started pages whose code must compile against the packages as they are. */
const PAGES = [
  "docs/getting-started-ranker.md",
  "docs/getting-started-custom-runtime.md",
  "docs/getting-started-umbrella.md",
];

describe("getting-started code", () => {
  it("type-checks against the packages with the repository's strict settings", () => {
    expect(typecheckPages(PAGES)).toEqual([]);
  });

  it("reports a wrong call with the page line it is on", () => {
    const markdown = [
      "# Drift",
      "",
      "```ts",
      'import { Bm25Index } from "@hermes/bm25";',
      "",
      "new Bm25Index().search(42);",
      "```",
    ].join("\n");
    const problems = typecheckMarkdown([{ page: "docs/drift.md", markdown }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^docs\/drift\.md:6: TS2345: /);
  });
});

describe("codeBlocks", () => {
  it("keeps the requested languages with the line their code starts on", () => {
    const page = [
      "# T",
      "```ts",
      "const a = 1;",
      "```",
      "```sh",
      "ls",
      "```",
      "````typescript",
      "const b = 2;",
      "````",
    ].join("\n");
    expect(codeBlocks(page, ["ts", "typescript"])).toEqual([
      { line: 3, code: "const a = 1;" },
      { line: 9, code: "const b = 2;" },
    ]);
  });
});
