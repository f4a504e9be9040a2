// The systems every set is evaluated with: ours in each mode, then the peers.
import { OUR_MODES } from "../modes.js";
import { hermesSystem } from "./hermes-system.js";
import { minisearchSystem } from "./minisearch-system.js";
import { oramaSystem } from "./orama-system.js";
import type { SearchSystem } from "./search-system.js";
import { winkSystem } from "./wink-system.js";

export const OUR_SYSTEM = "hermes-bm25";

export function allSystems(): SearchSystem[] {
  return [
    ...OUR_MODES.map(hermesSystem),
    winkSystem("own"),
    winkSystem("hermes"),
    minisearchSystem("own"),
    minisearchSystem("hermes"),
    oramaSystem(),
  ];
}
