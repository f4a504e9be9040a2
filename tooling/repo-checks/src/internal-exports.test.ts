import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { exportedNames, namesImportedFrom, unusedInternalExports, type SourceFile } from "./internal-exports.js";
import { readPackages, REPO_ROOT } from "./workspace.js";

const SKIPPED = new Set(["node_modules", "dist", "reports", "coverage"]);

function* typescriptFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED.has(entry.name)) yield* typescriptFiles(join(dir, entry.name));
    } else if (/\.(?:ts|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) yield join(dir, entry.name);
  }
}

const workspace = [...readPackages("packages"), ...readPackages("tooling")];
const sources: SourceFile[] = workspace.flatMap(({ dir, manifest }) =>
  [...typescriptFiles(join(REPO_ROOT, dir))].map((path) => ({
    owner: manifest.name,
    path,
    text: readFileSync(path, "utf8"),
  })),
);
const entries: SourceFile[] = readPackages("packages")
  .map(({ dir, manifest }) => ({ owner: manifest.name, path: join(REPO_ROOT, dir, "src/internal.ts") }))
  .filter(({ path }) => existsSync(path))
  .map((entry) => ({ ...entry, text: readFileSync(entry.path, "utf8") }));

const file = (owner: string, text: string): SourceFile => ({ owner, path: `${owner}.ts`, text });

describe("the ./internal entries of the workspace", () => {
  it("export only what another package imports (move the rest to relative imports)", () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(unusedInternalExports(entries, sources)).toEqual([]);
  });
});

describe("unusedInternalExports", () => {
  const entry = file(
    "@x/a",
    'export { lent, keptHome } from "./lent.js";\nexport type { Shape } from "./shape.js";\nexport const LIMIT = 3;\nexport function helper(): void {}\n',
  );

  it("reads the names of re-exports, constants, functions and types", () => {
    expect(exportedNames(entry)).toEqual(["LIMIT", "Shape", "helper", "keptHome", "lent"]);
  });

  it("counts named imports and re-exports of other packages only, with or without type", () => {
    const others = [
      file("@x/b", 'import { lent, type Shape as S } from "@x/a/internal";\nexport { LIMIT } from "@x/a/internal";'),
      file("@x/a", 'import { keptHome, helper } from "@x/a/internal";'),
      file("@x/c", 'import { keptHome } from "@x/a";'),
    ];
    expect(unusedInternalExports([entry], others)).toEqual([
      { entry: "@x/a/internal", name: "helper" },
      { entry: "@x/a/internal", name: "keptHome" },
    ]);
  });

  it("treats a namespace import or a dynamic import as using every name", () => {
    expect(namesImportedFrom(file("@x/b", 'import * as a from "@x/a/internal";'), "@x/a/internal")).toEqual(["*"]);
    expect(unusedInternalExports([entry], [file("@x/b", 'const a = await import("@x/a/internal");')])).toEqual([]);
  });
});
