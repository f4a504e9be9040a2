import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ioImports, ioViolations, isTestFile, type SourceFile } from "./io-imports.js";
import { LAYERS } from "./layering.js";
import { readPackages, REPO_ROOT } from "./workspace.js";

function sources(dir: string, prefix = ""): SourceFile[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name === "dist" ? [] : sources(dir, path);
    return path.endsWith(".ts") ? [{ path, text: readFileSync(join(dir, path), "utf8") }] : [];
  });
}

describe("I/O in the workspace's packages", () => {
  it("happens only in the packages whose layering rule allows it", () => {
    const problems = readPackages("packages").flatMap(({ dir, manifest }) => {
      const rule = LAYERS[manifest.name];
      if (rule === undefined || rule.io) return [];
      return ioViolations(manifest.name, sources(join(REPO_ROOT, dir), "src"));
    });
    expect(problems).toEqual([]);
  });

  it("is allowed to connectors, the MCP layer, the umbrella and the CLI only", () => {
    expect(
      Object.keys(LAYERS)
        .filter((name) => LAYERS[name]?.io === true)
        .sort(),
    ).toEqual(["@hermes/cli", "@hermes/connectors", "@hermes/mcp", "@hermes/tool-search"]);
  });
});

describe("ioViolations", () => {
  it("finds static, dynamic and side-effect imports of I/O modules, with or without node:", () => {
    expect(
      ioImports(
        'import { readFileSync } from "node:fs";\nconst http = await import("http");\nimport "node:child_process";',
      ),
    ).toEqual(["fs", "http", "child_process"]);
    expect(ioImports('import { createHash } from "node:crypto";\nimport { fsCompat } from "./fs.js";')).toEqual([]);
  });

  it("reports a source file of a pure package and ignores its tests and test helpers", () => {
    const files: SourceFile[] = [
      { path: "src/plan.ts", text: 'import { writeFileSync } from "node:fs";' },
      { path: "src/plan.test.ts", text: 'import { readFileSync } from "node:fs";' },
      { path: "src/test-fixtures.ts", text: 'import { readFileSync } from "node:fs";' },
      { path: "test/server.ts", text: 'import { createServer } from "node:http";' },
    ];
    expect(ioViolations("@hermes/pure", files)).toEqual(["@hermes/pure does no I/O, but src/plan.ts imports node:fs"]);
    expect(["src/a.test.ts", "test/pairs.ts", "src/x/test/y.ts", "src/test-dist.ts"].every(isTestFile)).toBe(true);
    expect(isTestFile("src/latest-run.ts")).toBe(false);
  });
});
