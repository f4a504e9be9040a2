// Where the locked Node.js binaries are. Plain JavaScript (with index.d.ts beside it) so this
// package needs no build and has no scripts: a script run in this package would find the
// runtimes' `node` bin first on its PATH.
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

export const LOCKED_NODE_MAJORS = Object.freeze([22, 24]);

export function lockedNode(major) {
  if (!LOCKED_NODE_MAJORS.includes(major)) {
    throw new RangeError(`no Node.js ${String(major)} is locked: choose one of ${LOCKED_NODE_MAJORS.join(", ")}`);
  }
  let manifest;
  try {
    manifest = require.resolve(`node${major}-${process.platform}-${process.arch}/package.json`);
  } catch {
    return undefined;
  }
  const binary = join(dirname(manifest), "bin", "node");
  return existsSync(binary) ? binary : undefined;
}
