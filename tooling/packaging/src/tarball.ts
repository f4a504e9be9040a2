import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

/** The contents of a packed `.tgz`: paths relative to the package root (no `package/` prefix). */
export interface Tarball {
  /** Bytes of the `.tgz` file (what the registry stores and a user downloads). */
  readonly packedBytes: number;
  /** Sum of the file sizes inside (what lands in node_modules). */
  readonly unpackedBytes: number;
  readonly files: ReadonlyMap<string, Buffer>;
  /** File modes (permission bits) from the tar headers. */
  readonly modes: ReadonlyMap<string, number>;
}

const BLOCK = 512;

const text = (block: Buffer, start: number, length: number): string => {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString("utf8");
};

const octal = (block: Buffer, start: number, length: number): number =>
  Number.parseInt(text(block, start, length).trim() || "0", 8);

/** The `path` record of a pax extended header, if any. */
function paxPath(data: Buffer): string | undefined {
  for (const record of data.toString("utf8").split("\n")) {
    const match = /^\d+ path=(.*)$/.exec(record);
    if (match?.[1] !== undefined) return match[1];
  }
  return undefined;
}

/**
 * Reads a gzipped tarball as `npm pack` / `pnpm pack` write it (ustar, optionally with pax
 * headers for long paths). Only regular files are kept; the leading `package/` is stripped.
 */
export function readTarball(path: string): Tarball {
  const packed = readFileSync(path);
  const tar = gunzipSync(packed);
  const files = new Map<string, Buffer>();
  const modes = new Map<string, number>();
  let offset = 0;
  let longPath: string | undefined;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const size = octal(header, 124, 12);
    const type = text(header, 156, 1) || "0";
    const data = tar.subarray(offset + BLOCK, offset + BLOCK + size);
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === "x") {
      longPath = paxPath(data);
      continue;
    }
    const prefix = text(header, 345, 155);
    const name = longPath ?? (prefix === "" ? text(header, 0, 100) : `${prefix}/${text(header, 0, 100)}`);
    longPath = undefined;
    if (type !== "0") continue;
    const relative = name.replace(/^[^/]+\//, "");
    files.set(relative, Buffer.from(data));
    modes.set(relative, octal(header, 100, 8));
  }
  let unpackedBytes = 0;
  for (const data of files.values()) unpackedBytes += data.length;
  return { packedBytes: packed.length, unpackedBytes, files, modes };
}

/** A file of the tarball as UTF-8 text; throws when it is missing. */
export function tarballText(tarball: Tarball, path: string): string {
  const data = tarball.files.get(path);
  if (data === undefined) throw new Error(`${path} is not in the tarball`);
  return data.toString("utf8");
}
