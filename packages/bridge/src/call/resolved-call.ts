import type { RemoteSource, ToolEntry } from "@hermes/catalog";
import type { BridgeError } from "../bridge-error.js";
import type { LocalBatchMode } from "./batch-policy.js";

/** The bridge tools answered inline, without running a real tool. */
export type LookupName = "tool_search" | "tool_describe";

/**
 * One real tool to run: the tool behind a `tool_call` entry, or a tool the model called by
 * its own name. Every later step (hooks, gates, `invoke`, events, the parallel planner's
 * `pathAccess`) reads these fields; nothing reads the model's arguments again.
 *
 * @example
 * ```ts
 * const pathAccess = (call: RealCall) => (call.name === "write_file" ? { reads: [], writes: [String(call.arguments["path"])] } : undefined);
 * ```
 */
export interface RealCall {
  /** Position in the `tool_call` batch; `undefined` for a call that is not a batch entry. */
  readonly index: number | undefined;
  /** The real tool's model-facing name; a remote tool's under its source's canonical spelling. */
  readonly name: string;
  /** The arguments: validated (and repaired) against the entry's schema where the session holds one. */
  readonly arguments: Readonly<Record<string, unknown>>;
  /** The session's catalog entry for the tool (`undefined` for a remote tool without a held schema). */
  readonly entry: ToolEntry | undefined;
}

/**
 * A model tool call resolved in a session, once, into what it asks for (see `resolveCall`):
 * - `lookup`: `tool_search` / `tool_describe`, answered inline; `arguments` are the model's
 *   arguments as hooks see them (an object, a JSON object string parsed, anything else `{}`);
 * - `single`: one real tool, called by its own name (`route: "direct"`) or through `tool_call`
 *   (`route: "bridge"`);
 * - `batch`: a `tool_call` of connector tools (`mode: "connector"`, also for one entry) or, with
 *   `localBatches: "sequential"`, of local tools (`mode: "sequential"`), run entry by entry;
 * - `rejected`: nothing may run, and `error` says why (`@hermes/bridge`'s error the model reads).
 *
 * @example
 * ```ts
 * const resolved = resolveCall({ name: "tool_call", arguments: { calls: [{ name: "mcp__github__get_issue", arguments: { number: 7 } }] } }, scope);
 * if (resolved.kind === "single") console.log(resolved.call.name, resolved.call.arguments);
 * ```
 */
export type ResolvedCall =
  | {
      readonly kind: "lookup";
      readonly tool: LookupName;
      readonly arguments: Readonly<Record<string, unknown>>;
    }
  | { readonly kind: "single"; readonly route: "direct" | "bridge"; readonly call: RealCall }
  | { readonly kind: "batch"; readonly mode: "connector" | "sequential"; readonly calls: readonly RealCall[] }
  | { readonly kind: "rejected"; readonly error: BridgeError };

/**
 * The model's call as `resolveCall` reads it: the tool name it called and its arguments (an
 * object or the raw JSON string).
 *
 * @example
 * ```ts
 * const request: CallRequest = { name: "tool_call", arguments: '{"calls":[{"name":"read_file","arguments":{}}]}' };
 * ```
 */
export interface CallRequest {
  readonly name: string;
  readonly arguments: unknown;
}

/**
 * How `resolveCall` treats batches and remote names. Defaults: `localBatches: "reject"`, no remote source.
 *
 * @example
 * ```ts
 * const options: ResolveOptions = { localBatches: "sequential", remote: connectors.source };
 * ```
 */
export interface ResolveOptions {
  /** Multi-entry `tool_call` requests with local tools: `"reject"` (default) or `"sequential"`. */
  readonly localBatches?: LocalBatchMode | undefined;
  /** The remote connector source: its `canonicalName` gives every remote tool one name. */
  readonly remote?: RemoteSource | undefined;
}
