// @hermes/tool-search/internal: NOT covered by semver (docs/api-stability.md). Pieces of the
// umbrella's wiring that our hardening tooling drives on its own. Anything here can change or
// disappear in any release.
export { invokeWithConnectors } from "./connectors-runtime.js";
