import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { registryInstalls, scriptInstalls, type RegistryInstall } from "./registry-installs.js";
import { filesUnder, readPackages, REPO_ROOT } from "./workspace.js";

describe("test and build tasks", () => {
  it("run no package-manager install, add or one-off runner against a registry", () => {
    const roots = ["packages", "tooling"].flatMap((group) =>
      readPackages(group as "packages" | "tooling").map(({ dir }) => dir),
    );
    const found: RegistryInstall[] = [];
    for (const root of [...roots, "scripts"]) {
      for (const path of filesUnder(join(REPO_ROOT, root), /\.(?:[cm]?[jt]s|sh)$/)) {
        // This check's own test cases spell out the commands it must catch.
        if (path.endsWith("registry-installs.test.ts")) continue;
        found.push(...registryInstalls(`${root}/${path}`, readFileSync(join(REPO_ROOT, root, path), "utf8")));
      }
    }
    for (const group of ["packages", "tooling"] as const)
      for (const { dir, manifest } of readPackages(group))
        found.push(...scriptInstalls(`${dir}/package.json`, (manifest["scripts"] ?? {}) as Record<string, string>));
    const root = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as {
      scripts: Record<string, string>;
    };
    found.push(...scriptInstalls("package.json", root.scripts));
    expect(found).toEqual([]);
  });
});

describe("registryInstalls", () => {
  it("finds installs, adds and one-off runners written as shell commands", () => {
    const text = [
      "npm install node@22",
      "sh -c 'pnpm add left-pad'",
      "npm --prefix /tmp/x i is-number",
      "npm ci",
      "yarn add x",
      "npx some-tool --flag",
      "pnpm dlx create-thing",
    ].join("\n");
    expect(registryInstalls("f.sh", text).map((item) => item.line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("in code, reads shell commands only where a program is started", () => {
    const text = [
      'execSync("npm install left-pad");',
      'await run("sh", ["-c", "npx tool"]);',
      'throw new Error("run pnpm install first");',
      'const usage = "npx -y @hermes/cli serve";',
    ].join("\n");
    expect(registryInstalls("f.ts", text).map((item) => item.line)).toEqual([1, 2]);
  });

  it("finds installs given to spawn or execFile as argument lists", () => {
    const text = 'await run("npm", ["install", "--no-audit"], { cwd });\nspawn(\'pnpm\', [\'add\', pkg]);';
    expect(registryInstalls("f.ts", text)).toEqual([
      { file: "f.ts", line: 1, text: '"npm", ["install", "--no-audit"]' },
      { file: "f.ts", line: 2, text: "'pnpm', ['add', pkg]" },
    ]);
  });

  it("allows an offline install and one from a loopback registry", () => {
    const text = [
      "npm install --offline x",
      "npm install --registry http://127.0.0.1:4873 x",
      'run("npm", ["install", "--registry", registry.url])',
      'run("npm", ["install", "--registry", localRegistry.url])',
      'run("npm", ["install", `--registry=${localRegistry.url}`])',
      'run("npm", ["install", "--registry=http://localhost:9"])',
    ].join("\n");
    expect(registryInstalls("f.ts", text).map((item) => item.text)).toEqual([
      '"npm", ["install", "--registry", registry.url]',
    ]);
  });

  it("leaves other package-manager commands and comments alone", () => {
    const text = [
      "pnpm pack --pack-destination out",
      "npm view tar version",
      "# npm install x",
      "// pnpm add y",
      "pnpm test",
    ].join("\n");
    expect(registryInstalls("f.sh", text)).toEqual([]);
  });

  it("reads package.json scripts and names the script", () => {
    expect(scriptInstalls("p/package.json", { build: "tsc", "test:dist": "npm install x && vitest run" })).toEqual([
      { file: "p/package.json#test:dist", line: 0, text: "npm install x && vitest run" },
    ]);
  });
});
