import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { publishedPackages, REPO_ROOT } from "./workspace.js";

const pages = [
  ...readdirSync(join(REPO_ROOT, "docs"))
    .filter((file) => /^getting-started-.*\.md$/.test(file))
    .map((file) => join("docs", file)),
  ...publishedPackages().map((pkg) => join("packages", pkg.dir.split("/").at(-1) ?? "", "README.md")),
];
const rootScripts = (
  JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }
).scripts;

describe("every getting-started page and package README", () => {
  it.each(pages)("%s says what to do before the packages are on npm", (page) => {
    const text = readFileSync(join(REPO_ROOT, page), "utf8");
    expect(text).toContain("**Before the packages are on npm:**");
    expect(text).toContain("`pnpm install && pnpm pack:all`");
    expect(text).toContain("`pnpm exec hermes-tool-search …`");
  });

  it("points at root scripts that exist", () => {
    expect(rootScripts["pack:all"]).toContain("pack:all");
  });
});
