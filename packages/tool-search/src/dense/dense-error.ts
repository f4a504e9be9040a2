// The typed errors of the dense embedding adapter (docs/errors.md).
import { errorGuard, HermesError } from "@hermes/catalog";

/** Why the dense embedding endpoint gave no usable vectors. */
export type DenseEmbedderErrorCode =
  | "DENSE_CONFIG" // the adapter's options are invalid (URL, model, API key variable, timeout, batch size)
  | "DENSE_TIMEOUT" // the endpoint did not answer within the adapter's timeout, or the caller aborted
  | "DENSE_NETWORK" // the endpoint could not be reached (connection refused, reset, DNS)
  | "DENSE_HTTP" // the endpoint answered with a status other than 2xx
  | "DENSE_MALFORMED"; // the endpoint's body is not an embeddings answer for the texts sent

/**
 * Thrown by `createOpenAiEmbedder` (code `DENSE_CONFIG`) and by its requests; `denseSearch`
 * catches the request errors, answers with the built-in ranking and reports the error. Messages
 * never contain the API key.
 *
 * @example
 * ```ts
 * const { matches, error } = await denseSearch(entries, query, embedder);
 * if (isDenseEmbedderError(error, "DENSE_TIMEOUT")) log("embeddings endpoint slow; lexical results");
 * ```
 */
export class DenseEmbedderError extends HermesError<DenseEmbedderErrorCode> {
  constructor(code: DenseEmbedderErrorCode, message: string) {
    super(code, message, "DenseEmbedderError");
  }
}

/** Whether `value` is a {@link DenseEmbedderError} (from any installed copy), optionally with `code`. */
export const isDenseEmbedderError = errorGuard<DenseEmbedderError>("DenseEmbedderError");
