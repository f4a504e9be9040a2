#!/usr/bin/env node
// The `prepack` of every published package: `pnpm pack` and `npm publish` run it in the
// package's folder. A tarball without its built files installs and then fails at the first
// import, so packing refuses when a file the manifest names (main, types, exports, bin) is
// missing. (Not compared by time: a build restored from turbo's cache keeps older times.)
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** Every file path a manifest field points at (strings in nested export conditions too). */
function namedFiles(manifest) {
  const found = [];
  const walk = (value) => {
    if (typeof value === "string") {
      if (value.startsWith("./dist/")) found.push(value.slice(2));
    } else if (typeof value === "object" && value !== null) {
      for (const inner of Object.values(value)) walk(inner);
    }
  };
  for (const field of ["main", "types", "bin"]) walk(manifest[field]);
  const { exports } = manifest;
  if (typeof exports === "object" && exports !== null)
    for (const target of Object.values(exports)) {
      if (typeof target !== "object" || target === null) continue;
      // The source condition points at src/, not at what is published.
      for (const [condition, file] of Object.entries(target)) if (!condition.startsWith("@")) walk(file);
    }
  return [...new Set(found)];
}

const dir = process.cwd();
const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
const files = namedFiles(manifest);
const missing = files.filter((file) => !existsSync(join(dir, file)));
const build = "run `pnpm build` at the repository root first, or `pnpm pack:all`, which builds and packs every package";
if (files.length === 0 || missing.length > 0) {
  const list = missing.length > 0 ? missing.join(", ") : "no dist/ file named in package.json";
  process.stderr.write(`${manifest.name}: refusing to pack without its built files (missing: ${list}); ${build}\n`);
  process.exit(1);
}
