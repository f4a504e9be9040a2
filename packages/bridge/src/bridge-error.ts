import { isRecord } from "@hermes/catalog/internal";

/**
 * The codes a bridge handler sets on a {@link BridgeError} (most bridge errors carry none: the
 * message says what to fix):
 * - `ARGUMENTS_TOO_DEEP`: `tool_call` arguments nest deeper than the bound (with `limit`);
 * - `ARGUMENTS_TOO_LARGE`: `tool_call` arguments hold more values than the bound (with `limit`);
 * - `UNAVAILABLE`: the tool's source (an MCP server) is down (with `source`).
 *
 * @example
 * ```ts
 * if ((result as BridgeError).code === "UNAVAILABLE") retryLater();
 * ```
 */
export type BridgeErrorCode = "ARGUMENTS_TOO_DEEP" | "ARGUMENTS_TOO_LARGE" | "UNAVAILABLE";

/**
 * A handler failure as the model sees it: a JSON object whose `error` field says what went
 * wrong and how to retry, plus optional structured fields (`path`, `constraint`, …).
 * Every bridge handler returns one of these instead of throwing on model input.
 */
export interface BridgeError {
  readonly error: string;
  readonly [key: string]: unknown;
}

/**
 * Builds a {@link BridgeError}. `extra` fields are copied after `error`, which always wins
 * (an `extra.error` is ignored), so the message stays the first key in the JSON.
 *
 * @example
 * ```ts
 * bridgeError("'x' is not a known tool name.", { suggestions: ["mcp__github__x"] });
 * // { error: "'x' is not a known tool name.", suggestions: ["mcp__github__x"] }
 * ```
 */
export function bridgeError(message: string, extra?: Readonly<Record<string, unknown>>): BridgeError {
  if (extra === undefined) return { error: message };
  return Object.fromEntries([
    ["error", message],
    ...Object.entries(extra).filter(([key]) => key !== "error"),
  ]) as BridgeError;
}

/**
 * Whether a value is a {@link BridgeError}: a non-array object with a string `error` field.
 *
 * @example
 * ```ts
 * const result = await describeTools(args, { scope });
 * if (isBridgeError(result)) return result;
 * ```
 */
export function isBridgeError(value: unknown): value is BridgeError {
  return isRecord(value) && typeof value["error"] === "string";
}
