import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "./workspace.js";

const cliVersion = (
  JSON.parse(readFileSync(join(REPO_ROOT, "packages", "cli", "package.json"), "utf8")) as { version: string }
).version;

describe("the CLI in a clone of the repository", () => {
  it("runs as `pnpm exec hermes-tool-search` at the root (the root depends on @hermes/cli for its bin)", () => {
    const result = spawnSync("pnpm", ["exec", "hermes-tool-search", "--version"], { cwd: REPO_ROOT, encoding: "utf8" });
    expect(result.stderr).toBe("");
    expect(result.stdout.trim()).toBe(cliVersion);
    expect(result.status).toBe(0);
  });

  it("answers a search on the demo catalog the same way", () => {
    const result = spawnSync("pnpm", ["exec", "hermes-tool-search", "search", "list kubernetes pods", "--json"], {
      cwd: REPO_ROOT,
      encoding: "utf8",
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("pods_list");
  });
});
