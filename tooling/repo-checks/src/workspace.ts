import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (this file is tooling/repo-checks/src/workspace.ts). */
export const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/** A parsed package.json with its folder. */
export interface WorkspacePackage {
  readonly dir: string;
  readonly manifest: Record<string, unknown> & { name: string };
}

/** Reads every `<group>/*\/package.json`, sorted by folder. */
export function readPackages(group: "packages" | "tooling"): WorkspacePackage[] {
  const root = new URL(`../../../${group}/`, import.meta.url);
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((dir) => {
      const manifest = JSON.parse(
        readFileSync(new URL(`${dir}/package.json`, root), "utf8"),
      ) as WorkspacePackage["manifest"];
      return { dir: `${group}/${dir}`, manifest };
    });
}

/** Folders no task reads its own files from: installs, builds, reports and caches. */
const GENERATED = new Set(["node_modules", "dist", "reports", "coverage", ".turbo"]);

/** Paths (relative to `dir`) of the files under `dir` whose name matches `name`, generated folders skipped. */
export function filesUnder(dir: string, name: RegExp, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return GENERATED.has(entry.name) ? [] : filesUnder(dir, name, path);
    return name.test(entry.name) ? [path] : [];
  });
}
