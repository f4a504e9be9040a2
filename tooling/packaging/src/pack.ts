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

/** The folder one package is packed into, inside a workspace's pack folder. */
const ownFolder = (dir: string, name: string): string => join(dir, name.replace(/^@/, "").replace("/", "-"));

/** Reads the one `.tgz` of `pkg` that {@link packWorkspace} wrote into `dir`. */
function readPacked(pkg: PublishedPackage, dir: string): PackedPackage {
  const own = ownFolder(dir, pkg.manifest.name);
  const [file] = readdirSync(own).filter((name) => name.endsWith(".tgz"));
  if (file === undefined) throw new Error(`pnpm pack wrote no tarball for ${pkg.manifest.name}`);
  const tarballPath = join(own, file);
  const tarball = readTarball(tarballPath);
  const packedManifest = JSON.parse(tarballText(tarball, "package.json")) as Manifest;
  return { ...pkg, tarballPath, tarball, packedManifest };
}

async function packOne(pkg: PublishedPackage, destination: string): Promise<PackedPackage> {
  await run("pnpm", ["pack", "--pack-destination", ownFolder(destination, pkg.manifest.name)], { cwd: pkg.dir });
  return readPacked(pkg, destination);
}

function packedWorkspace(dir: string, packages: readonly PackedPackage[]): PackedWorkspace {
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

/**
 * Packs every package under packages/ with `pnpm pack` (from the built `dist/`, which turbo's
 * `^build` produces before the tests run) into a new temporary folder.
 */
export async function packWorkspace(): Promise<PackedWorkspace> {
  const dir = mkdtempSync(join(tmpdir(), "hermes-pack-"));
  return packedWorkspace(dir, await Promise.all(publishedPackages().map((pkg) => packOne(pkg, dir))));
}

/**
 * The workspace {@link packWorkspace} already packed into `dir` (the test run's shared pack, see
 * `shared-pack.ts`), read again without packing. Its `remove` removes `dir`: only the run that
 * packed it calls it.
 */
export function openPackedWorkspace(dir: string): PackedWorkspace {
  return packedWorkspace(
    dir,
    publishedPackages().map((pkg) => readPacked(pkg, dir)),
  );
}
