// The embedder contract of the catalog's semantic search path (docs/ranker-design.md, "Hybrid").
import { errorGuard, HermesError } from "../../hermes-error.js";

/**
 * Turns texts into vectors that are compared by cosine: the semantic half of the catalog's
 * hybrid search (`CatalogSearchOptions.semantic`).
 *
 * Contract:
 * - `embed(texts)` returns one vector per text, in order, each of length {@link Embedder.dimension};
 *   an empty text (or one with no word the embedder knows) gives the zero vector, which scores 0.
 * - Vectors are **not** normalised: the catalog sums a tool's field vectors with field weights
 *   (name, description, parameters, …) and compares the sum by cosine, so an embedder whose
 *   vectors are linear in the text's words keeps that sum meaningful.
 * - It is pure: the same texts give the same vectors, bit for bit, as long as `version` is
 *   unchanged. Caches key vectors by `version`; change it whenever the vectors could change.
 * - It is synchronous, because catalog search is; a network model belongs behind a cache that
 *   answers synchronously (not part of this release).
 *
 * Errors: an implementation throws an {@link EmbedderError} (code `EMBEDDER_DIMENSION` when a
 * vector has the wrong length, `EMBEDDER_FAILED` for anything else); the catalog checks the
 * lengths it receives and throws `EMBEDDER_DIMENSION` itself.
 *
 * The built-in implementation, `createCatalogEmbedder`, downloads nothing: it trains word
 * vectors on the catalog's own tool texts.
 *
 * @example
 * ```ts
 * const embedder: Embedder = {
 *   dimension: 2,
 *   version: "letters/1",
 *   embed: (texts) => texts.map((t) => Float32Array.of(t.split("a").length - 1, t.split("e").length - 1)),
 * };
 * createCatalogIndex(entries, { embedder }).search("add numbers", { semantic: 0.3 });
 * ```
 */
export interface Embedder {
  /** Length of every vector `embed` returns (0 is allowed: a catalog with no words). */
  readonly dimension: number;
  /** Changes whenever the vectors for the same text could change (model, training data, code). */
  readonly version: string;
  /** One vector per text, in order. */
  embed(texts: readonly string[]): Float32Array[];
}

/** Why an {@link Embedder} failed: a vector of the wrong length, or the embedder itself failed. */
export type EmbedderErrorCode =
  | "EMBEDDER_DIMENSION" // an embedder returned the wrong number of vectors, or a vector of the wrong length
  | "EMBEDDER_FAILED"; // the embedder itself failed (its message says why)

/**
 * Thrown by an {@link Embedder} or by the catalog when an embedder's answer is unusable.
 *
 * @example
 * ```ts
 * try { index.search(query, { semantic: 0.3 }); }
 * catch (error) { if (isEmbedderError(error, "EMBEDDER_DIMENSION")) useLexicalOnly(); }
 * ```
 */
export class EmbedderError extends HermesError<EmbedderErrorCode> {
  constructor(code: EmbedderErrorCode, message: string) {
    super(code, message, "EmbedderError");
  }
}

/** Whether `value` is an {@link EmbedderError} (from any installed copy), optionally with `code`. */
export const isEmbedderError = errorGuard<EmbedderError>("EmbedderError");

/**
 * Checks that `vectors` holds `count` vectors of `embedder.dimension` numbers each.
 *
 * @throws {@link EmbedderError} `EMBEDDER_DIMENSION` otherwise.
 */
export function checkVectors(embedder: Embedder, vectors: readonly Float32Array[], count: number): void {
  if (vectors.length !== count)
    throw new EmbedderError(
      "EMBEDDER_DIMENSION",
      `embedder ${embedder.version} returned ${vectors.length} vectors for ${count} texts`,
    );
  for (const vector of vectors)
    if (vector.length !== embedder.dimension)
      throw new EmbedderError(
        "EMBEDDER_DIMENSION",
        `embedder ${embedder.version} returned a vector of length ${vector.length}, expected ${embedder.dimension}`,
      );
}
