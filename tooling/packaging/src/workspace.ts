import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file is tooling/packaging/src/workspace.ts). */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** This package's folder (tooling/packaging). */
export const PACKAGING_DIR = fileURLToPath(new URL("../", import.meta.url));

/** The fields of a package.json the checks read. */
export interface Manifest {
  readonly name: string;
  readonly version: string;
  readonly [field: string]: unknown;
}

/** A published package of the workspace: its folder (absolute) and manifest. */
export interface PublishedPackage {
  readonly dir: string;
  readonly manifest: Manifest;
}

/** Every package under packages/, sorted by folder name. */
export function publishedPackages(): PublishedPackage[] {
  const root = join(REPO_ROOT, "packages");
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const dir = join(root, name);
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest;
      return { dir, manifest };
    });
}

/** `@hermes/tool-search` → `tool-search`: the name without its scope. */
export const bareName = (name: string): string => name.replace(/^@[^/]+\//, "");
