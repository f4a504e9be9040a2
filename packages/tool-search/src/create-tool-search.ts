import { toolsForModel, type BridgeError, type BridgeScope, type ResolvedCall } from "@hermes/bridge";
import {
  normalizeConfig,
  planTiers,
  type CatalogEmbedderBuilder,
  type ConfigWarning,
  type TierPlan,
  type ToolFormat,
  type Toolset,
  type ToolSearchConfig,
} from "@hermes/catalog";
import {
  createDispatcher,
  planParallel,
  ToolCallError,
  type DispatchResult,
  type InvokeTool,
  type ModelToolCall,
  type PlanSegment,
} from "@hermes/dispatch";
import type { FrontScope } from "@hermes/mcp";
import { connectorsToolset, invokeWithConnectors, isConnectorsBundle } from "./connectors-runtime.js";
import { sessionToolsets } from "./session-scope.js";
import { tierReport, type TierReport } from "./tier-report.js";
import type { ToolSearchOptions } from "./tool-search-options.js";
import { DefinitionLedger, type DefinitionChange, type ToolDefinitionHash } from "./definition-ledger.js";
import { approvalWithDefinitions, definitionGate, markChanges } from "./definition-guard.js";
import { answerThroughFront } from "./front-answer.js";
import { createDenseRerank } from "./dense/dense-rerank-hook.js";
import { backgroundBuilder } from "./hybrid-vectors.js";

/** One turn's assembly: what to send the model, the report, and the session `handle` needs. */
export interface Assembly {
  /** The tools array for the model: visible tools as given, then the bridge tools. */
  readonly tools: readonly unknown[];
  /** Computed on first read (it counts every deferred definition's tokens). */
  readonly report: TierReport;
  readonly plan: TierPlan;
  readonly scope: BridgeScope;
}

/** Options of {@link ToolSearch.assemble}. */
export interface AssembleOptions {
  /** The session's toolsets by source name or label; omitted → all. Unnamed toolsets always count. */
  readonly toolsets?: readonly string[] | undefined;
  /** Overrides the instance's `format` for this call. */
  readonly format?: ToolFormat | undefined;
  /**
   * Names this session refuses with an error of their own, before anything else is resolved
   * (`BridgeScope.refuse` of `@hermes/bridge`; e.g. `(name) => guard.refused(name, all)` for the
   * tools a serve policy denies, which `definitions` no longer hold). Default: none.
   */
  readonly refuse?: ((name: string) => BridgeError | undefined) | undefined;
}

/**
 * What {@link ToolSearch.handle} gets besides the call: the turn's assembly, the user's stop, and
 * the front MCP request the call answers.
 *
 * @example
 * ```ts
 * const context: HandleContext = { assembly, signal: turn.signal };
 * ```
 */
export interface HandleContext {
  /** The turn's assembly (its session scope and plan), from {@link ToolSearch.assemble}. */
  readonly assembly: Assembly;
  /** The user's /stop: nothing unstarted runs once it fires. Default: none. */
  readonly signal?: AbortSignal | undefined;
  /**
   * The front MCP request this call answers (`FrontScope` of `@hermes/mcp`), handed to `invoke`
   * as `context.request`. Default: none (an agent runtime, the CLI): nothing is forwarded, and a
   * policy `ask` cannot ask (it fails closed).
   */
  readonly request?: FrontScope | undefined;
  /** The call as {@link ToolSearch.resolve} resolved it in `assembly`; default: resolved by `handle`. */
  readonly resolved?: ResolvedCall | undefined;
}

/** Tool search for a whole runtime; see {@link createToolSearch}. */
export interface ToolSearch {
  /** The normalised config and the warnings normalising it produced. */
  readonly config: ToolSearchConfig;
  readonly warnings: readonly ConfigWarning[];
  /** Per turn: plans the session's tools and returns the tools array for the model. Memoised. */
  assemble(definitions: readonly Toolset[], options?: AssembleOptions): Assembly;
  /**
   * Resolves one model tool call in `assembly`'s session, once (`resolveCall` of
   * `@hermes/bridge`, with this instance's batch mode and connectors); runs nothing. Pass the
   * result to `handle` as `context.resolved` to run the call without resolving it again.
   */
  resolve(call: ModelToolCall, assembly: Assembly): ResolvedCall;
  /**
   * Answers one model tool call (bridge lookups inline; `tool_call` and direct calls run the real tool).
   * `context.request` is the front MCP request the call answers (`FrontCallContext.request` of
   * `@hermes/mcp`), if any: every real call it makes (a direct call, a `tool_call`, each batch
   * entry) gets it as `InvokeContext.request`, so `mcpInvoke` sends that call's progress, logs
   * and server requests to that front client, and a policy `ask` asks its user. Default: none.
   * `context.resolved`, when given, must be `resolve(call, context.assembly)`; otherwise the call
   * is resolved here.
   *
   * @example
   * ```ts
   * callTool: (name, args, { signal, request }) =>
   *   search.handle({ id: "call_1", name, arguments: args }, { assembly, signal, request }),
   * ```
   */
  handle(call: ModelToolCall, context: HandleContext): Promise<DispatchResult>;
  /**
   * Tools of `assembly` whose model-facing definition differs from the one approved (first
   * seen in this process, or last accepted), by name. Hashes the catalog once per plan.
   */
  definitionChanges(assembly: Assembly): readonly DefinitionChange[];
  /**
   * Every tool of `assembly`'s catalog (visible and deferred, not the bridge tools) with its
   * current definition hash (`definitionHash`: `sha256:…`), sorted by source, then name: what
   * `inspect` shows and a pin file records. Hashes are cached per definition object.
   */
  definitionHashes(assembly: Assembly): readonly ToolDefinitionHash[];
  /**
   * The hybrid search's vector builder every session of this instance shares (`options.embedders`,
   * else one training in the background): read its state, or share it with another instance.
   */
  readonly embedders: CatalogEmbedderBuilder;
  /** Accepts the current definition of `name` as approved; `false` when it had not changed. */
  acceptDefinition(name: string): boolean;
  /** Splits a turn's calls into ordered parallel / sequential segments, decided on the real tools. */
  plan<C extends ModelToolCall>(calls: readonly C[], assembly: Assembly): PlanSegment<C>[];
}

const notRunnable: InvokeTool = (name) =>
  Promise.reject(
    new ToolCallError("NOT_RUNNABLE", `'${name}' cannot run here: no invoke function was given to createToolSearch.`),
  );

/**
 * Creates tool search for a runtime: one object that, per turn, turns the session's tool
 * definitions into the tools array for the model (`assemble`), answers the bridge tools and
 * runs real tools through hooks and approvals (`handle`), and plans parallel execution
 * (`plan`). Pure apart from the functions passed in, and, with a `tools.tool_search.dense` block
 * in `config`, the requests to that embeddings endpoint: one embedder per instance (its vector
 * cache keyed by definition hash), whose vectors rerank `tool_search`'s matches; a slow or failing
 * endpoint degrades a search to the built-in ranking within `timeout_ms` (the result says
 * `dense: {status: "degraded", code}`), never an error. An embedder that cannot be made (the
 * `api_key_env` variable unset) is a warning in `warnings`, and every search degrades with
 * `DENSE_CONFIG`.
 *
 * @example
 * ```ts
 * const search = createToolSearch({ config: { listing_max_tokens: 2000 }, contextLength: 200_000, invoke: runTool });
 * const assembly = search.assemble([{ tools: coreTools }, { source: { kind: "mcp", name: "github" }, tools: githubTools }]);
 * const reply = await model.complete({ tools: assembly.tools });
 * for (const call of reply.toolCalls) transcript.push(await search.handle(call, { assembly }));
 * ```
 */
export function createToolSearch(options: ToolSearchOptions = {}): ToolSearch {
  const normalized = normalizeConfig(options.config, options.logger === undefined ? {} : { logger: options.logger });
  const { config } = normalized;
  // The dense path: one embedder (and vector cache) per instance, made once here.
  const dense = config.dense === undefined ? undefined : createDenseRerank(config.dense, { env: options.env });
  if (dense?.warning !== undefined) {
    try {
      options.logger?.warn(dense.warning.message, { key: dense.warning.key, value: dense.warning.value });
    } catch {
      // A broken logger must not break creation; the warning is also in `warnings`.
    }
  }
  const warnings = dense?.warning === undefined ? normalized.warnings : [...normalized.warnings, dense.warning];
  const bundle =
    options.connectors !== undefined && isConnectorsBundle(options.connectors) ? options.connectors : undefined;
  const remote =
    bundle?.source ??
    (options.connectors !== undefined && !isConnectorsBundle(options.connectors) ? options.connectors : undefined);
  const invoke =
    bundle === undefined
      ? (options.invoke ?? notRunnable)
      : invokeWithConnectors(options.invoke ?? notRunnable, bundle);
  // One manage_connections toolset per format, created once, so plans stay memoised.
  const connectorToolsets = new Map<ToolFormat, Toolset>();
  const withConnectors = (definitions: readonly Toolset[], format: ToolFormat): readonly Toolset[] => {
    if (bundle === undefined) return definitions;
    let toolset = connectorToolsets.get(format);
    if (toolset === undefined) connectorToolsets.set(format, (toolset = connectorsToolset(bundle, format)));
    return [...definitions, toolset];
  };
  // One vector builder for every session: a catalog is trained once, off the request path.
  // With hybrid search on, it trains with the shipped background corpus, loaded only then.
  const embedders = options.embedders ?? backgroundBuilder(config.semanticShare);
  const ledger = new DefinitionLedger();
  const policy = options.definitionChanges ?? "accept";
  // One gate stage: hooks, guardrails, the runtime's gates (e.g. the serve policy), the
  // definition-change rule, approval; a gate's question goes to the front request's user.
  const gates = [
    ...(options.gates ?? []),
    ...(policy === "accept" ? [] : [definitionGate(ledger, policy, options.approve !== undefined)]),
    ...(options.approve === undefined ? [] : [approvalWithDefinitions(ledger, policy, options.approve)]),
  ];
  const dispatcher = createDispatcher<FrontScope>({
    invoke,
    hooks: options.hooks,
    gates,
    answer: answerThroughFront,
    guardrails: options.guardrails,
    events: options.events,
    clock: options.clock,
    remote,
    rerank: dense?.rerank,
    localBatches: options.localBatches,
    embedders,
  });
  // Plans are memoised by the catalog (same definitions → same plan object), so the
  // per-plan outputs are memoised here by plan identity: a repeated turn costs a lookup.
  const reports = new WeakMap<TierPlan, TierReport>();
  const toolArrays = new WeakMap<TierPlan, Map<ToolFormat, readonly unknown[]>>();
  const toolsFor = (plan: TierPlan, format: ToolFormat): readonly unknown[] => {
    let byFormat = toolArrays.get(plan);
    if (byFormat === undefined) toolArrays.set(plan, (byFormat = new Map<ToolFormat, readonly unknown[]>()));
    let tools = byFormat.get(format);
    if (tools === undefined) byFormat.set(format, (tools = Object.freeze([...toolsForModel(plan, config, format)])));
    return tools;
  };
  const reportFor = (plan: TierPlan): TierReport => {
    let report = reports.get(plan);
    if (report === undefined) reports.set(plan, (report = tierReport(plan, options.countTokens)));
    return report;
  };
  return {
    config,
    warnings,
    assemble(definitions, assembleOptions = {}) {
      const format = assembleOptions.format ?? options.format ?? "openai";
      const session = sessionToolsets(withConnectors(definitions, format), assembleOptions.toolsets);
      const plan = planTiers(session.inScope, {
        config,
        contextLength: options.contextLength,
        coreTools: options.coreTools,
        countTokens: options.countTokens,
        visibleDownstream: options.visibleDownstream,
      });
      const refuse = assembleOptions.refuse;
      const scope: BridgeScope =
        refuse === undefined
          ? { plan, outsideScope: session.outsideScope }
          : { plan, outsideScope: session.outsideScope, refuse };
      ledger.note(plan);
      const tools = toolsFor(plan, format);
      return {
        tools,
        plan,
        scope,
        get report(): TierReport {
          return reportFor(plan);
        },
      };
    },
    resolve: (call, assembly) => dispatcher.resolve(call, assembly.scope),
    async handle(call, context) {
      const scope = context.assembly.scope;
      ledger.sync(scope.plan);
      const resolved = context.resolved ?? dispatcher.resolve(call, scope);
      const outcome = await dispatcher.run(call, resolved, {
        scope,
        config,
        signal: context.signal,
        request: context.request,
      });
      return markChanges(outcome, call, resolved, ledger, policy);
    },
    definitionChanges(assembly) {
      ledger.sync(assembly.plan);
      return ledger.changes();
    },
    definitionHashes: (assembly) => ledger.list(assembly.plan),
    embedders,
    acceptDefinition: (name) => ledger.accept(name),
    plan(calls, assembly) {
      return planParallel(calls, {
        scope: assembly.scope,
        parallelServers: options.parallelServers,
        pathAccess: options.pathAccess,
        localBatches: options.localBatches,
      });
    },
  };
}
