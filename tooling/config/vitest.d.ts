import type { UserConfig } from "vitest/config";
import type { ViteUserConfig } from "vitest/config";

/**
 * Vitest config for one package: projects `unit` (from source, no build) and `dist` (the
 * `*.dist.test.ts` files, which start built code). `overrides` are merged into `test` of both;
 * `isolate` (default `false`) applies to `unit`.
 */
export function vitestConfig(overrides?: NonNullable<UserConfig["test"]>): ViteUserConfig;
