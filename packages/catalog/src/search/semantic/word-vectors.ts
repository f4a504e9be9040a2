// Word vectors trained on a catalog's own texts: PPMI over a ±5-word window with context
// smoothing 0.75, truncated SVD, vectors U·Σ^½ scaled to unit length.
import { norm } from "./dense.js";
import { ppmiMatrix } from "./ppmi.js";
import { truncatedSvd } from "./truncated-svd.js";

/** Options of {@link trainWordVectors}. */
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
 * so the vectors depend on the multiset of sequences and not on their order.
 */
export function trainWordVectors(
  sequences: readonly (readonly string[])[],
  options: WordVectorOptions = {},
): WordVectors {
  const counts = new Map<string, number>();
  for (const sequence of sequences) for (const word of sequence) counts.set(word, (counts.get(word) ?? 0) + 1);
  const vocabulary = [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
    .slice(0, MAX_VOCABULARY)
    .map(([word]) => word)
    .sort();
  const ids = new Map(vocabulary.map((word, i) => [word, i]));
  const encoded = sequences.map((sequence) =>
    sequence.flatMap((word) => {
      const id = ids.get(word);
      return id === undefined ? [] : [id];
    }),
  );
  const matrix = ppmiMatrix(encoded, vocabulary.length, { window: options.window ?? 5, smoothing: 0.75 });
  const svd = truncatedSvd(matrix, { rank: options.dimensions ?? 100, seed: options.seed ?? 43 });
  const dimension = svd.values.length;
  const scale = Float64Array.from(svd.values, (value) => Math.sqrt(value));
  const vectors = new Map<string, Float64Array>();
  vocabulary.forEach((word, i) => {
    const vector = new Float64Array(dimension);
    for (let k = 0; k < dimension; k++) vector[k] = (svd.u[k]?.[i] ?? 0) * (scale[k] ?? 0);
    const length = norm(vector);
    if (length <= 0) return;
    for (let k = 0; k < dimension; k++) vector[k] = (vector[k] ?? 0) / length;
    vectors.set(word, vector);
  });
  return { dimension, vectors };
}
