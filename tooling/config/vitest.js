// Shared Vitest config: every package writes a JSON report that .ci/run sums up.
import { configDefaults, defineConfig } from "vitest/config";

/**
 * The export condition every workspace package maps to its `src/*.ts` (stripped on publish by
 * `publishConfig.exports`). Tests resolve sibling packages through it, so they run from source
 * with no build; the other conditions are Vite's defaults for Node.
 */
const SOURCE_CONDITIONS = ["@hermes/source", "module", "node", "development|production"];

/** Tests that start this or another package's built `dist/` (a CLI child, a stdio fixture). */
const DIST_TESTS = "src/**/*.dist.test.ts";

/**
 * Vitest config for one package; tests live next to the code as `*.test.ts`. Two projects:
 * `unit` (every test but `*.dist.test.ts`, from source, files sharing one module graph per
 * worker) and `dist` (the `*.dist.test.ts` files, after a build). `overrides` are merged into
 * both; `isolate: true` restores a fresh module graph per file for a suite that needs it.
 */
export function vitestConfig(overrides = {}) {
  const { isolate = false, ...shared } = overrides;
  return defineConfig({
    resolve: { conditions: SOURCE_CONDITIONS },
    // Vitest also hands the SSR conditions to Node (`--conditions`), so a dependency loaded by Node
    // itself would get its `module` build, which some publish for bundlers only (extensionless
    // imports, e.g. @opentelemetry/*): Node reads packages as Node does.
    ssr: { resolve: { conditions: SOURCE_CONDITIONS.filter((condition) => condition !== "module") } },
    test: {
      reporters: ["default", "json"],
      outputFile: { json: "reports/vitest.json" },
      // Hang guards, not speed checks: generous enough for a machine four times slower than a
      // loaded 2-core laptop (tooling/scripts/test-under-load.sh runs the suite that way).
      testTimeout: 120_000,
      hookTimeout: 120_000,
      ...shared,
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            include: ["src/**/*.test.ts", "test/**/*.test.ts"],
            exclude: [...configDefaults.exclude, DIST_TESTS],
            isolate,
          },
        },
        { extends: true, test: { name: "dist", include: [DIST_TESTS] } },
      ],
    },
  });
}
