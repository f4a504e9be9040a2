// tooling/config/vitest.js ships without a declaration file; this gives vitest.config.ts
// (which this package type-checks) the shape of the one function it calls.
declare module "@hermes/config/vitest" {
  import type { ViteUserConfig } from "vitest/config";

  type TestOptions = NonNullable<ViteUserConfig["test"]>;
  export function vitestConfig(overrides?: Partial<TestOptions>): ViteUserConfig;
}
