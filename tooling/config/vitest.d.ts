import type { UserConfig } from "vitest/config";
import type { ViteUserConfig } from "vitest/config";

/** Vitest config for one package; `overrides` are merged into `test`. */
export function vitestConfig(overrides?: NonNullable<UserConfig["test"]>): ViteUserConfig;
