import { describe, expect, it } from "vitest";
import { renderPackageGraph } from "./package-graph.js";
import { readPackages } from "./workspace.js";

const pkg = (name: string, dir: string, deps: Record<string, string> = {}, devDeps: Record<string, string> = {}) => ({
  dir,
  manifest: { name, dependencies: deps, devDependencies: devDeps },
});

describe("renderPackageGraph", () => {
  it("prints dependencies before dependents, with dev-only edges in brackets", () => {
    const text = renderPackageGraph([
      pkg(
        "@hermes/c",
        "packages/c",
        { "@hermes/a": "workspace:*" },
        { "@hermes/b": "workspace:*", "@hermes/config": "workspace:*" },
      ),
      pkg("@hermes/b", "packages/b", { "@hermes/a": "workspace:*", "left-pad": "1.0.0" }),
      pkg("@hermes/a", "packages/a"),
    ]);
    expect(text.split("\n").map((line) => line.replace(/\s+/g, " ").trim())).toEqual([
      "@hermes/a packages/a (no workspace dependencies)",
      "@hermes/b packages/b -> @hermes/a",
      "@hermes/c packages/c -> @hermes/a, [@hermes/b]",
      "",
    ]);
  });

  it("lists every workspace package of the repository once", () => {
    const packages = [...readPackages("packages"), ...readPackages("tooling")];
    const lines = renderPackageGraph(packages).trim().split("\n");
    expect(lines).toHaveLength(packages.length);
    expect(lines.findIndex((line) => line.startsWith("@hermes/bm25 "))).toBeLessThan(
      lines.findIndex((line) => line.startsWith("@hermes/catalog ")),
    );
  });
});
