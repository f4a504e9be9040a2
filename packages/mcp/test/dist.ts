// Test helper (not built): makes sure dist/ holds a build of every source file of a package
// (src/**/*.ts except tests) newer than the source, building with tsc when it does not. Fails
// with tsc's output when a needed file is still missing or stale afterwards. The CLI package's
// tests use it for their own package too (pass its directory).
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const packageDir = fileURLToPath(new URL("..", import.meta.url));

/** Built entry points spawned by the tests. */
export const DIST = {
  fixture: join(packageDir, "dist/testing/fixture-server-main.js"),
  proxy: join(packageDir, "dist/testing/fixture-proxy-main.js"),
  conformance: join(packageDir, "dist/testing/conformance-server-main.js"),
} as const;

const isBuiltSource = (file: string): boolean =>
  file.endsWith(".ts") && !file.endsWith(".d.ts") && !file.endsWith(".test.ts");

function staleOutputs(root: string, dir = "src"): string[] {
  const stale: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const source = join(dir, entry.name);
    if (entry.isDirectory()) stale.push(...staleOutputs(root, source));
    else if (isBuiltSource(entry.name)) {
      const out = join(root, source.replace(/^src/, "dist").replace(/\.ts$/, ".js"));
      if (!existsSync(out) || statSync(out).mtimeMs < statSync(join(root, source)).mtimeMs) stale.push(out);
    }
  }
  return stale;
}

const sleep = (ms: number): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function withLock(root: string, run: () => void): void {
  const lock = join(tmpdir(), `hermes-tool-search-build-${createHash("sha1").update(root).digest("hex").slice(0, 12)}`);
  for (let waited = 0; ; waited += 100) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (waited > 120_000 || age > 120_000) rmSync(lock, { recursive: true, force: true }); // a crashed run's lock
      sleep(100);
    }
  }
  try {
    run();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/**
 * Ensures `dist/` of the package at `root` (default: this one) holds a fresh build of its
 * sources; returns the fixture entry paths of this package.
 */
export function ensureBuiltDist(root: string = packageDir): typeof DIST {
  if (staleOutputs(root).length === 0) return DIST;
  withLock(root, () => {
    if (staleOutputs(root).length === 0) return;
    const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");
    let output = "";
    try {
      execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: root, stdio: "pipe" });
    } catch (error) {
      const { stdout } = error as { stdout?: Buffer };
      output = stdout?.toString() ?? String(error);
    }
    const stale = staleOutputs(root);
    if (stale.length > 0)
      throw new Error(`building dist failed; missing or stale: ${stale.join(", ")}\n${output.slice(0, 4000)}`);
  });
  return DIST;
}
