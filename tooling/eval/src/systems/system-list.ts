// The systems every set is evaluated with: ours in each mode, then the peers.
import { OUR_MODES } from "../modes.js";
import { catalogSystem } from "./catalog-system.js";
import { hermesSystem } from "./hermes-system.js";
import { minisearchSystem } from "./minisearch-system.js";
import { oramaSystem } from "./orama-system.js";
import type { SearchSystem } from "./search-system.js";
import { winkPlainSystem, winkSystem } from "./wink-system.js";

export function allSystems(): SearchSystem[] {
  return [
    ...OUR_MODES.map(hermesSystem),
    ...OUR_MODES.map((mode) => catalogSystem(mode)),
    ...OUR_MODES.map((mode) => catalogSystem(mode, false)),
    winkSystem("own"),
    winkSystem("hermes"),
    winkPlainSystem(),
    minisearchSystem("own"),
    minisearchSystem("hermes"),
    oramaSystem(),
  ];
}
