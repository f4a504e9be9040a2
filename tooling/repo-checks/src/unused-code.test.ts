import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runKnip } from "./unused-code.js";
import { REPO_ROOT } from "./workspace.js";

const scratch = mkdtempSync(join(tmpdir(), "hermes-knip-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A one-package project with one file nothing imports, one unused export and one unused dependency. */
function deadCodeProject(): string {
  const dir = join(scratch, "dead-code");
  mkdirSync(join(dir, "src"), { recursive: true });
  const manifest = { name: "dead-code", version: "1.0.0", type: "module", dependencies: { "left-pad": "1.3.0" } };
  writeFileSync(join(dir, "package.json"), JSON.stringify(manifest));
  writeFileSync(join(dir, "knip.json"), JSON.stringify({ entry: ["src/index.ts"], project: ["src/**/*.ts"] }));
  writeFileSync(join(dir, "src", "index.ts"), 'import { used } from "./helpers.js";\nexport const answer = used();\n');
  writeFileSync(
    join(dir, "src", "helpers.ts"),
    "export const used = (): number => 42;\nexport const neverImported = (): number => 7;\n",
  );
  writeFileSync(join(dir, "src", "orphan.ts"), "export const lonely = 1;\n");
  return dir;
}

describe("unused code and dependencies (knip, configured by knip.jsonc)", () => {
  it("finds none in the workspace", async () => {
    const run = await runKnip(REPO_ROOT);
    expect(
      run.output,
      "run `pnpm knip` and remove what it lists (or, for a real entry point, add it to knip.jsonc)",
    ).toBe("");
    expect(run.exitCode).toBe(0);
  });

  it("reports an unused file, export and dependency in a project that has them", async () => {
    const run = await runKnip(deadCodeProject());
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain("src/orphan.ts");
    expect(run.output).toContain("neverImported");
    expect(run.output).toContain("left-pad");
    expect(run.output).not.toMatch(/\bused\b/);
  });
});
