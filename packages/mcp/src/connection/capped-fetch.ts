import type { FetchLike } from "@modelcontextprotocol/server";
import { errorGuard, HermesError } from "@hermes/catalog";

/** Most bytes of one downstream HTTP message: a JSON response body, or one event of an SSE stream. Same as one stdio message. */
export const MAX_RESPONSE_BYTES = 10 * 1024 * 1024;

/**
 * A downstream HTTP response (or one SSE event) went over {@link MAX_RESPONSE_BYTES}; the
 * response is cut off. A member of the `@hermes` error family (docs/errors.md, "Thrown errors").
 *
 * @example
 * ```ts
 * await response.text().catch((error: unknown) => isResponseTooLargeError(error, "RESPONSE_TOO_LARGE"));
 * ```
 */
export class ResponseTooLargeError extends HermesError<ResponseTooLargeErrorCode> {
  /** The bound that was passed, in bytes. */
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(
      "RESPONSE_TOO_LARGE",
      `the server sent a response larger than ${Math.round(maxBytes / 1024 / 1024)} MB (the most one message may hold)`,
      "ResponseTooLargeError",
    );
    this.maxBytes = maxBytes;
  }
}

/** The code of a {@link ResponseTooLargeError}. */
export type ResponseTooLargeErrorCode = "RESPONSE_TOO_LARGE"; // a downstream HTTP response or SSE event over the byte bound

/**
 * Whether `value` is a {@link ResponseTooLargeError}, also one from another installed copy of
 * this package, optionally with the given `code`.
 *
 * @example
 * ```ts
 * isResponseTooLargeError(new ResponseTooLargeError(1024)); // true
 * ```
 */
export const isResponseTooLargeError: (
  value: unknown,
  code?: ResponseTooLargeErrorCode,
) => value is ResponseTooLargeError = errorGuard<ResponseTooLargeError>("ResponseTooLargeError");

const LF = 10;
const CR = 13;

/** Counts bytes of a body; for an event stream, only since the last blank line (one event at a time). */
function limiter(maxBytes: number, eventStream: boolean): TransformStream<Uint8Array, Uint8Array> {
  let size = 0;
  let previous = -1;
  return new TransformStream({
    transform(chunk, controller) {
      let over = false;
      if (!eventStream) over = (size += chunk.byteLength) > maxBytes;
      else {
        for (const byte of chunk) {
          if (byte === CR) continue;
          size = byte === LF && previous === LF ? 0 : size + 1;
          previous = byte;
          if (size > maxBytes) over = true;
        }
      }
      if (over) controller.error(new ResponseTooLargeError(maxBytes));
      else controller.enqueue(chunk);
    },
  });
}

/**
 * A `fetch` for the Streamable HTTP client whose response bodies stop with
 * {@link ResponseTooLargeError} past `maxBytes` (a JSON body as a whole, an SSE stream per
 * event), so one misbehaving server cannot fill the process's memory. See docs/security.md.
 */
export function cappedFetch(maxBytes: number = MAX_RESPONSE_BYTES, base: FetchLike = fetch): FetchLike {
  return async (url, init) => {
    const response = await base(url, init);
    if (response.body === null) return response;
    const eventStream = response.headers.get("content-type")?.includes("text/event-stream") === true;
    const body = response.body.pipeThrough(limiter(maxBytes, eventStream));
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  };
}
