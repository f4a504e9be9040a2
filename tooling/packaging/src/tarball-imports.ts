import { posix } from "node:path";
import type { Tarball } from "./tarball.js";

/** `from "./x.js"`, `import "./x.js"`, `import("./x.js")` and `new URL("./x.json", import.meta.url)`. */
const RELATIVE_REFERENCE = /(?:\bfrom\s*|\bimport\s*\(?\s*|new URL\(\s*)["'](\.{1,2}\/[^"']+)["']/g;

/**
 * Relative module and asset references in the tarball's `.js` and `.d.ts` files that point
 * at no file of the tarball, as `file → reference`. Empty when every import resolves.
 */
export function danglingReferences(tarball: Tarball): string[] {
  const dangling: string[] = [];
  for (const [file, data] of tarball.files) {
    if (!file.endsWith(".js") && !file.endsWith(".d.ts")) continue;
    for (const match of data.toString("utf8").matchAll(RELATIVE_REFERENCE)) {
      const reference = match[1] ?? "";
      const target = posix.normalize(posix.join(posix.dirname(file), reference));
      if (!tarball.files.has(target)) dangling.push(`${file} → ${reference}`);
    }
  }
  return dangling;
}
