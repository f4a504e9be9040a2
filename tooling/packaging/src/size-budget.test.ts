import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { PackedWorkspace } from "./pack.js";
import { sharedPack } from "./shared-pack.js";
import { kib, SIZE_BUDGETS } from "./size-budget.js";
import { REPO_ROOT } from "./workspace.js";

let packed: PackedWorkspace;
beforeAll(() => {
  packed = sharedPack();
});

describe.each(Object.entries(SIZE_BUDGETS))("size budget of %s", (name, budget) => {
  it("keeps the packed and unpacked tarball within budget", () => {
    const { packedBytes, unpackedBytes } = packed.get(name).tarball;
    console.info(
      `${name}: packed ${kib(packedBytes)} of ${kib(budget.packedBytes)}, unpacked ${kib(unpackedBytes)} of ${kib(budget.unpackedBytes)}`,
    );
    expect(packedBytes).toBeLessThanOrEqual(budget.packedBytes);
    expect(unpackedBytes).toBeLessThanOrEqual(budget.unpackedBytes);
  });
});

describe("size budgets", () => {
  it("name published packages", () => {
    for (const name of Object.keys(SIZE_BUDGETS))
      expect(packed.packages.map((pkg) => pkg.manifest.name)).toContain(name);
  });

  it("are the ones docs/architecture.md states", () => {
    const doc = readFileSync(join(REPO_ROOT, "docs", "architecture.md"), "utf8");
    const bytes = (value: number): string => `${value.toLocaleString("en-US")} B`;
    for (const [name, budget] of Object.entries(SIZE_BUDGETS)) {
      expect(doc).toContain(`| \`${name}\` | ${bytes(budget.packedBytes)} | ${bytes(budget.unpackedBytes)} |`);
    }
  });
});
