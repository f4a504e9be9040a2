import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { readTarball, tarballText, type Tarball } from "./tarball.js";
import { publishedPackages, type Manifest, type PublishedPackage } from "./workspace.js";

const run = promisify(execFile);

/** One package packed as it would be published. */
export interface PackedPackage extends PublishedPackage {
  /** Absolute path of the `.tgz`. */
  readonly tarballPath: string;
  readonly tarball: Tarball;
  /** The package.json inside the tarball (`workspace:` ranges already rewritten by pnpm). */
  readonly packedManifest: Manifest;
}

/** Every published package packed into a fresh temporary folder, and how to remove it. */
export interface PackedWorkspace {
  readonly dir: string;
  readonly packages: readonly PackedPackage[];
  /** Finds a packed package by name; throws when there is none. */
  get(name: string): PackedPackage;
  remove(): void;
}

async function packOne(pkg: PublishedPackage, destination: string): Promise<PackedPackage> {
  const own = join(destination, pkg.manifest.name.replace(/^@/, "").replace("/", "-"));
  await run("pnpm", ["pack", "--pack-destination", own], { cwd: pkg.dir });
  const [file] = readdirSync(own).filter((name) => name.endsWith(".tgz"));
  if (file === undefined) throw new Error(`pnpm pack wrote no tarball for ${pkg.manifest.name}`);
  const tarballPath = join(own, file);
  const tarball = readTarball(tarballPath);
  const packedManifest = JSON.parse(tarballText(tarball, "package.json")) as Manifest;
  return { ...pkg, tarballPath, tarball, packedManifest };
}

/**
 * Packs every package under packages/ with `pnpm pack` (from the built `dist/`, which turbo's
 * `^build` produces before the tests run) into a new temporary folder.
 */
export async function packWorkspace(): Promise<PackedWorkspace> {
  const dir = mkdtempSync(join(tmpdir(), "hermes-pack-"));
  const packages = await Promise.all(publishedPackages().map((pkg) => packOne(pkg, dir)));
  return {
    dir,
    packages,
    get(name) {
      const found = packages.find((pkg) => pkg.manifest.name === name);
      if (found === undefined) throw new Error(`no published package named ${name}`);
      return found;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
