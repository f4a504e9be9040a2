import { execFile } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import type { PackedWorkspace } from "../pack.js";
import { REPO_ROOT } from "../workspace.js";
import { startLocalRegistry } from "./local-registry.js";

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
 * for the script it runs (they would configure this unrelated npm run), with an empty cache of
 * its own (so nothing comes from a cache another run filled), `localRegistry` as the registry
 * (see {@link startLocalRegistry}) and loopback never proxied.
 */
export function npmEnvironment(cache: string, localRegistry: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith("npm_")) env[key] = value;
  return {
    ...env,
    npm_config_registry: localRegistry,
    npm_config_cache: cache,
    npm_config_noproxy: "127.0.0.1",
    npm_config_update_notifier: "false",
    npm_config_loglevel: "error",
  };
}

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
  /** `name@version` of every third-party package the local registry served to npm. */
  readonly served: ReadonlySet<string>;
  /** Names npm asked the local registry for that the workspace's store does not hold. */
  readonly missing: ReadonlySet<string>;
  /** The same project with its scripts and bins run on another Node.js binary. */
  on(node: string): ConsumerProject;
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
 * runs `npm install --no-audit --no-fund --ignore-scripts` against a registry on 127.0.0.1 that
 * serves only the workspace's own store (nothing is fetched from the network), and copies the
 * smoke scripts in. Scripts and bins run on `node` (default: the Node.js running the tests).
 */
export async function installConsumer(
  packed: PackedWorkspace,
  dir: string,
  node: string = process.execPath,
): Promise<ConsumerProject> {
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
  const localRegistry = await startLocalRegistry(join(REPO_ROOT, "node_modules", ".pnpm"));
  let installSummary: string;
  try {
    const flags = ["--no-audit", "--no-fund", "--ignore-scripts", "--fetch-retries=0", "--fetch-timeout=60000"];
    const install = await run("npm", ["install", ...flags, `--registry=${localRegistry.url}`], {
      cwd: dir,
      env: npmEnvironment(join(dir, ".npm-cache"), localRegistry.url),
      maxBuffer: 16 * 1024 * 1024,
    });
    installSummary = install.stdout.trim().split("\n").at(-1) ?? "";
  } finally {
    await localRegistry.close();
  }
  copyFileSync(new URL("smoke.mjs", import.meta.url), join(dir, "smoke.mjs"));
  const project = (node: string): ConsumerProject => {
    // Bins start with `#!/usr/bin/env node`: the chosen Node goes first on PATH so they run on it too.
    const env = { ...process.env, NO_COLOR: "1", PATH: `${dirname(node)}:${process.env["PATH"] ?? ""}` };
    const exec = async (file: string, args: readonly string[]): Promise<string> =>
      (await run(file, [...args], { cwd: dir, maxBuffer: 16 * 1024 * 1024, env })).stdout;
    return {
      dir,
      installSummary,
      served: localRegistry.served,
      missing: localRegistry.missing,
      on: project,
      exec,
      node: (args) => exec(node, args),
      bin: (name, args) => exec(join(dir, "node_modules", ".bin", name), args),
    };
  };
  return project(node);
}

/** The version of an installed package, read from node_modules. */
export const installedVersion = (dir: string, name: string): string =>
  (JSON.parse(readFileSync(join(dir, "node_modules", name, "package.json"), "utf8")) as { version: string }).version;
