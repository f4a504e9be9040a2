import { describe, expect, it } from "vitest";
import { mergeSections } from "./doc-merge.js";

const DOC = "# Benchmarks\n\nintro\n\n## Machine\n\n| a |\n\n## bm25: x\n\nold bm25\n\n## catalog: y\n\nold catalog\n";

describe("mergeSections", () => {
  it("replaces the section with the same heading and keeps the others byte for byte", () => {
    expect(mergeSections(DOC, ["## bm25: x\n\nnew bm25"])).toBe(
      "# Benchmarks\n\nintro\n\n## Machine\n\n| a |\n\n## bm25: x\n\nnew bm25\n\n## catalog: y\n\nold catalog\n",
    );
  });

  it("appends a section the document does not have yet", () => {
    expect(mergeSections(DOC, ["## gateway: z\n\nfigures\n"])).toBe(`${DOC}\n## gateway: z\n\nfigures\n`);
  });
});
