// Shared Vitest config: every package writes a JSON report that .ci/run sums up.
import { defineConfig } from "vitest/config";

/** Vitest config for one package; tests live next to the code as `*.test.ts`. */
export function vitestConfig(overrides = {}) {
  return defineConfig({
    test: {
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      reporters: ["default", "json"],
      outputFile: { json: "reports/vitest.json" },
      // Hang guards, not speed checks: generous enough for a machine four times slower than a
      // loaded 2-core laptop (tooling/scripts/test-under-load.sh runs the suite that way).
      testTimeout: 120_000,
      hookTimeout: 120_000,
      ...overrides,
    },
  });
}
