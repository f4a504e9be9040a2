import { execFile } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { publishedPackages, type PublishedPackage } from "./workspace.js";

const run = promisify(execFile);

/** One tarball `pnpm pack:all` wrote. */
export interface WrittenTarball {
  readonly name: string;
  readonly version: string;
  /** Absolute path of the `.tgz`. */
  readonly path: string;
}

/** What {@link packAll} wrote, and the one command that installs it. */
export interface PackAllResult {
  readonly dir: string;
  readonly tarballs: readonly WrittenTarball[];
  /**
   * `npm install <every tarball>`: one command, because each package pins its `@hermes/*`
   * siblings, which npm can only find among the tarballs of the same install.
   */
  readonly installCommand: string;
}

/** `@hermes/tool-search` at 1.2.0 → `hermes-tool-search-1.2.0.tgz`, the name pnpm and npm give it. */
export const tarballName = (name: string, version: string): string =>
  `${name.replace(/^@/, "").replace("/", "-")}-${version}.tgz`;

/** A path as one POSIX shell word (quoted only when it has to be). */
export const shellWord = (word: string): string =>
  /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`;

async function packInto(pkg: PublishedPackage, dir: string): Promise<WrittenTarball> {
  // The package's prepack refuses when its dist/ is missing: pnpm pack fails with that message.
  await run("pnpm", ["pack", "--pack-destination", dir], { cwd: pkg.dir, maxBuffer: 16 * 1024 * 1024 });
  const path = join(dir, tarballName(pkg.manifest.name, pkg.manifest.version));
  if (!existsSync(path)) throw new Error(`pnpm pack wrote no ${path} for ${pkg.manifest.name}`);
  return { name: pkg.manifest.name, version: pkg.manifest.version, path };
}

/**
 * Packs every package under packages/ (already built) into `dir`, created when missing, one
 * after the other (each `pnpm pack` is a process of its own on a shared machine).
 */
export async function packAll(dir: string): Promise<PackAllResult> {
  mkdirSync(dir, { recursive: true });
  const tarballs: WrittenTarball[] = [];
  for (const pkg of publishedPackages()) tarballs.push(await packInto(pkg, dir));
  return { dir, tarballs, installCommand: ["npm", "install", ...tarballs.map((t) => shellWord(t.path))].join(" ") };
}
