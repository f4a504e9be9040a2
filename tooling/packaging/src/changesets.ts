import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "./workspace.js";

const run = promisify(execFile);

/** One release in `changeset status --output` JSON. */
export interface PlannedRelease {
  readonly name: string;
  readonly type: "major" | "minor" | "patch" | "none";
  readonly oldVersion: string;
  readonly newVersion: string;
  readonly changesets: readonly string[];
}

/** One pending changeset in `changeset status --output` JSON. */
export interface PendingChangeset {
  readonly id: string;
  readonly summary: string;
  readonly releases: readonly { readonly name: string; readonly type: string }[];
}

/** The release plan `changeset status` computes. */
export interface ReleasePlan {
  readonly changesets: readonly PendingChangeset[];
  readonly releases: readonly PlannedRelease[];
}

/** Runs `pnpm changeset status --output <tmp>.json` in the repository and returns the plan (read-only). */
export async function changesetStatus(): Promise<ReleasePlan> {
  const dir = mkdtempSync(join(tmpdir(), "hermes-changeset-status-"));
  try {
    const output = join(dir, "status.json");
    await run("pnpm", ["changeset", "status", "--output", output], { cwd: REPO_ROOT });
    return JSON.parse(readFileSync(output, "utf8")) as ReleasePlan;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Workspace package folders relative to the root (`packages/bm25`, `tooling/eval`, …). */
function workspaceFolders(): string[] {
  return ["packages", "tooling"].flatMap((group) =>
    readdirSync(join(REPO_ROOT, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(REPO_ROOT, group, entry.name, "package.json")))
      .map((entry) => `${group}/${entry.name}`),
  );
}

/** A throwaway copy of the repository's release inputs after `changeset version` ran in it. */
export interface VersionedCopy {
  readonly dir: string;
  /** A file of the copy as text, or `undefined` when it does not exist. */
  read(path: string): string | undefined;
  remove(): void;
}

/**
 * Copies what `changeset version` reads and writes — the root manifest, the workspace file,
 * `.changeset/`, and every workspace package's package.json and CHANGELOG.md — into a temp
 * folder, links the repository's node_modules (for the changelog generator), and runs
 * `changeset version` there. The repository itself is never touched.
 */
export async function versionInCopy(): Promise<VersionedCopy> {
  const dir = mkdtempSync(join(tmpdir(), "hermes-changeset-version-"));
  for (const file of ["package.json", "pnpm-workspace.yaml"]) cpSync(join(REPO_ROOT, file), join(dir, file));
  cpSync(join(REPO_ROOT, ".changeset"), join(dir, ".changeset"), { recursive: true });
  for (const folder of workspaceFolders()) {
    mkdirSync(join(dir, folder), { recursive: true });
    for (const file of ["package.json", "CHANGELOG.md"]) {
      if (existsSync(join(REPO_ROOT, folder, file))) cpSync(join(REPO_ROOT, folder, file), join(dir, folder, file));
    }
  }
  symlinkSync(join(REPO_ROOT, "node_modules"), join(dir, "node_modules"), "dir");
  const cli = join(
    dirname(createRequire(join(REPO_ROOT, "package.json")).resolve("@changesets/cli/package.json")),
    "bin.js",
  );
  await run(process.execPath, [cli, "version"], { cwd: dir });
  return {
    dir,
    read: (path) => (existsSync(join(dir, path)) ? readFileSync(join(dir, path), "utf8") : undefined),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
