import { describe, expect, it } from "vitest";
import { findCycle, layeringViolations, type Manifest } from "./layering.js";
import { readPackages } from "./workspace.js";

describe("the workspace's package layering", () => {
  it("has no package depending on one above it, and no cycle", () => {
    const manifests = readPackages("packages").map((p) => p.manifest as Manifest);
    expect(manifests.map((m) => m.name)).toEqual([
      "@hermes/bm25",
      "@hermes/bridge",
      "@hermes/catalog",
      "@hermes/cli",
      "@hermes/connectors",
      "@hermes/dispatch",
      "@hermes/integrations",
      "@hermes/mcp",
      "@hermes/tool-search",
    ]);
    expect(layeringViolations(manifests)).toEqual([]);
  });
});

describe("layeringViolations", () => {
  const clean: Manifest[] = [
    { name: "@hermes/bm25", dependencies: { "porter-stemmer": "1" } },
    { name: "@hermes/catalog", dependencies: { "@hermes/bm25": "1" } },
    { name: "@hermes/bridge", dependencies: { "@hermes/catalog": "1" } },
    { name: "@hermes/dispatch", dependencies: { "@hermes/bridge": "1" } },
    {
      name: "@hermes/connectors",
      dependencies: { "@hermes/catalog": "1" },
      devDependencies: { "@hermes/dispatch": "1" },
    },
    { name: "@hermes/mcp", dependencies: { "@hermes/bridge": "1", "@modelcontextprotocol/server": "1" } },
    {
      name: "@hermes/tool-search",
      dependencies: { "@hermes/dispatch": "1", "@hermes/connectors": "1", "@hermes/mcp": "1" },
    },
    {
      name: "@hermes/integrations",
      dependencies: { "@hermes/tool-search": "1" },
      peerDependencies: { ai: "^6" },
      peerDependenciesMeta: { ai: { optional: true } },
    },
    { name: "@hermes/cli", dependencies: { "@hermes/tool-search": "1", "@hermes/mcp": "1" } },
  ];
  const replace = (name: string, manifest: Manifest): Manifest[] => clean.map((m) => (m.name === name ? manifest : m));

  it("accepts the designed graph, type-only edges across a layer included", () => {
    expect(layeringViolations(clean)).toEqual([]);
  });

  it("keeps framework SDKs optional peers of the integrations package", () => {
    const asDependency = replace("@hermes/integrations", {
      name: "@hermes/integrations",
      dependencies: { "@hermes/tool-search": "1", openai: "6" },
    });
    expect(layeringViolations(asDependency)).toEqual([
      "@hermes/integrations must list openai as an optional peer dependency, not in dependencies",
    ]);
    const required = replace("@hermes/integrations", {
      name: "@hermes/integrations",
      dependencies: { "@hermes/tool-search": "1" },
      peerDependencies: { ai: "^6" },
    });
    expect(layeringViolations(required)).toEqual([
      "@hermes/integrations must mark its peer dependency ai optional (peerDependenciesMeta)",
    ]);
    const other = replace("@hermes/integrations", {
      name: "@hermes/integrations",
      dependencies: { "@hermes/tool-search": "1", ky: "1" },
    });
    expect(layeringViolations(other)).toEqual([
      "@hermes/integrations may only use no third-party package at run time, not ky",
    ]);
  });

  it("rejects an upward runtime dependency", () => {
    const bad = replace("@hermes/catalog", {
      name: "@hermes/catalog",
      dependencies: { "@hermes/bm25": "1", "@hermes/bridge": "1" },
    });
    expect(layeringViolations(bad)).toEqual([
      "@hermes/catalog (layer 1) must not depend on @hermes/bridge (dependencies)",
      "dependency cycle: @hermes/bridge -> @hermes/catalog -> @hermes/bridge",
    ]);
  });

  it("keeps the umbrella off the CLI, and the MCP layer off the umbrella and dispatch", () => {
    const umbrella = replace("@hermes/tool-search", {
      name: "@hermes/tool-search",
      dependencies: { "@hermes/mcp": "1", "@hermes/cli": "1" },
    });
    expect(layeringViolations(umbrella)).toEqual([
      "@hermes/tool-search (layer 4) must not depend on @hermes/cli (dependencies)",
      "dependency cycle: @hermes/cli -> @hermes/tool-search -> @hermes/cli",
    ]);
    const mcp = replace("@hermes/mcp", {
      name: "@hermes/mcp",
      dependencies: { "@hermes/dispatch": "1" },
      devDependencies: { "@hermes/tool-search": "1" },
    });
    expect(layeringViolations(mcp)).toEqual([
      "@hermes/mcp (layer 3) must not depend on @hermes/dispatch (dependencies)",
      "@hermes/mcp (layer 3) must not depend on @hermes/tool-search, not even for types (devDependencies)",
      "dependency cycle: @hermes/tool-search -> @hermes/mcp -> @hermes/tool-search",
    ]);
  });

  it("rejects a same-layer runtime dependency, allowing it only for types", () => {
    const bad = replace("@hermes/connectors", {
      name: "@hermes/connectors",
      peerDependencies: { "@hermes/dispatch": "1" },
    });
    expect(layeringViolations(bad)).toEqual([
      "@hermes/connectors (layer 3) must not depend on @hermes/dispatch (peerDependencies)",
    ]);
  });

  it("rejects an upward dev dependency and a third-party runtime dependency of the ranker", () => {
    const bad = replace("@hermes/bm25", {
      name: "@hermes/bm25",
      dependencies: { "porter-stemmer": "1", lodash: "4" },
      devDependencies: { "@hermes/catalog": "1" },
    });
    const problems = layeringViolations(bad);
    expect(problems).toContain("@hermes/bm25 may only use porter-stemmer at run time, not lodash");
    expect(problems).toContain(
      "@hermes/bm25 (layer 0) must not depend on @hermes/catalog, not even for types (devDependencies)",
    );
    expect(problems.some((p) => p.startsWith("dependency cycle: "))).toBe(true);
  });

  it("reports unknown and missing packages", () => {
    const problems = layeringViolations([...clean.slice(1), { name: "@hermes/extra" }]);
    expect(problems).toEqual([
      "@hermes/bm25 is in the layering but has no package",
      "@hermes/extra is not in the layering table: add it with its layer",
    ]);
  });
});

describe("findCycle", () => {
  it("finds a cycle as a closed path and none in a DAG", () => {
    expect(
      findCycle([
        { name: "@hermes/a", dependencies: { "@hermes/b": "1" } },
        { name: "@hermes/b", devDependencies: { "@hermes/a": "1" } },
      ]),
    ).toEqual(["@hermes/a", "@hermes/b", "@hermes/a"]);
    expect(
      findCycle([{ name: "@hermes/a", dependencies: { "@hermes/b": "1" } }, { name: "@hermes/b" }]),
    ).toBeUndefined();
  });
});
