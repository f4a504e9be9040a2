// Bounded work units of the built-in embedder's training: every stage is a generator that
// yields after a batch, so a caller can spread training over many turns of its event loop.

/** One bounded unit of training work, as yielded by the `…Steps` generators. */
export interface TrainingStep {
  /** The stage the unit belongs to (`tokenize`, `cooccurrence`, `ppmi-rows`, `svd`, `tool-vectors`, …). */
  readonly phase: string;
  /** How many items (tools, words or SVD columns) the unit covered. */
  readonly units: number;
}

/** A resumable, deterministic computation of `T` in bounded steps. */
export type Steps<T> = Generator<TrainingStep, T, undefined>;

/** Tools tokenised, counted or summed per step. */
export const TOOLS_PER_STEP = 32;
/** Vocabulary rows (PPMI rows, sparse rows, word vectors) per step. */
export const WORDS_PER_STEP = 512;
/** SVD columns (each a product with the whole sparse matrix) per step. */
export const COLUMNS_PER_STEP = 4;

/**
 * Runs `steps` to completion and returns its result: the one-shot form of a stepped computation.
 *
 * @example
 * ```ts
 * const embedder = runSteps(trainCatalogEmbedderSteps(entries));
 * ```
 */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done === true) return next.value;
  }
}
