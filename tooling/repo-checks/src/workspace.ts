import { readdirSync, readFileSync } from "node:fs";
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
