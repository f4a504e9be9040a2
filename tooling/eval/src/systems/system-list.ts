// The systems every set is evaluated with: ours in each mode, then the peers.
import { OUR_MODES } from "../modes.js";
import { catalogSystem } from "./catalog-system.js";
import { hermesSystem } from "./hermes-system.js";
import { hybridSystem } from "./hybrid-system.js";
import { minisearchSystem } from "./minisearch-system.js";
import { oramaSystem } from "./orama-system.js";
import type { SearchSystem } from "./search-system.js";
import { winkPlainSystem, winkSystem } from "./wink-system.js";

export function allSystems(): SearchSystem[] {
  return [
    ...OUR_MODES.map(hermesSystem),
    ...OUR_MODES.map((mode) => catalogSystem(mode)),
    ...OUR_MODES.map((mode) => catalogSystem(mode, false)),
    // The hybrid in the default admission only: its other modes would reorder the same way.
    ...OUR_MODES.filter(({ mode }) => mode === "natural").map((mode) => hybridSystem(mode)),
    ...OUR_MODES.filter(({ mode }) => mode === "natural").map((mode) => catalogSystem(mode, true, "adaptive")),
    winkSystem("own"),
    winkSystem("hermes"),
    winkPlainSystem(),
    minisearchSystem("own"),
    minisearchSystem("hermes"),
    oramaSystem(),
  ];
}

/**
 * The systems `--system` names select, every mode of each, in `allSystems` order; all of them
 * when `names` is empty. Throws on an unknown name, listing the known ones.
 */
export function selectedSystems(names: readonly string[]): SearchSystem[] {
  const all = allSystems();
  const unknown = names.filter((name) => !all.some(({ system }) => system === name));
  if (unknown.length > 0)
    throw new Error(
      `unknown --system ${unknown.join(", ")} (systems: ${[...new Set(all.map(({ system }) => system))].join(", ")})`,
    );
  return names.length === 0 ? all : all.filter(({ system }) => names.includes(system));
}
