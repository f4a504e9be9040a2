import type { ConfigWarning } from "./types.js";
import { renderConfigValue } from "./value.js";

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
