import {
  searchCatalog,
  type CatalogEmbedderBuilder,
  type CatalogMatch,
  type CatalogSearchOptions,
  type JsonSchemaObject,
  type RemoteSource,
  type ToolEntry,
  type ToolSearchConfig,
} from "@hermes/catalog";
import { catalogIndexFor } from "@hermes/catalog/internal";
import { isBridgeError, type BridgeError } from "../bridge-error.js";
import { findDeferred, type BridgeScope } from "../bridge-scope.js";
import { clipNames, clipText } from "../clip.js";
import { MAX_REQUIRED_NAME_CHARS, MAX_REQUIRED_NAMES, MAX_RESULT_DESCRIPTION_CHARS } from "../limits.js";
import { readSearchArgs } from "./args.js";
import { searchRemote } from "./remote.js";
import { toolSignature } from "../signature/tool-signature.js";
import { claimedHints } from "../annotations/claimed.js";
import { RERANK_FAILED, type DenseStatus, type SearchRerank } from "./rerank.js";
import type { ToolSearchGroup, ToolSearchHit, ToolSearchResult } from "./result.js";
import { availableSources, noMatchHint } from "./sources.js";

/** What `tool_search` needs besides the model's arguments. */
export interface ToolSearchContext {
  /** The session: only `scope.plan.deferred` (plus admitted remote tools) can be found. */
  readonly scope: BridgeScope;
  /**
   * Normalised config: `searchDefaultLimit`, `maxSearchLimit`, `admission` and `semanticShare`
   * (the hybrid search's semantic share, `CatalogSearchOptions.semantic`; 0 is lexical) are read.
   */
  readonly config: ToolSearchConfig;
  /** Remote connector tools; asked only when `scope.plan.connectors`. */
  readonly remote?: RemoteSource | undefined;
  /** Passed to the remote source and the rerank (the user's /stop). */
  readonly signal?: AbortSignal | undefined;
  /**
   * Searches each query in place of `searchCatalog` and may rerank it (a dense embeddings
   * endpoint; see {@link SearchRerank}). Absent: the catalog's ranking. Once one query's rerank
   * degrades, the call's other queries use the catalog's ranking without asking it, so a slow
   * reranker costs one time bound per call.
   */
  readonly rerank?: SearchRerank | undefined;
  /**
   * Where hybrid search's vectors come from (`CatalogSearchOptions.embedders`): share one builder
   * with a background scheduler across a gateway's sessions so no search waits for training
   * (lexical results and `semantic: "pending"` meanwhile). Default: none, and the first hybrid
   * search of a catalog trains its vectors synchronously.
   */
  readonly embedders?: CatalogEmbedderBuilder | undefined;
}

function hitOf(match: CatalogMatch, schema: JsonSchemaObject, entry: ToolEntry | undefined): ToolSearchHit {
  const annotations = claimedHints(entry);
  return {
    source: match.source,
    source_name: match.label,
    description: clipText(match.description, MAX_RESULT_DESCRIPTION_CHARS),
    required: clipNames(match.required, MAX_REQUIRED_NAMES, MAX_REQUIRED_NAME_CHARS),
    signature: toolSignature(match.name, schema),
    ...(match.copies === undefined
      ? {}
      : { copies_from: [...new Set(match.copies.map((copy) => copy.label))].slice(0, MAX_COPY_SOURCES) }),
    ...(annotations === undefined ? {} : { annotations }),
  };
}

/** Most source labels a hit names in `copies_from`. */
const MAX_COPY_SOURCES = 10;

/**
 * Answers a `tool_search` call. Arguments are read by `readSearchArgs` (1–7 queries, a bare
 * string or `query` accepted, blanks and duplicates dropped; `limit` defaults to
 * `searchDefaultLimit` and is clamped to [1, `maxSearchLimit`] per query, never an error).
 *
 * Each query is searched in the session's deferred catalog with `config.admission` (and, with
 * `config.semanticShare` above 0, hybrid search: BM25 fused with the built-in embedder's cosine,
 * trained on the session's catalog by the first such search, or in the background by
 * `context.embedders`, when the result says `semantic: "pending"` until the vectors are ready); when the
 * session has connectors and a `remote` is given, `remote.search` is called once for all
 * queries and its hits for query `i` are ranked in the same pass as the local tools
 * (`limit` caps both together). Result (keys in this order):
 * `{queries, total_available, results: [{query, matches}], tools: {name: {source, source_name,
 * description, required, signature}}}` (`signature`: see `toolSignature`, docs/signatures.md) — `total_available` is the local deferred count; a group without
 * matches adds `available_sources` and a retry `hint`; a remote that is unavailable adds
 * `connectors: {status, reason, hint}`. With no remote, a `silent` one, or no connectors in
 * the session, the output is byte-identical to the local-only result. The `tools` map is built
 * from a `Map`, so names such as `__proto__` are plain own keys.
 *
 * Never throws on model input: bad arguments give a {@link BridgeError}. Deterministic for the
 * same plan, config, arguments and remote answer.
 *
 * @example
 * ```ts
 * await searchTools({ queries: ["github create issue"], limit: 2 }, { scope: { plan }, config });
 * // { queries: ["github create issue"], total_available: 1288,
 * //   results: [{ query: "github create issue", matches: ["create_issue", "create_pull_request"] }],
 * //   tools: { create_issue: { source: "mcp", source_name: "github", description: "…", required: ["owner", "repo", "title"] }, … } }
 * ```
 */
export async function searchTools(args: unknown, context: ToolSearchContext): Promise<ToolSearchResult | BridgeError> {
  const read = readSearchArgs(args, context.config);
  if (isBridgeError(read)) return read;
  const { scope } = context;
  const plan = scope.plan;
  const remote = await searchRemote(scope, context.remote, read.queries, context.signal);
  const tools = new Map<string, ToolSearchHit>();
  // Only a share above 0 (and a builder, when given) is passed: the lexical search's options stay exactly as they were.
  const semantic =
    context.config.semanticShare > 0
      ? {
          semantic: context.config.semanticShare,
          ...(context.embedders === undefined ? {} : { embedders: context.embedders }),
        }
      : {};
  const status = context.embedders === undefined ? undefined : catalogIndexFor(plan.deferred).semanticStatus(semantic);
  let dense: DenseStatus | undefined;
  const rank = async (query: string, options: CatalogSearchOptions): Promise<readonly CatalogMatch[]> => {
    if (context.rerank === undefined || dense !== undefined) return searchCatalog(plan.deferred, query, options);
    try {
      const answer = await context.rerank(plan.deferred, query, options, context.signal);
      if (answer.dense === "degraded") dense = { status: "degraded", code: answer.error?.code ?? RERANK_FAILED };
      return answer.matches;
    } catch {
      dense = { status: "degraded", code: RERANK_FAILED };
      return searchCatalog(plan.deferred, query, options);
    }
  };
  const results: ToolSearchGroup[] = [];
  for (const [index, query] of read.queries.entries()) {
    const extra = remote.groups?.[index];
    const matches = await rank(query, {
      limit: read.limit,
      admission: context.config.admission,
      ...semantic,
      extra,
      sourceOrder: plan.sourceOrder,
    });
    if (matches.length === 0) {
      results.push({ query, matches: [], available_sources: availableSources(plan), hint: noMatchHint(plan) });
      continue;
    }
    for (const match of matches) {
      if (tools.has(match.name)) continue;
      const entry = findDeferred(scope, match.name);
      const schema = entry?.inputSchema ?? extra?.find((remote) => remote.name === match.name)?.inputSchema ?? {};
      tools.set(match.name, hitOf(match, schema, entry));
    }
    results.push({ query, matches: matches.map((match) => match.name) });
  }
  const result: ToolSearchResult = {
    queries: read.queries,
    total_available: plan.deferredCount,
    results,
    tools: Object.fromEntries(tools),
    // Servers that are down or still starting, and why: their tools cannot be found right now.
    ...(plan.unavailable.length === 0
      ? {}
      : { unavailable_sources: plan.unavailable.map((source) => ({ name: source.label, reason: source.reason })) }),
    // The rerank failed (slow, unreachable or failing endpoint): the ranking is the catalog's own.
    ...(dense === undefined ? {} : { dense }),
    // Hybrid search asked for but not possible yet (vectors training) or at all (training failed).
    ...(status?.state === "pending" ? { semantic: "pending" as const } : {}),
    ...(status?.state === "failed" ? { semantic: "unavailable" as const } : {}),
  };
  return remote.status === undefined ? result : { ...result, connectors: remote.status };
}
