// Runs the ablation: our ranker in `rank` mode under every variant, on every set.
import type { EvalSet } from "@hermes/data";
import { ablationVariants, configKey } from "./ablation-variants.js";
import type { AblationVariant } from "./ablation-variants.js";
import { evaluateSystem } from "./evaluate.js";
import type { MetricKey } from "./metric-list.js";
import { OUR_MODES } from "./modes.js";
import type { RetrievalConfig } from "./retrieval-config.js";
import { hermesSystem } from "./systems/hermes-system.js";
import type { SearchSystem } from "./systems/search-system.js";

export interface AblationRow {
  readonly variant: AblationVariant;
  /** True when the variant is the default configuration. */
  readonly isDefault: boolean;
  /** Set name -> metrics. */
  readonly perSet: ReadonlyMap<string, ReadonlyMap<MetricKey, number>>;
}

export interface AblationReport {
  readonly sets: readonly string[];
  readonly rows: readonly AblationRow[];
}

/** Mean of `metric` over the sets (each set weighs the same); `undefined` if a set lacks it. */
export function meanOverSets(row: AblationRow, sets: readonly string[], metric: MetricKey): number | undefined {
  let sum = 0;
  for (const set of sets) {
    const value = row.perSet.get(set)?.get(metric);
    if (value === undefined) return undefined;
    sum += value;
  }
  return sets.length === 0 ? undefined : sum / sets.length;
}

function rankSystem(): SearchSystem {
  const rank = OUR_MODES.find((spec) => spec.mode === "rank");
  if (rank === undefined) throw new Error("OUR_MODES has no rank mode");
  return hermesSystem(rank);
}

export async function runAblation(sets: readonly EvalSet[], base: RetrievalConfig): Promise<AblationReport> {
  const system = rankSystem();
  const cache = new Map<string, ReadonlyMap<string, ReadonlyMap<MetricKey, number>>>();
  const rows: AblationRow[] = [];
  for (const variant of ablationVariants(base)) {
    const key = configKey(variant.config);
    let perSet = cache.get(key);
    if (perSet === undefined) {
      const computed = new Map<string, ReadonlyMap<MetricKey, number>>();
      for (const set of sets) computed.set(set.name, (await evaluateSystem(set, system, variant.config)).metrics);
      cache.set(key, computed);
      perSet = computed;
    }
    rows.push({ variant, isDefault: key === configKey(base), perSet });
  }
  return { sets: sets.map((set) => set.name), rows };
}
