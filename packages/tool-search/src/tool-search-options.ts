import type {
  CatalogEmbedderBuilder,
  Logger,
  RemoteSource,
  TokenCounter,
  ToolFormat,
  VisibleDownstreamBudget,
} from "@hermes/catalog";
import type { ConnectorsBundle } from "./connectors-runtime.js";
import type { DefinitionChangePolicy } from "./definition-ledger.js";
import type { LocalBatchMode } from "@hermes/bridge";
import type { FrontScope } from "@hermes/mcp";
import type {
  ActivitySink,
  Approve,
  Guardrail,
  InvokeTool,
  PathAccess,
  PostHook,
  Gate,
  PreHook,
  RealCall,
} from "@hermes/dispatch";

/**
 * Everything a runtime hands to {@link createToolSearch}. Only `invoke` is needed to run
 * tools; every other part has a default.
 */
export interface ToolSearchOptions {
  /** The raw `tools.tool_search` config block, as the user wrote it; normalised (warnings go to `logger`). */
  readonly config?: unknown;
  /** The model's context window in tokens; sets the listing budget. Unknown → 10,000-token percentage leg. */
  readonly contextLength?: number | undefined;
  /** Core tool names (`*` suffix: prefix). Default: Hermes' core list. */
  readonly coreTools?: readonly string[] | undefined;
  /**
   * The budget of downstream tools kept visible by `alwaysLoad` (count and tokens; longer
   * descriptions are clipped). Default 20 tools, 4,000 tokens (`DEFAULT_VISIBLE_DOWNSTREAM`).
   */
  readonly visibleDownstream?: VisibleDownstreamBudget | undefined;
  /** Token counter for the listing budget and reports. Default `ceil(chars / 4)`. */
  readonly countTokens?: TokenCounter | undefined;
  /**
   * Remote connector tools: the `createConnectors(...)` bundle of `@hermes/connectors` (search,
   * execution of `connectors__…` calls and `manage_connections`, added to every session), or
   * any `RemoteSource` for search and describe only.
   */
  readonly connectors?: ConnectorsBundle | RemoteSource | undefined;
  /**
   * Runs a real tool (MCP call, plugin, connector execute). Without it, calls answer a NOT_RUNNABLE error.
   * `context.request` is the front request `handle` was given (`FrontScope` of `@hermes/mcp`),
   * if any: pass it on (as `mcpInvoke` does) so a downstream call reaches the front client.
   */
  readonly invoke?: InvokeTool<FrontScope> | undefined;
  readonly hooks?:
    { readonly pre?: readonly PreHook[] | undefined; readonly post?: readonly PostHook[] | undefined } | undefined;
  readonly approve?: Approve | undefined;
  readonly guardrails?: readonly Guardrail[] | undefined;
  /**
   * The runtime's own gates (`Gate` of `@hermes/dispatch`; e.g. `createPolicyGuard(policy).gate`),
   * run in the call pipeline's one gate stage after the hooks and guardrails, before the
   * definition-change rule and approval. A gate's `ask` is put to the user of the call's front
   * request (`HandleContext.request`: an elicitation), and fails closed without one. Default none.
   */
  readonly gates?: readonly Gate<FrontScope>[] | undefined;
  /** The activity stream (started, approved/denied, finished, interrupted, …), naming the real tool. */
  readonly events?: ActivitySink | undefined;
  /** Receives config warnings. */
  readonly logger?: Logger | undefined;
  /**
   * Where the `tools.tool_search.dense` block's `api_key_env` variable is looked up, once, when
   * the instance is created. Default `process.env`.
   */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
  /** Milliseconds for durations. Default `performance.now`. */
  readonly clock?: (() => number) | undefined;
  /** Multi-entry `tool_call` requests with local tools. Default `"reject"`. */
  readonly localBatches?: LocalBatchMode | undefined;
  /** Shape of the tools array `assemble` returns. Default `"openai"`. */
  readonly format?: ToolFormat | undefined;
  /** MCP servers whose tools may run in parallel through the bridge (`supports_parallel_tool_calls`). */
  readonly parallelServers?: readonly string[] | undefined;
  /**
   * What a call to a tool whose definition changed since it was first seen does (see
   * {@link DefinitionChangePolicy}). Default `"accept"`: it runs, and the change is announced.
   */
  readonly definitionChanges?: DefinitionChangePolicy | undefined;
  /** Path-scoped tools for the parallel planner. */
  readonly pathAccess?: ((call: RealCall) => PathAccess | undefined) | undefined;
  /**
   * Where hybrid search (`semantic_share` > 0) gets its vectors: one builder for every session
   * and assembly of this instance. Default: a builder of this instance alone that trains in the
   * background (`setImmediate`, one bounded step per turn of the event loop), so `tools/list`
   * and `tool_search` never wait for it: `tool_search` answers lexically with
   * `semantic: "pending"` until the vectors are ready. Pass `new CatalogEmbedderBuilder()` (no
   * scheduler) to train synchronously on the first hybrid search instead (a one-shot CLI search).
   */
  readonly embedders?: CatalogEmbedderBuilder | undefined;
}
