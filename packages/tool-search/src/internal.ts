// @hermes/tool-search/internal: NOT covered by semver (docs/api-stability.md). Pieces of the
// umbrella's wiring that our hardening tooling drives on its own, and the config-file keys the
// generated configuration reference reads. Anything here can change or disappear in any release.
export { CONFIG_FILE_KEYS } from "./config-file-keys.js";
export { invokeWithConnectors } from "./connectors-runtime.js";
