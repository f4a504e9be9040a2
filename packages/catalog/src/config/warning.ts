import type { ConfigWarning } from "./types.js";
import { renderConfigValue } from "./value.js";

/** Where the block lives in the user's config; messages start with it. */
export const CONFIG_BLOCK_PATH = "tools.tool_search";

/**
 * The display path of a key: `tools.tool_search.threshold_pct`, or `tools.tool_search`
 * for the whole block (`key` `""`).
 *
 * @example
 * ```ts
 * configKeyPath("defer"); // "tools.tool_search.defer"
 * ```
 */
export function configKeyPath(key: string): string {
  return key === "" ? CONFIG_BLOCK_PATH : `${CONFIG_BLOCK_PATH}.${key}`;
}

/**
 * Builds a {@link ConfigWarning}: renders `value` once (see `renderConfigValue`) and passes
 * the rendering to `describe`, which writes the sentence. Never throws unless `describe` does.
 *
 * @example
 * ```ts
 * configWarning("enabled", "maybe", (shown) => `enabled: ${shown} is not valid; using "auto"`);
 * // { key: "enabled", value: "\"maybe\"", message: "enabled: \"maybe\" is not valid; using \"auto\"" }
 * ```
 */
export function configWarning(key: string, value: unknown, describe: (shown: string) => string): ConfigWarning {
  const shown = renderConfigValue(value);
  return { key, value: shown, message: describe(shown) };
}
