import { describe, expect, it } from "vitest";
import { undocumentedExports } from "./tsdoc-coverage.js";
import { publishedPackages } from "./workspace.js";

describe("TSDoc", () => {
  it("documents every export of every entry point (in the built .d.ts)", () => {
    expect(undocumentedExports(publishedPackages())).toEqual([]);
  });
});
