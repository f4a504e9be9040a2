import { beforeAll, describe, expect, it } from "vitest";
import type { PackedWorkspace } from "./pack.js";
import { sharedPack } from "./shared-pack.js";
import { checkTypes } from "./types-check.js";
import { publishedPackages } from "./workspace.js";

let packed: PackedWorkspace;
beforeAll(() => {
  packed = sharedPack();
});

/** Every subpath a package's `exports` declares, e.g. `[".", "./package.json", "./testing"]`. */
const exportedSubpaths = (exports: unknown): string[] => Object.keys(exports as Record<string, unknown>).sort();

describe.each(publishedPackages().map((pkg) => pkg.manifest.name))("are the types wrong: %s", (name) => {
  it("resolves every entry point's types for ESM consumers (node16 from ESM, bundler)", async () => {
    const pkg = packed.get(name);
    const report = await checkTypes(pkg.tarballPath);
    expect([...report.entrypoints].sort()).toEqual(exportedSubpaths(pkg.packedManifest["exports"]));
    expect(report.problems).toEqual([]);
    expect(report.exitCode).toBe(0);
    // The CommonJS-only findings the esm-only profile ignores; anything else there is new and worth a look.
    for (const problem of report.ignored) {
      expect(["CJSResolvesToESM", "NoResolution"]).toContain(problem.kind);
      if (problem.kind === "NoResolution") expect(problem.resolutionKind).toBe("node10");
    }
  });
});
