import type { CatalogEmbedderBuilder, RemoteSource, ToolSearchConfig } from "@hermes/catalog";
import type { BridgeScope, LocalBatchMode, ResolvedCall, SearchRerank } from "@hermes/bridge";
import type { ActivitySink } from "./activity-events.js";
import type { Approve } from "./pipeline/approval.js";
import type { AnswerQuestion, Gate } from "./gate/gate.js";
import type { Guardrail } from "./pipeline/guardrails.js";
import type { PostHook, PreHook } from "./pipeline/hooks.js";
import type { InvokeTool } from "./tool-invocation.js";

/**
 * One tool call as the model made it. `arguments` may be an object or the raw JSON string.
 *
 * @example
 * ```ts
 * const call: ModelToolCall = { id: "call_1", name: "tool_call", arguments: '{"calls":[{"name":"list_issues","arguments":{}}]}' };
 * ```
 */
export interface ModelToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: unknown;
}

/**
 * The per-turn context of a dispatch: the session and its config, the user's stop, and the
 * caller's request context. `Request` types `request`, which the dispatcher never reads: it
 * hands it to `invoke` (`InvokeContext.request`) for every real call of the dispatch. Default
 * `unknown`.
 *
 * @example
 * ```ts
 * const context: DispatchContext = { scope: { plan }, config: DEFAULT_CONFIG, signal: turn.signal };
 * const forUser: DispatchContext<{ readonly user: string }> = { ...context, request: { user: "ada" } };
 * ```
 */
export interface DispatchContext<Request = unknown> {
  /** The session's scope (tier plan, out-of-session names), from `@hermes/bridge`. */
  readonly scope: BridgeScope;
  /** Normalised tool-search config (search limits). */
  readonly config: ToolSearchConfig;
  /** The user's /stop: nothing unstarted runs once it fires. */
  readonly signal?: AbortSignal | undefined;
  /**
   * The request this dispatch runs for (for the MCP gateway: the front client's request, see
   * `FrontScope` of `@hermes/mcp`), passed unchanged to `invoke` as `context.request` for a
   * direct call, a `tool_call` and every entry of a batch. Default: none (`undefined`).
   */
  readonly request?: Request | undefined;
}

/**
 * The runtime's parts a dispatcher is built from; only `invoke` is required. Defaults: no
 * hooks, guardrails, gates or approval (everything runs), no event sink, `clock` = `performance.now`,
 * no remote source, no rerank, `localBatches` = `"reject"`. `Request` is the type of the
 * caller's request context `invoke` reads (see {@link DispatchContext}); default `unknown`.
 *
 * @example
 * ```ts
 * const parts: DispatcherParts = { invoke: (name, args, ctx) => runtime.run(name, args, ctx.signal), approve: askUser, events: log };
 * ```
 */
export interface DispatcherParts<Request = unknown> {
  /** The real tool execution. The dispatcher does no I/O of its own. */
  readonly invoke: InvokeTool<Request>;
  /** Pre-hooks (block or rewrite) and post-hooks (observe result and duration), run in order. */
  readonly hooks?:
    { readonly pre?: readonly PreHook[] | undefined; readonly post?: readonly PostHook[] | undefined } | undefined;
  /** Asked before every real call and batch entry; none → everything is approved. */
  readonly approve?: Approve | undefined;
  /** Vetoes, run after the pre-hooks and before approval. */
  readonly guardrails?: readonly Guardrail[] | undefined;
  /**
   * The runtime's own gates (e.g. a serve policy, the definition-change rule), run in order
   * after the guardrails and before approval, in the same stage and with the same verdict
   * shape (`GateVerdict`). Default none.
   */
  readonly gates?: readonly Gate<Request>[] | undefined;
  /**
   * Answers a gate's `ask` through the call's context (for the MCP gateway: an elicitation to the
   * front client that made the call). Default none: every question gets its `unanswered`
   * refusal (fail closed).
   */
  readonly answer?: AnswerQuestion<Request> | undefined;
  /** The activity stream. */
  readonly events?: ActivitySink | undefined;
  /** Milliseconds for durations. Default `performance.now`. */
  readonly clock?: (() => number) | undefined;
  /** Remote connector tools for `tool_search` / `tool_describe`. */
  readonly remote?: RemoteSource | undefined;
  /**
   * Searches each `tool_search` query in place of the catalog's search and may rerank it (a dense
   * embeddings endpoint; `SearchRerank` of `@hermes/bridge`). Default: none, the catalog's ranking.
   */
  readonly rerank?: SearchRerank | undefined;
  /**
   * Hybrid search's vectors for `tool_search` (`ToolSearchContext.embedders` of `@hermes/bridge`):
   * one builder for every session this dispatcher serves. Default: none (the first hybrid search
   * of a catalog trains synchronously).
   */
  readonly embedders?: CatalogEmbedderBuilder | undefined;
  /** Multi-entry `tool_call` requests with local tools: `"reject"` (default) or `"sequential"`. */
  readonly localBatches?: LocalBatchMode | undefined;
}

/**
 * The answer to one model tool call, ready for the transcript.
 *
 * @example
 * ```ts
 * const { id, result, isError } = await dispatcher.dispatch(call, context);
 * transcript.push({ role: "tool", tool_call_id: id, content: JSON.stringify(result) });
 * ```
 */
export interface DispatchResult {
  /** The model's call id, for pairing the result with its call. */
  readonly id: string;
  /** The name the model called (`tool_call` for bridged calls). */
  readonly name: string;
  /**
   * What goes back to the model: the tool's response; a `tool_search` / `tool_describe`
   * answer; a batch result `{results, success_count, error_count, total_count}`; or an error
   * object `{error, …}` (`@hermes/bridge` errors, or `{error, code}` for a failed call).
   */
  readonly result: unknown;
  /** Whether `result` is an error for the whole call (a batch with failed entries is not). */
  readonly isError: boolean;
}

/**
 * Answers model tool calls; one dispatcher serves any number of turns and concurrent calls,
 * each with its own `context.request` (nothing is carried between calls). `dispatch` never
 * rejects (see `createDispatcher` for the rules). A runtime that needs to read a call before
 * running it (a policy, a log of the real tool) calls `resolve` once and passes the result to
 * `run`. `Request` is the caller's request context type; default `unknown`.
 *
 * @example
 * ```ts
 * const results = await Promise.all(calls.map((call) => dispatcher.dispatch(call, context)));
 * const resolved = dispatcher.resolve(call, context.scope);
 * if (resolved.kind === "single") audit(resolved.call.name);
 * const result = await dispatcher.run(call, resolved, context);
 * ```
 */
export interface Dispatcher<Request = unknown> {
  /** Resolves and runs one model call: `run(call, resolve(call, context.scope), context)`. */
  dispatch(call: ModelToolCall, context: DispatchContext<Request>): Promise<DispatchResult>;
  /**
   * Resolves one model call in `scope`, once, with this dispatcher's batch mode and remote
   * source (`resolveCall` of `@hermes/bridge`); runs nothing. Pure.
   */
  resolve(call: ModelToolCall, scope: BridgeScope): ResolvedCall;
  /**
   * Runs a call `resolve` resolved in `context.scope`, reading only its fields (the model's
   * arguments are not parsed again); answers exactly as `dispatch` does. Never rejects.
   */
  run(call: ModelToolCall, resolved: ResolvedCall, context: DispatchContext<Request>): Promise<DispatchResult>;
}
