// Word vectors trained on a catalog's own texts: PPMI over a ±5-word window with context
// smoothing 0.75, truncated SVD, vectors U·Σ^½ scaled to unit length.
import { norm } from "./dense.js";
import { ppmiMatrixSteps } from "./ppmi.js";
import { TOOLS_PER_STEP, WORDS_PER_STEP, type Steps } from "./training-steps.js";
import { truncatedSvdSteps } from "./truncated-svd.js";

/** Options of {@link trainWordVectorsSteps}. */
export interface WordVectorOptions {
  /** Dimensions kept (fewer for a small vocabulary). Default 100. */
  readonly dimensions?: number | undefined;
  /** Context words on each side. Default 5. */
  readonly window?: number | undefined;
  /** Seed of the SVD's test matrix. Default 43. */
  readonly seed?: number | undefined;
}

/** Unit word vectors by word; a word whose vector is zero is left out. */
export interface WordVectors {
  readonly dimension: number;
  readonly vectors: ReadonlyMap<string, Float64Array>;
}

/** Most words kept (by count, then code-unit order): bounds memory on huge catalogs. */
export const MAX_VOCABULARY = 30_000;

/**
 * Trains unit word vectors on `sequences` (one token list per tool). The vocabulary is sorted,
 * so the vectors depend on the multiset of sequences and not on their order. In bounded steps
 * (counts and encodings of {@link TOOLS_PER_STEP} sequences, then the stepped PPMI and SVD, then
 * {@link WORDS_PER_STEP} word vectors per step); `runSteps` runs it at once.
 */
export function* trainWordVectorsSteps(
  sequences: readonly (readonly string[])[],
  options: WordVectorOptions = {},
): Steps<WordVectors> {
  const counts = new Map<string, number>();
  for (let s = 0; s < sequences.length; s++) {
    for (const word of sequences[s] ?? []) counts.set(word, (counts.get(word) ?? 0) + 1);
    if ((s + 1) % TOOLS_PER_STEP === 0) yield { phase: "word-counts", units: TOOLS_PER_STEP };
  }
  const vocabulary = [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, MAX_VOCABULARY)
    .map(([word]) => word)
    .sort();
  yield { phase: "vocabulary", units: vocabulary.length };
  const ids = new Map(vocabulary.map((word, i) => [word, i]));
  const encoded: number[][] = [];
  for (const sequence of sequences) {
    encoded.push(
      sequence.flatMap((word) => {
        const id = ids.get(word);
        return id === undefined ? [] : [id];
      }),
    );
    if (encoded.length % TOOLS_PER_STEP === 0) yield { phase: "encode", units: TOOLS_PER_STEP };
  }
  const matrix = yield* ppmiMatrixSteps(encoded, vocabulary.length, { window: options.window ?? 5, smoothing: 0.75 });
  const svd = yield* truncatedSvdSteps(matrix, { rank: options.dimensions ?? 100, seed: options.seed ?? 43 });
  const dimension = svd.values.length;
  const scale = Float64Array.from(svd.values, (value) => Math.sqrt(value));
  const vectors = new Map<string, Float64Array>();
  for (let i = 0; i < vocabulary.length; i++) {
    if (i > 0 && i % WORDS_PER_STEP === 0) yield { phase: "word-vectors", units: WORDS_PER_STEP };
    const word = vocabulary[i] ?? "";
    const vector = new Float64Array(dimension);
    for (let k = 0; k < dimension; k++) vector[k] = (svd.u[k]?.[i] ?? 0) * (scale[k] ?? 0);
    const length = norm(vector);
    if (length <= 0) continue;
    for (let k = 0; k < dimension; k++) vector[k] = (vector[k] ?? 0) / length;
    vectors.set(word, vector);
  }
  return { dimension, vectors };
}
