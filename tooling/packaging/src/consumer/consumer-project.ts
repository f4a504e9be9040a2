import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import type { PackedWorkspace } from "../pack.js";

const run = promisify(execFile);

/** The entry points a consumer can import: every package's `exports` except `./package.json`. */
export function entryPoints(packed: PackedWorkspace): string[] {
  return packed.packages.flatMap((pkg) =>
    Object.keys(pkg.packedManifest["exports"] as Record<string, unknown>)
      .filter((subpath) => subpath !== "./package.json")
      .map((subpath) => (subpath === "." ? pkg.manifest.name : `${pkg.manifest.name}/${subpath.slice(2)}`)),
  );
}

/**
 * The environment for npm: the caller's, without the `npm_*` variables a package manager sets
 * for the script it runs (they would configure this unrelated npm run), except the registry.
 */
export function npmEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith("npm_") || key === "npm_config_registry") env[key] = value;
  }
  return { ...env, npm_config_update_notifier: "false", npm_config_loglevel: "error" };
}

/**
 * The Node.js binary the consumer's scripts and bins run on: `CONSUMER_NODE` when set (CI points
 * it at Node 22 and 24 from the `node@22` / `node@24` npm packages), else the one running the tests.
 */
export const consumerNode = (): string => process.env["CONSUMER_NODE"] ?? process.execPath;

/**
 * The framework SDKs of `@hermes/integrations` (its optional peer dependencies), at the exact
 * versions its tests pin (its devDependencies), so the consumer can load every subpath.
 */
function integrationPeers(packed: PackedWorkspace): Record<string, string> {
  const integrations = packed.packages.find((pkg) => pkg.manifest.name === "@hermes/integrations");
  if (integrations === undefined) return {};
  const peers = Object.keys(integrations.manifest["peerDependencies"] ?? {});
  const pinned = (integrations.manifest["devDependencies"] ?? {}) as Record<string, string>;
  return Object.fromEntries(peers.map((name) => [name, pinned[name] ?? "*"]));
}

/** A temporary project with the packed tarballs installed by npm. */
export interface ConsumerProject {
  readonly dir: string;
  /** npm's summary line, e.g. `added 105 packages in 8s`. */
  readonly installSummary: string;
  /** Runs `node <args>` in the project; resolves stdout. */
  node(args: readonly string[]): Promise<string>;
  /** Runs any program in the project, with the chosen Node first on PATH; resolves stdout. */
  exec(file: string, args: readonly string[]): Promise<string>;
  /** Runs an installed bin from node_modules/.bin; resolves stdout. */
  bin(name: string, args: readonly string[]): Promise<string>;
}

/**
 * Creates a project in `dir` that depends on every packed tarball (forced with `overrides`, so
 * no @hermes package can come from a registry) and on the MCP client SDK version @hermes/mcp uses,
 * runs `npm install --no-audit --no-fund --ignore-scripts`, and copies the smoke scripts in.
 */
export async function installConsumer(packed: PackedWorkspace, dir: string): Promise<ConsumerProject> {
  mkdirSync(dir, { recursive: true });
  const tarballs = Object.fromEntries(packed.packages.map((pkg) => [pkg.manifest.name, `file:${pkg.tarballPath}`]));
  const mcpDeps = packed.get("@hermes/mcp").packedManifest["dependencies"] as Record<string, string>;
  const sdk = "@modelcontextprotocol/client"; // what smoke.mjs connects with
  const manifest = {
    name: "hermes-consumer-smoke",
    version: "1.0.0",
    private: true,
    type: "module",
    dependencies: { ...tarballs, [sdk]: mcpDeps[sdk], ...integrationPeers(packed) },
    overrides: tarballs,
  };
  writeFileSync(join(dir, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  const install = await run("npm", ["install", "--no-audit", "--no-fund", "--ignore-scripts"], {
    cwd: dir,
    env: npmEnvironment(),
    maxBuffer: 16 * 1024 * 1024,
  });
  copyFileSync(new URL("smoke.mjs", import.meta.url), join(dir, "smoke.mjs"));
  const node = consumerNode();
  // Bins start with `#!/usr/bin/env node`: the chosen Node goes first on PATH so they run on it too.
  const env = { ...process.env, NO_COLOR: "1", PATH: `${dirname(node)}:${process.env["PATH"] ?? ""}` };
  const exec = async (file: string, args: readonly string[]): Promise<string> =>
    (await run(file, [...args], { cwd: dir, maxBuffer: 16 * 1024 * 1024, env })).stdout;
  return {
    dir,
    installSummary: install.stdout.trim().split("\n").at(-1) ?? "",
    exec,
    node: (args) => exec(node, args),
    bin: (name, args) => exec(join(dir, "node_modules", ".bin", name), args),
  };
}

/** The version of an installed package, read from node_modules. */
export const installedVersion = (dir: string, name: string): string =>
  (JSON.parse(readFileSync(join(dir, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
