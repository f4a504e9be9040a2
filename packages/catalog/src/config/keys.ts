import { choiceKey, endpointKey, namesKey, numberKey, switchKey, type ConfigBlock } from "./definition.js";

/**
 * The curated default `defer` list: event-triggered core tools that are cheaper behind the
 * bridge than in every prompt. `clarify` is deliberately absent (deferring it hurt its use).
 * Frozen; order is the documented order.
 *
 * @example
 * ```ts
 * DEFAULT_DEFER.includes("todo_list"); // true
 * DEFAULT_DEFER.includes("clarify"); // false
 * ```
 */
export const DEFAULT_DEFER: readonly string[] = Object.freeze([
  "computer_use",
  "session_search",
  "image_generate",
  "todo_list",
  "process_manage",
  "cronjob_manage",
  "drive_preview",
  "gui_tour",
  "desktop_preview",
  "annotate_preview",
  "show_tip",
  "setup_mcp",
  "desktop_project",
  "close_terminal",
  "apply_layout",
  "read_terminal",
  "read_window_below",
  "focus_pane",
]);

/**
 * The keys of the `tools.tool_search` block, in the order of the reference table: the one
 * definition the types, `TOOL_SEARCH_CONFIG_SCHEMA`, `parseConfig`, `normalizeConfig` and
 * docs/configuration.md come from.
 */
export const TOOL_SEARCH_KEYS = Object.freeze({
  enabled: switchKey({
    name: "enabled",
    title: "Tool search",
    description: "Tool search on or off; `auto` behaves as `on` today.",
    default: "auto",
  }),
  thresholdPct: numberKey({
    name: "threshold_pct",
    title: "Listing threshold (percent)",
    description: "Share of the model's context window the deferred-tool listing may take, in percent.",
    integer: false,
    range: { min: 0, max: 100 },
    default: 5,
  }),
  searchDefaultLimit: numberKey({
    name: "search_default_limit",
    title: "Default results per search",
    description: "Results per query when `tool_search` is called without `limit`; must not exceed `max_search_limit`.",
    integer: true,
    range: { min: 1, max: 50 },
    default: 5,
    upTo: "maxSearchLimit",
  }),
  maxSearchLimit: numberKey({
    name: "max_search_limit",
    title: "Maximum results per search",
    description: "Cap on the `limit` of any `tool_search` query.",
    integer: true,
    range: { min: 1, max: 50 },
    default: 25,
  }),
  admission: choiceKey({
    name: "admission",
    title: "Search admission",
    description:
      "Which ranked tools `tool_search` returns. `natural`: agent wording is bridged by a reviewed vocabulary (send → post, folder → directory), a keyword query with a word no tool has that names something (`send gmail email` without a Gmail tool) gives an empty result, and short queries need half their words (at least 2) matched; longer requests in plain words return the ranking. `gated`: the seed rules for every query (the rarest word must match, and with 4+ known words half of them). `none`: every tool sharing a word.",
    // `natural` keeps recall within 5 points of pure ranking on the public retrieval sets while
    // keyword queries keep the seed rules' honest empty results (docs/retrieval.md, "Admission: present and absent").
    values: ["natural", "gated", "none"],
    default: "natural",
  }),
  semanticShare: numberKey({
    name: "semantic_share",
    title: "Semantic share (hybrid search)",
    description:
      'Share of the semantic signal in `tool_search` ranking, from 0 to 1: BM25 fused with the cosine of a built-in embedder trained on the session\'s own tool texts and a shipped corpus of ~1,800 real MCP tools (no download, deterministic), for queries whose words the best lexical match lacks. `0` is lexical search. Only the order of the tools admission let through changes; exact names and names written in the query stay first. The embedder is trained once per catalog (seconds on thousands of tools): in the gateway (`createToolSearch`, `serve`) in the background, never delaying `tools/list` or `tool_search`, which answers lexically with `semantic: "pending"` until the vectors are ready; a one-shot CLI `search` trains it before answering. Opt-in: cross-validated at 0.5 it raised nDCG@10 on every public retrieval set (mean +1.0) and lost 0.3 on the agent-query set (docs/ranker-design.md, "Hybrid").',
    integer: false,
    range: { min: 0, max: 1 },
    default: 0,
  }),
  dense: endpointKey({
    name: "dense",
    title: "Dense rerank (embeddings endpoint)",
    description:
      'An OpenAI-compatible `/v1/embeddings` endpoint whose vectors rerank the first 50 candidates of `tool_search` (lexical, or hybrid with `semantic_share`): `url` and `model` required; `api_key_env` names the environment variable holding the API key (the key itself is never in the config, a message or a log); `timeout_ms` bounds the time a search waits for the endpoint; `share` is the dense share in the fused score. Tool vectors are cached by definition hash, so only new or changed tools are sent. A slow, unreachable or failing endpoint never fails a search: it answers with the built-in ranking and adds `dense: {status: "degraded", code}` (e.g. `DENSE_TIMEOUT`) to the result. Absent: off.',
    expected: "an object with url and model",
    defaultText: "off",
    timeoutMs: numberKey({
      name: "timeout_ms",
      title: "Endpoint timeout (ms)",
      description:
        "Milliseconds one search waits for the endpoint (query and tools together) before answering without it.",
      integer: true,
      range: { min: 1, max: 600_000 },
      default: 3000,
    }),
    share: numberKey({
      name: "share",
      title: "Dense share",
      description: "Share of the dense cosine in the fused score, from 0 to 1; `0` sends nothing.",
      integer: false,
      range: { min: 0, max: 1 },
      default: 0.3,
    }),
  }),
  listing: switchKey({
    name: "listing",
    title: "Deferred-tool listing",
    description: "Show the listing of deferred tools in the `tool_search` description; `on` behaves as `auto`.",
    default: "auto",
  }),
  listingMaxTokens: numberKey({
    name: "listing_max_tokens",
    title: "Listing token cap",
    description: "Upper bound of the listing budget, in tokens.",
    integer: true,
    range: { min: 200, max: 60_000 },
    default: 4000,
  }),
  defer: namesKey({
    name: "defer",
    title: "Always-deferred tools",
    description:
      "Tool names that are deferred even when they are core tools. `[]` means no core tool is deferred; omit the key for the curated default list.",
    default: DEFAULT_DEFER,
    strictNames: true,
  }),
});

/** The `tools.tool_search` block: its keys and its place in the config file. */
export const TOOL_SEARCH_BLOCK: ConfigBlock<typeof TOOL_SEARCH_KEYS> = Object.freeze({
  path: "tools.tool_search",
  keys: TOOL_SEARCH_KEYS,
});
