import { vitestConfig } from "@hermes/config/vitest";

// shared-pack.ts packs the workspace once per run for every test file that reads the tarballs.
export default vitestConfig({
  testTimeout: 240_000,
  hookTimeout: 240_000,
  isolate: true,
  globalSetup: ["./src/shared-pack.ts"],
});
