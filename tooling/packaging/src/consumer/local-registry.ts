// A package registry on 127.0.0.1 that serves only what `pnpm install` already put in the
// workspace's store (node_modules/.pnpm): the consumer test points npm at it, so installing the
// packed tarballs takes every third-party package from this machine and none from the network.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { create as createTar } from "tar";

/** One package version found in the store: its manifest and the folder holding its files. */
interface StoredVersion {
  readonly manifest: Record<string, unknown>;
  readonly dir: string;
}

/** A running local registry. */
export interface LocalRegistry {
  /** The registry URL to give npm (`--registry`). */
  readonly url: string;
  /**
   * Names npm asked for that the store does not hold (each answered 404) and that no stored
   * package marks optional (an optional peer or optional dependency npm only looks up).
   */
  readonly missing: ReadonlySet<string>;
  /** `name@version` of every tarball served. */
  readonly served: ReadonlySet<string>;
  close(): Promise<void>;
}

/** The fields of a stored manifest npm needs to resolve and install a version. */
const PACKUMENT_FIELDS = [
  "name",
  "version",
  "dependencies",
  "optionalDependencies",
  "peerDependencies",
  "peerDependenciesMeta",
  "bin",
  "engines",
  "os",
  "cpu",
  "deprecated",
] as const;

/**
 * Every package version in a pnpm virtual store (`<store>/<name@version…>/node_modules/<name>`),
 * by name then version. Peer-dependency variants of one version share its files: the first wins.
 */
export function readVirtualStore(store: string): Map<string, Map<string, StoredVersion>> {
  const packages = new Map<string, Map<string, StoredVersion>>();
  for (const entry of readdirSync(store)) {
    const at = entry.indexOf("@", 1);
    if (at === -1) continue;
    const dir = join(store, entry, "node_modules", entry.slice(0, at).replace("+", "/"));
    const manifestPath = join(dir, "package.json");
    if (!existsSync(manifestPath)) continue;
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Record<string, unknown>;
    const { name, version } = manifest;
    if (typeof name !== "string" || typeof version !== "string") continue;
    const versions = packages.get(name) ?? new Map<string, StoredVersion>();
    if (!versions.has(version)) versions.set(version, { manifest, dir });
    packages.set(name, versions);
  }
  return packages;
}

/** Names that some stored package depends on only optionally (optional peers, optional dependencies). */
function optionalNames(packages: Map<string, Map<string, StoredVersion>>): Set<string> {
  const names = new Set<string>();
  for (const versions of packages.values())
    for (const { manifest } of versions.values()) {
      for (const name of Object.keys(manifest["optionalDependencies"] ?? {})) names.add(name);
      const meta = (manifest["peerDependenciesMeta"] ?? {}) as Record<string, { optional?: boolean }>;
      for (const [name, { optional }] of Object.entries(meta)) if (optional === true) names.add(name);
    }
  return names;
}

/** Compares two semver versions by their release numbers (prereleases sort before releases). */
function compareVersions(a: string, b: string): number {
  const parts = (version: string): number[] => version.split(/[-+]/, 1)[0]!.split(".").map(Number);
  const [left, right] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (left[i] !== right[i]) return (left[i] ?? 0) - (right[i] ?? 0);
  return Number(a.includes("-") ? 0 : 1) - Number(b.includes("-") ? 0 : 1);
}

/** The files under `dir`, relative to it (Node 20's recursive `readdirSync` skips some). */
function filesUnder(dir: string, prefix = ""): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix === "" ? entry.name : `${prefix}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(dir, path);
    return entry.isFile() ? [path] : [];
  });
}

/**
 * A link cache that remembers nothing. pnpm's store hard-links files of equal content, and
 * node-tar writes a second path to a known inode as a hard-link entry, which npm does not
 * extract: every file must go in as a file of its own.
 */
class NoLinks extends Map<`${number}:${number}`, string> {
  override set(): this {
    return this;
  }
}

/**
 * A deterministic `.tgz` of a stored package (every file under `package/`, times zeroed). Packed
 * synchronously (node-tar's asynchronous packer stalled here on packages of many files), every
 * path as a regular file.
 */
async function packStored(dir: string): Promise<Buffer> {
  const files = filesUnder(dir).sort();
  const pack = createTar(
    {
      sync: true,
      cwd: dir,
      gzip: true,
      portable: true,
      prefix: "package",
      mtime: new Date(0),
      linkCache: new NoLinks(),
    },
    files,
  );
  return Buffer.from(await pack.concat());
}

const integrity = (bytes: Buffer): string => `sha512-${createHash("sha512").update(bytes).digest("base64")}`;

/**
 * Starts a registry on 127.0.0.1 (a free port) answering npm's two requests, a package's
 * metadata (`GET /<name>`) and a version's tarball, from the pnpm virtual store `store`.
 * A name the store lacks is answered 404 and recorded in `missing`; nothing is forwarded.
 */
export async function startLocalRegistry(store: string): Promise<LocalRegistry> {
  const packages = readVirtualStore(store);
  const optional = optionalNames(packages);
  const tarballs = new Map<string, Promise<Buffer>>();
  const missing = new Set<string>();
  const served = new Set<string>();
  const tarball = (name: string, version: string, dir: string): Promise<Buffer> => {
    const key = `${name}@${version}`;
    const known = tarballs.get(key) ?? packStored(dir);
    tarballs.set(key, known);
    return known;
  };
  let url = "";

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname).slice(1);
    const download = /^(.+)\/-\/(\d[^/]*)\.tgz$/.exec(path);
    const name = download?.[1] ?? path;
    const versions = packages.get(name);
    if (versions === undefined) {
      if (!optional.has(name)) missing.add(name);
      response.writeHead(404, { "content-type": "application/json" }).end('{"error":"not found"}');
      return;
    }
    if (download !== null) {
      const stored = versions.get(download[2]!);
      if (stored === undefined) {
        response.writeHead(404).end();
        return;
      }
      const bytes = await tarball(name, download[2]!, stored.dir);
      served.add(`${name}@${download[2]!}`);
      response.writeHead(200, { "content-type": "application/octet-stream" }).end(bytes);
      return;
    }
    const entries = await Promise.all(
      [...versions].map(async ([version, stored]) => {
        const fields = Object.fromEntries(
          PACKUMENT_FIELDS.filter((field) => stored.manifest[field] !== undefined).map((field) => [
            field,
            stored.manifest[field],
          ]),
        );
        const bytes = await tarball(name, version, stored.dir);
        const dist = { tarball: `${url}/${encodeURIComponent(name)}/-/${version}.tgz`, integrity: integrity(bytes) };
        return [version, { ...fields, dist }] as const;
      }),
    );
    const latest = [...versions.keys()].sort(compareVersions).at(-1);
    response
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify({ name, "dist-tags": { latest }, versions: Object.fromEntries(entries) }));
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  return {
    url,
    missing,
    served,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
