import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changesetStatus, versionInCopy, type ReleasePlan, type VersionedCopy } from "./changesets.js";
import { bareName, publishedPackages, REPO_ROOT } from "./workspace.js";

let plan: ReleasePlan;
let copy: VersionedCopy;
beforeAll(async () => {
  plan = await changesetStatus();
  copy = await versionInCopy();
}, 240_000);
afterAll(() => copy.remove());

const published = publishedPackages();
const folderOf = (name: string): string => `packages/${bareName(name)}`;
const firstLine = (summary: string): string => summary.split("\n")[0]?.trim() ?? "";
const pendingFiles = (): string[] =>
  readdirSync(join(REPO_ROOT, ".changeset")).filter((file) => file.endsWith(".md") && file !== "README.md");

describe("pnpm changeset status", () => {
  it("reads every pending changeset and releases only published packages", () => {
    expect(plan.changesets.map((changeset) => `${changeset.id}.md`).sort()).toEqual(pendingFiles().sort());
    const publishedNames = new Set(published.map((pkg) => pkg.manifest.name));
    for (const release of plan.releases.filter((r) => r.type !== "none"))
      expect(publishedNames).toContain(release.name);
  });
});

describe("changeset version (dry run in a throwaway copy)", () => {
  it("consumes every pending changeset", () => {
    for (const file of pendingFiles()) expect(copy.read(`.changeset/${file}`), file).toBeUndefined();
  });

  it("bumps each released package to the planned version", () => {
    for (const release of plan.releases.filter((r) => r.type !== "none")) {
      const manifest = JSON.parse(copy.read(`${folderOf(release.name)}/package.json`) ?? "{}") as { version?: string };
      expect(manifest.version, release.name).toBe(release.newVersion);
    }
  });

  it("writes a CHANGELOG.md entry that quotes each package's changesets under the new version", () => {
    for (const changeset of plan.changesets) {
      for (const { name } of changeset.releases) {
        const release = plan.releases.find((r) => r.name === name);
        const changelog = copy.read(`${folderOf(name)}/CHANGELOG.md`) ?? "";
        expect(changelog, name).toContain(`# ${name}`);
        expect(changelog, name).toContain(`## ${release?.newVersion ?? "?"}`);
        expect(changelog, `${name} quotes ${changeset.id}`).toContain(firstLine(changeset.summary));
      }
    }
  });

  it("records bumped @hermes dependencies in each dependent's changelog", () => {
    const bumped = new Map(plan.releases.filter((r) => r.type !== "none").map((r) => [r.name, r.newVersion]));
    for (const { manifest } of published) {
      if (!bumped.has(manifest.name)) continue;
      const deps = Object.keys((manifest["dependencies"] ?? {}) as Record<string, string>).filter((dep) =>
        bumped.has(dep),
      );
      const changelog = copy.read(`${folderOf(manifest.name)}/CHANGELOG.md`) ?? "";
      for (const dep of deps)
        expect(changelog, `${manifest.name} → ${dep}`).toContain(`${dep}@${bumped.get(dep) ?? "?"}`);
    }
  });

  it("keeps exact workspace ranges and leaves private tooling packages unversioned", () => {
    for (const { manifest } of published) {
      const copied = JSON.parse(copy.read(`${folderOf(manifest.name)}/package.json`) ?? "{}") as {
        dependencies?: Record<string, string>;
      };
      for (const [dep, range] of Object.entries(copied.dependencies ?? {})) {
        if (dep.startsWith("@hermes/")) expect(range, `${manifest.name} → ${dep}`).toBe("workspace:*");
      }
    }
    expect(copy.read("tooling/packaging/CHANGELOG.md")).toBeUndefined();
  });

  it("releases every published package together at one version (the fixed group)", () => {
    const versions = new Set(
      published.map(
        ({ manifest }) =>
          (JSON.parse(copy.read(`${folderOf(manifest.name)}/package.json`) ?? "{}") as { version?: string }).version,
      ),
    );
    expect([...versions]).toHaveLength(1);
    const released = plan.releases.filter((r) => r.type !== "none").map((r) => r.name);
    expect(released.sort()).toEqual(published.map(({ manifest }) => manifest.name).sort());
  });
});

describe(".changeset/config.json", () => {
  it("puts every published package in one fixed group, so a sibling never meets another release's internals", () => {
    const config = JSON.parse(readFileSync(join(REPO_ROOT, ".changeset/config.json"), "utf8")) as {
      fixed: string[][];
    };
    expect(config.fixed).toHaveLength(1);
    expect([...(config.fixed[0] ?? [])].sort()).toEqual(published.map(({ manifest }) => manifest.name).sort());
  });

  it("has every sibling range of a published package as workspace:*, which pnpm publishes as the exact version", () => {
    for (const { manifest } of published)
      for (const field of ["dependencies", "peerDependencies", "optionalDependencies"] as const)
        for (const [dep, range] of Object.entries((manifest[field] ?? {}) as Record<string, string>))
          if (dep.startsWith("@hermes/")) expect(range, `${manifest.name} ${field}.${dep}`).toBe("workspace:*");
  });
});
