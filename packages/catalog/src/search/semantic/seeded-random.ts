// A small seeded pseudo-random generator for the deterministic parts of training.

/**
 * Mulberry32: a 32-bit seeded generator, the same sequence for the same seed on every platform
 * (integer arithmetic only). Returns numbers in [0, 1).
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A random sign, ±1, for test matrices: the randomized range finder needs no more than a
 * sign (Rademacher) matrix, and signs avoid the platform-dependent `Math.log` of a Gaussian.
 */
export function randomSign(random: () => number): number {
  return random() < 0.5 ? -1 : 1;
}
