// Shared Vitest config: every package writes a JSON report that .ci/run sums up.
import { defineConfig } from "vitest/config";

/** Vitest config for one package; tests live next to the code as `*.test.ts`. */
export function vitestConfig(overrides = {}) {
  return defineConfig({
    test: {
      include: ["src/**/*.test.ts", "test/**/*.test.ts"],
      reporters: ["default", "json"],
      outputFile: { json: "reports/vitest.json" },
      testTimeout: 20_000,
      ...overrides,
    },
  });
}
