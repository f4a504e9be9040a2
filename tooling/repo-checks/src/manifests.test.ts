import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readPackages, REPO_ROOT } from "./workspace.js";

const published = readPackages("packages");

describe.each(published.map((p) => [p.manifest.name, p] as const))("%s manifest", (_name, { dir, manifest }) => {
  it("is an ESM package publishing only dist, with typed exports (one default for import and require) and no side effects", () => {
    expect(manifest["type"]).toBe("module");
    expect(manifest["sideEffects"]).toBe(false);
    // dist, less built files that are not for users (`!dist/…`, e.g. a test fixture server).
    const [first, ...exclusions] = manifest["files"] as readonly string[];
    expect(first).toBe("dist");
    for (const exclusion of exclusions) expect(exclusion).toMatch(/^!dist\//);
    expect(manifest["license"]).toBe("MIT");
    expect(manifest["exports"]).toMatchObject({ ".": { types: "./dist/index.d.ts", default: "./dist/index.js" } });
  });

  it("maps every entry point to its source under @hermes/source, and publishes the same map without it", () => {
    const exportsMap = manifest["exports"] as Record<string, unknown>;
    const published: Record<string, unknown> = {};
    for (const [subpath, target] of Object.entries(exportsMap)) {
      if (typeof target !== "object" || target === null) {
        published[subpath] = target;
        continue;
      }
      const { "@hermes/source": source, ...built } = target as Record<string, string>;
      expect(Object.keys(target)[0], `${subpath} lists the source condition first`).toBe("@hermes/source");
      expect(source, subpath).toBe(built["default"]?.replace(/^\.\/dist\//, "./src/").replace(/\.js$/, ".ts"));
      expect(existsSync(join(REPO_ROOT, dir, source ?? "")), `${subpath} → ${source ?? "?"}`).toBe(true);
      published[subpath] = built;
    }
    expect((manifest["publishConfig"] as { exports?: unknown } | undefined)?.exports).toEqual(published);
  });

  it("has a README and a source index", () => {
    expect(existsSync(join(REPO_ROOT, dir, "README.md"))).toBe(true);
    expect(existsSync(join(REPO_ROOT, dir, "src", "index.ts"))).toBe(true);
  });

  it("names only explicit exports in its index (no `export *`)", () => {
    const index = readFileSync(join(REPO_ROOT, dir, "src", "index.ts"), "utf8");
    expect(index).not.toMatch(/export \* from/);
  });
});

/** The text of every non-test TypeScript file under `dir/src`, joined. */
function sourceText(dir: string): string {
  const root = join(REPO_ROOT, dir, "src");
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter(
    (file) => file.endsWith(".ts") && !file.endsWith(".test.ts"),
  );
  return files.map((file) => readFileSync(join(root, file), "utf8")).join("\n");
}

describe.each(published.map((p) => [p.manifest.name, p] as const))("%s dependencies", (_name, { dir, manifest }) => {
  it("declares no workspace package at run time that its source never imports", () => {
    const source = sourceText(dir);
    const declared = Object.keys((manifest["dependencies"] ?? {}) as Record<string, string>).filter((dep) =>
      dep.startsWith("@hermes/"),
    );
    const unused = declared.filter((dep) => !source.includes(`from "${dep}`) && !source.includes(`import("${dep}`));
    expect(unused).toEqual([]);
  });
});

describe("tooling packages", () => {
  it("are private, so they are never published", () => {
    for (const { manifest } of readPackages("tooling")) expect(manifest["private"], manifest.name).toBe(true);
  });
});
