import { execFile, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { npmEnvironment } from "./consumer/consumer-project.js";
import { startLocalRegistry, type LocalRegistry } from "./consumer/local-registry.js";
import { readTarball } from "./tarball.js";
import { packAll, shellWord, tarballName, type PackAllResult } from "./pack-all.js";
import { publishedPackages, REPO_ROOT } from "./workspace.js";

const run = promisify(execFile);
const GUARD = join(REPO_ROOT, "scripts", "require-dist.mjs");

let scratch: string;
let packed: PackAllResult;
/** npm's only registry here: third-party packages come from the workspace's store, not the network. */
let localRegistry: LocalRegistry;
const npmEnv = (): NodeJS.ProcessEnv => npmEnvironment(join(scratch, ".npm-cache"), localRegistry.url);
beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), "hermes-pack-all-"));
  localRegistry = await startLocalRegistry(join(REPO_ROOT, "node_modules", ".pnpm"));
  packed = await packAll(join(scratch, "packs with space"));
}, 240_000);
afterAll(async () => {
  await localRegistry.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe("prepack of every published package", () => {
  it.each(publishedPackages().map((pkg) => [pkg.manifest.name, pkg] as const))(
    "%s runs the dist guard",
    (_name, pkg) => {
      expect((pkg.manifest["scripts"] as Record<string, string>)["prepack"]).toBe(
        "node ../../scripts/require-dist.mjs",
      );
    },
  );

  it("refuses to pack a package whose dist/ was never built, naming the missing files and the fix", () => {
    const dir = join(scratch, "unbuilt");
    mkdirSync(dir);
    const manifest = {
      name: "@hermes/unbuilt",
      version: "1.0.0",
      files: ["dist"],
      exports: { ".": { "@hermes/source": "./src/index.ts", types: "./dist/index.d.ts", default: "./dist/index.js" } },
      bin: { unbuilt: "./dist/main.js" },
      scripts: { prepack: `node ${shellWord(GUARD)}` },
    };
    writeFileSync(join(dir, "package.json"), JSON.stringify(manifest));
    const result = spawnSync("pnpm", ["pack", "--pack-destination", join(dir, "out")], { cwd: dir, encoding: "utf8" });
    expect(result.status).not.toBe(0);
    const said = `${result.stdout}${result.stderr}`;
    expect(said).toContain("@hermes/unbuilt: refusing to pack without its built files");
    expect(said).toContain("missing: dist/main.js, dist/index.d.ts, dist/index.js");
    expect(said).toContain("pnpm pack:all");
    expect(existsSync(join(dir, "out"))).toBe(false);
  });
});

describe("pnpm pack:all", () => {
  it("writes one tarball per published package into one folder", () => {
    const expected = publishedPackages().map((pkg) => tarballName(pkg.manifest.name, pkg.manifest.version));
    expect(readdirSync(packed.dir).sort()).toEqual([...expected].sort());
    expect(packed.tarballs.map((t) => t.path)).toEqual(expected.map((file) => join(packed.dir, file)));
  });

  it("prints one npm install line naming every tarball, quoted for the shell", () => {
    expect(packed.installCommand.startsWith("npm install ")).toBe(true);
    for (const tarball of packed.tarballs) expect(packed.installCommand).toContain(shellWord(tarball.path));
    expect(packed.installCommand).toContain("'");
  });

  it("installs with exactly that line in an empty project, and the CLI's bin runs", async () => {
    const project = join(scratch, "project");
    mkdirSync(project);
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "fresh", version: "1.0.0", private: true }));
    await run("sh", ["-c", `${packed.installCommand} --no-audit --no-fund`], {
      cwd: project,
      env: npmEnv(),
      maxBuffer: 16 * 1024 * 1024,
    });
    const bin = join(project, "node_modules", ".bin", "hermes-tool-search");
    const version = (await run(bin, ["--version"], { cwd: project })).stdout.trim();
    expect(version).toBe(packed.tarballs.find((t) => t.name === "@hermes/cli")?.version);
    const search = JSON.parse(
      (await run(bin, ["search", "create github issue", "--json"], { cwd: project })).stdout,
    ) as {
      results?: { name: string }[];
    };
    expect(JSON.stringify(search)).toContain("mcp__github__create_issue");
  });
});

describe("npm publish --dry-run of every packed tarball", () => {
  it("accepts each one as public, with provenance, at its name and version, with exactly the tarball's files", async () => {
    for (const tarball of packed.tarballs) {
      const { stdout } = await run(
        "npm",
        ["publish", "--dry-run", "--json", "--access", "public", "--provenance", tarball.path],
        { cwd: scratch, env: npmEnv(), maxBuffer: 16 * 1024 * 1024 },
      );
      const report = (
        JSON.parse(stdout) as Record<string, { name: string; version: string; files: { path: string }[] }>
      )[tarball.name];
      expect(report?.name).toBe(tarball.name);
      expect(report?.version).toBe(tarball.version);
      expect(report?.files.map((file) => file.path).sort()).toEqual([...readTarball(tarball.path).files.keys()].sort());
    }
  });
});
