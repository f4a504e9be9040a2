import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { PackedWorkspace } from "./pack.js";
import { sharedPack } from "./shared-pack.js";
import { danglingReferences } from "./tarball-imports.js";
import { publishedPackages, REPO_ROOT } from "./workspace.js";
import { isRecord } from "@hermes/catalog/internal";

let packed: PackedWorkspace;
beforeAll(() => {
  packed = sharedPack();
});

const rootEngines = (JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { engines: { node: string } })
  .engines;
const DEPENDENCY_FIELDS = ["dependencies", "peerDependencies", "optionalDependencies"] as const;

describe.each(publishedPackages().map((pkg) => pkg.manifest.name))("packed manifest of %s", (name) => {
  const pkg = () => packed.get(name);
  const manifest = () => pkg().packedManifest;

  it("is ESM, side-effect free, publishes dist only, and states the Node engine", () => {
    expect(manifest()["type"]).toBe("module");
    expect(manifest()["sideEffects"]).toBe(false);
    // dist, less built files that are not for users (`!dist/…`, e.g. a test fixture server).
    const [first, ...exclusions] = manifest()["files"] as readonly string[];
    expect(first).toBe("dist");
    for (const exclusion of exclusions) {
      expect(exclusion).toMatch(/^!dist\/[^*]+\*?$/);
      const prefix = exclusion.slice(1).replace(/\*$/, "");
      expect(
        [...pkg().tarball.files.keys()].filter((file) => file.startsWith(prefix)),
        exclusion,
      ).toEqual([]);
    }
    expect(manifest()["engines"]).toEqual(rootEngines);
    expect(manifest()["license"]).toBe("MIT");
    expect(typeof manifest()["description"]).toBe("string");
    expect(manifest()["keywords"]).toEqual(expect.arrayContaining([expect.any(String)]));
  });

  it("holds only package.json, README.md, LICENSE and built files — no tests", () => {
    const files = [...pkg().tarball.files.keys()];
    expect(files.filter((file) => !file.startsWith("dist/")).sort()).toEqual(["LICENSE", "README.md", "package.json"]);
    expect(files.filter((file) => /\.test\.|\/test-[^/]*$/.test(file))).toEqual([]);
  });

  it("exports every entry point with types first, and every file it names is in the tarball", () => {
    const exports = manifest()["exports"];
    expect(isRecord(exports)).toBe(true);
    for (const [subpath, target] of Object.entries(exports as Record<string, unknown>)) {
      if (subpath === "./package.json") continue;
      expect(isRecord(target), subpath).toBe(true);
      const conditions = target as Record<string, unknown>;
      expect(Object.keys(conditions)[0], `${subpath} lists types first`).toBe("types");
      expect(Object.keys(conditions), `${subpath} has types, then one default for import and require`).toEqual([
        "types",
        "default",
      ]);
      for (const file of [conditions["types"], conditions["default"]]) {
        expect(typeof file, subpath).toBe("string");
        expect(pkg().tarball.files.has(String(file).replace(/^\.\//, "")), `${subpath} → ${String(file)}`).toBe(true);
      }
    }
    for (const field of ["main", "types"])
      expect(pkg().tarball.files.has(String(manifest()[field]).replace(/^\.\//, ""))).toBe(true);
  });

  it("has no workspace: ranges left, and pins each @hermes dependency to the exact version released with it", () => {
    const versions = new Map(packed.packages.map((other) => [other.manifest.name, other.manifest.version]));
    for (const field of DEPENDENCY_FIELDS) {
      const deps = manifest()[field];
      if (deps === undefined) continue;
      for (const [dep, range] of Object.entries(deps as Record<string, string>)) {
        expect(range, `${field}.${dep}`).not.toMatch(/^workspace:/);
        const version = versions.get(dep);
        // Exact, not a caret: siblings import each other's `./internal` entry, which only holds
        // between packages of the same release (docs/api-stability.md, .changeset/config.json).
        if (version !== undefined) expect(range, `${field}.${dep}`).toBe(version);
      }
    }
  });

  it("resolves every relative import and asset reference of its built files inside the tarball", () => {
    expect(danglingReferences(pkg().tarball)).toEqual([]);
  });

  it("ships every bin as a node script", () => {
    const bin = manifest()["bin"];
    if (bin === undefined) return;
    for (const file of Object.values(bin as Record<string, string>)) {
      const data = pkg().tarball.files.get(file.replace(/^\.\//, ""));
      expect(data, file).toBeDefined();
      expect(data?.toString("utf8").startsWith("#!/usr/bin/env node\n"), file).toBe(true);
      expect((pkg().tarball.modes.get(file.replace(/^\.\//, "")) ?? 0) & 0o111, `${file} is executable`).not.toBe(0);
    }
  });
});
