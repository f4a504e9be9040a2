import { percentile } from "../timing.js";

/** p50 and p95 of one system's call times, in µs. */
export interface Measured {
  readonly p50: number;
  readonly p95: number;
}

/** How many warm-up rounds (not timed) and timed rounds to run. */
export interface Rounds {
  readonly warmup: number;
  readonly runs: number;
}

/**
 * Calls every system once per round, the order rotating every round so machine noise falls on
 * every system alike; after the warm-up rounds, p50 and p95 of each system's call times in µs.
 * `call` throws when an answer is wrong, so a failing system fails the measurement.
 */
export async function timeRounds<S extends string>(
  systems: readonly S[],
  call: Readonly<Record<S, () => Promise<unknown>>>,
  rounds: Rounds,
): Promise<Record<S, Measured>> {
  const samples = new Map<S, number[]>(systems.map((system) => [system, []]));
  for (let round = 0; round < rounds.warmup + rounds.runs; round += 1) {
    for (let k = 0; k < systems.length; k += 1) {
      const system = systems[(round + k) % systems.length] as S;
      const started = performance.now();
      await call[system]();
      const took = (performance.now() - started) * 1_000;
      if (round >= rounds.warmup) samples.get(system)?.push(took);
    }
  }
  const out = {} as Record<S, Measured>;
  for (const system of systems) {
    const taken = samples.get(system) ?? [];
    out[system] = { p50: percentile(taken, 50), p95: percentile(taken, 95) };
  }
  return out;
}
