import { bridgeError, type BridgeError } from "../bridge-error.js";
import { isConnectorToolName } from "@hermes/catalog/internal";
import { CALL_EXAMPLE, type CallEntry } from "./shapes.js";
import { safeJson } from "../json-values.js";
import { MAX_RETRY_ENTRY_CHARS } from "../limits.js";

/** Most calls one `tool_call` request may batch (connector batches; sequential local runs too). */
export const MAX_BATCH_CALLS = 10;

/**
 * What a multi-entry request with a local (non-`connectors__`) tool does: `reject` (the
 * default) answers with an error restating a valid retry; `sequential` runs the entries one
 * after another, in order.
 */
export type LocalBatchMode = "reject" | "sequential";

/** Options of {@link batchPolicy}. */
export interface BatchPolicyOptions {
  /** Default `"reject"`. */
  readonly localBatches?: LocalBatchMode | undefined;
}

/** One entry, run as itself. */
export interface SingleCallPlan {
  readonly kind: "single";
  readonly entry: CallEntry;
}

/** 1 to {@link MAX_BATCH_CALLS} `connectors__…` entries, run in order by the connector runner. */
export interface ConnectorBatchPlan {
  readonly kind: "connector-batch";
  readonly entries: readonly CallEntry[];
}

/** 2 to {@link MAX_BATCH_CALLS} entries with a local tool, run one after another (only with `sequential`). */
export interface SequentialPlan {
  readonly kind: "sequential";
  readonly entries: readonly CallEntry[];
}

/** How a request's entries run. */
export type BatchPlan = SingleCallPlan | ConnectorBatchPlan | SequentialPlan;

/**
 * The first entry as the retry `{"calls":[…]}` quotes it: compact JSON of its name and
 * arguments as read (not coerced); with arguments longer than {@link MAX_RETRY_ENTRY_CHARS}
 * (or not serialisable) they are quoted as `{…}`, so the error stays small.
 */
function entryJson(entry: CallEntry): string {
  const elided = `{"name":${JSON.stringify(entry.name)},"arguments":{…}}`;
  const json = safeJson({ name: entry.name, arguments: entry.arguments }, elided);
  return json.length <= MAX_RETRY_ENTRY_CHARS ? json : elided;
}

/**
 * The batch rule of `tool_call`, in one place. Decides on names only (no catalog lookups):
 * - no entries → error;
 * - every name `connectors__…` → a connector batch, at most {@link MAX_BATCH_CALLS} entries
 *   (a single connector call is a batch of one);
 * - one entry → that call;
 * - more than one entry with any local name → with `localBatches: "reject"` (default) an error
 *   that restates a valid retry: `Retry with only: {"calls":[<first entry>]} then issue the
 *   remaining n−1 call(s) separately.`; with `"sequential"` the entries in order, at most
 *   {@link MAX_BATCH_CALLS}.
 *
 * @example
 * ```ts
 * batchPolicy(entries).kind; // "single" | "connector-batch"
 * batchPolicy(entries, { localBatches: "sequential" }).kind; // may also be "sequential"
 * ```
 */
export function batchPolicy(
  entries: readonly CallEntry[],
  options?: { readonly localBatches?: "reject" | undefined },
): SingleCallPlan | ConnectorBatchPlan | BridgeError;
export function batchPolicy(entries: readonly CallEntry[], options: BatchPolicyOptions): BatchPlan | BridgeError;
export function batchPolicy(entries: readonly CallEntry[], options: BatchPolicyOptions = {}): BatchPlan | BridgeError {
  const first = entries[0];
  if (first === undefined) return bridgeError(`calls is empty: pass at least one call, as in ${CALL_EXAMPLE}.`);
  const count = entries.length;
  if (entries.every((entry) => isConnectorToolName(entry.name))) {
    if (count > MAX_BATCH_CALLS) {
      return bridgeError(
        `A connector batch holds at most ${MAX_BATCH_CALLS} calls; this one has ${count}. ` +
          `Split it into tool_call requests of at most ${MAX_BATCH_CALLS} calls each.`,
      );
    }
    return { kind: "connector-batch", entries };
  }
  if (count === 1) return { kind: "single", entry: first };
  if ((options.localBatches ?? "reject") === "sequential") {
    if (count > MAX_BATCH_CALLS) {
      return bridgeError(
        `tool_call runs at most ${MAX_BATCH_CALLS} calls per request; this one has ${count}. Split the calls across requests.`,
      );
    }
    return { kind: "sequential", entries };
  }
  const local = entries.find((entry) => !isConnectorToolName(entry.name)) ?? first;
  return bridgeError(
    `tool_call runs one local tool per request: this request has ${count} calls and '${local.name}' is not a connectors__ tool ` +
      `(only connectors__ tools can be batched). ` +
      `Retry with only: {"calls":[${entryJson(first)}]} then issue the remaining ${count - 1} call(s) separately.`,
  );
}
