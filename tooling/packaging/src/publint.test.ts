import { beforeAll, describe, expect, it } from "vitest";
import { lintFiles, lintTarball } from "./lint-tarball.js";
import type { PackedWorkspace } from "./pack.js";
import { sharedPack } from "./shared-pack.js";
import { publishedPackages } from "./workspace.js";

let packed: PackedWorkspace;
beforeAll(() => {
  packed = sharedPack();
});

describe.each(publishedPackages().map((pkg) => pkg.manifest.name))("publint %s", (name) => {
  it("finds no error and no warning in the packed tarball", async () => {
    const findings = await lintTarball(packed.get(name).tarballPath);
    // Suggestions do not fail the check; they are printed so a release can look at them.
    for (const finding of findings.filter((f) => f.type === "suggestion"))
      console.info(`publint suggestion for ${name}: ${finding.text}`);
    expect(findings.filter((f) => f.type !== "suggestion")).toEqual([]);
  });
});

describe("publint wiring", () => {
  it("reports an export that points at a file the package does not ship", async () => {
    const manifest = {
      name: "broken",
      version: "1.0.0",
      type: "module",
      exports: { ".": { types: "./dist/index.d.ts", import: "./dist/index.js" } },
    };
    const findings = await lintFiles({ "package.json": JSON.stringify(manifest), "dist/index.js": "export {};\n" });
    expect(findings).toContainEqual(expect.objectContaining({ type: "error", code: "FILE_DOES_NOT_EXIST" }));
  });
});
