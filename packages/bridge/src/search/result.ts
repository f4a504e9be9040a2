import type { RemoteUnavailable, SourceKind } from "@hermes/catalog";
import type { ClaimedHints } from "../annotations/claimed.js";
import type { DenseStatus } from "./rerank.js";

/** A source of deferred tools, offered when a query found nothing. */
export interface AvailableSource {
  /** The source label as the listing shows it (`github`). */
  readonly name: string;
  readonly tool_count: number;
}

/** The answer to one query of a `tool_search` call. */
export interface ToolSearchGroup {
  /** The query as searched (trimmed). */
  readonly query: string;
  /** Matching tool names, best first; details are in the result's shared `tools` map. */
  readonly matches: readonly string[];
  /** Only when `matches` is empty: every source of deferred tools, sorted by name. */
  readonly available_sources?: readonly AvailableSource[];
  /** Only when `matches` is empty: how to retry before concluding a tool is missing. */
  readonly hint?: string;
}

/** A declared source whose tools cannot be searched right now (failed, restarting, still starting). */
export interface UnavailableSearchSource {
  /** The source label as the listing shows it. */
  readonly name: string;
  /** Why, e.g. `starting` or `the server process exited; restarting in 2 s (restart 1 of 3)`. */
  readonly reason: string;
}

/** What `tool_search` shows for one matched tool. */
export interface ToolSearchHit {
  readonly source: SourceKind;
  /** The source label (`github`, or the app of a connector tool). */
  readonly source_name: string;
  /** The description, cut after 500 characters (then `…`). */
  readonly description: string;
  /** Required parameter names in schema order: at most 32, each at most 64 characters. */
  readonly required: readonly string[];
  /**
   * The compact typed signature, at most `MAX_SIGNATURE_CHARS` (240) characters:
   * `create_issue(owner: string, repo: string, title: string, body?: string, labels?: string[])`.
   * Enough to call the tool without `tool_describe` when it ends in `)` and not `…)`; see
   * docs/signatures.md.
   */
  readonly signature: string;
  /**
   * Other sources (labels, at most 10, in rank order) that list a near-identical copy of this
   * tool (same own name up to case and separators, near-identical description): they were
   * collapsed into this hit, kept from the earliest-configured source. Absent when none.
   */
  readonly copies_from?: readonly string[];
  /**
   * The behaviour hints the tool's server declares `true` (`readOnlyHint`, `destructiveHint`,
   * `idempotentHint`, `openWorldHint`), with the server that claims them: a claim, not a fact.
   * Absent when the server declares none true.
   */
  readonly annotations?: ClaimedHints;
}

/**
 * The result of a `tool_search` call, keys in this order. `connectors` is present only when
 * the session has connectors and the remote source reported itself unavailable.
 */
export interface ToolSearchResult {
  /** The queries searched, in order (blank and duplicate entries dropped). */
  readonly queries: readonly string[];
  /** How many deferred tools this session can search (local catalog; remote tools are not counted). */
  readonly total_available: number;
  /** One group per query, in query order. */
  readonly results: readonly ToolSearchGroup[];
  /** Every matched tool once, by name, in order of first appearance. */
  readonly tools: Readonly<Record<string, ToolSearchHit>>;
  /** Present when some declared sources are unavailable (failed, restarting or still starting): each with why. */
  readonly unavailable_sources?: readonly UnavailableSearchSource[];
  /** Present when the rerank hook (a dense embeddings endpoint) degraded: the ranking is the catalog's own, and why. */
  readonly dense?: DenseStatus;
  /**
   * Present only when hybrid search is on (`semantic_share` > 0) but the ranking was lexical:
   * `pending` while the catalog's vectors are trained in the background (later searches are
   * hybrid), `unavailable` when training failed. Absent when the ranking was as configured.
   */
  readonly semantic?: "pending" | "unavailable";
  readonly connectors?: RemoteUnavailable;
}
