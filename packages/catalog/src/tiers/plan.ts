import { buildListing, type Listing } from "../listing/build.js";
import { compareCodeUnits } from "../listing/render.js";
import { classifyTools, isManageConnections, type Placement } from "./classify.js";
import { DEFAULT_CONFIG } from "../config/defaults.js";
import type { ToolSearchConfig } from "../config/types.js";
import { ContentHash } from "../content-hash.js";
import {
  normalizeTools,
  type DroppedTool,
  type IgnoredHints,
  type SanitizedTool,
  type UnavailableSource,
} from "../tools/normalize.js";
import { sameInput, snapshotInput, type InputSnapshot } from "./plan-memo.js";
import { estimateTokens, listingBudget, type TokenCounter } from "../listing/tokens.js";
import type { ToolEntry } from "../tools/entry.js";
import type { Toolset } from "../tools/source.js";
import {
  budgetVisibleDownstream,
  DEFAULT_VISIBLE_DOWNSTREAM,
  type VisibleDownstreamBudget,
  type VisibleOverflow,
} from "./visible-downstream.js";

/**
 * Tier 0: nothing is deferred; the tools pass through unchanged, no bridge.
 * Tier 1: bridge tools plus a listing that names tools (`full`, `names` or `mixed`).
 * Tier 2: bridge tools with only group summaries or no listing.
 */
export type Tier = 0 | 1 | 2;

/** Options of {@link planTiers}. */
export interface PlanOptions {
  /** Normalised config (see `normalizeConfig`). Default: all defaults. */
  readonly config?: ToolSearchConfig | undefined;
  /** The model's context window in tokens; unknown → the budget's percentage leg is 10,000. */
  readonly contextLength?: number | undefined;
  /** Core tool names (`*` suffix: prefix). Default: Hermes' core list. */
  readonly coreTools?: readonly string[] | undefined;
  /** Token counter for the listing and the deferred-token report. Default `ceil(chars / 4)`. */
  readonly countTokens?: TokenCounter | undefined;
  /** The budget of visible downstream (`alwaysLoad`) tools. Default {@link DEFAULT_VISIBLE_DOWNSTREAM}. */
  readonly visibleDownstream?: VisibleDownstreamBudget | undefined;
}

/** What the model will see this turn, and why. Arrays are frozen; the same input gives an equal plan. */
export interface TierPlan {
  readonly tier: Tier;
  /** Whether the bridge tools are added (tier 1 and 2). */
  readonly bridge: boolean;
  /**
   * Tools that stay in the model's tool array, originals untouched, sorted by name (code-unit
   * order) so that the prompt's bytes do not depend on the order servers registered.
   */
  readonly visible: readonly ToolEntry[];
  /** Tools behind the bridge, sorted by name: the session's searchable catalog. */
  readonly deferred: readonly ToolEntry[];
  /**
   * Source names in the order their toolsets were given (first appearance): the trust order
   * search uses to decide which of several near-identical copies it shows (`sourceOrder` of
   * `searchCatalog`).
   */
  readonly sourceOrder: readonly string[];
  readonly deferredCount: number;
  /** Tokens the deferred definitions would cost as compact JSON (computed on first read). */
  readonly deferredTokens: number;
  /** The listing budget in tokens. */
  readonly budget: number;
  readonly listing: Listing;
  /** `manage_connections` is among the tools: the bridge mentions connectors. */
  readonly connectors: boolean;
  /** Changes exactly when the bytes that reach the model change (visible tools, listing, counts). */
  readonly fingerprint: string;
  readonly placements: ReadonlyMap<string, Placement>;
  readonly dropped: readonly DroppedTool[];
  readonly unavailable: readonly UnavailableSource[];
  /** Tools whose definitions had hidden characters, removed before the model saw them (warnings for `inspect`). */
  readonly sanitized: readonly SanitizedTool[];
  /** Server `_meta` hints ignored because the source is not trusted to set them (warnings for `inspect`). */
  readonly ignoredHints: readonly IgnoredHints[];
  /** Always-load downstream tools deferred because their visible budget was spent (warnings for `inspect`). */
  readonly overflow: readonly VisibleOverflow[];
}

const byName = (a: ToolEntry, b: ToolEntry): number => compareCodeUnits(a.name, b.name);

const NO_LISTING: Listing = Object.freeze({
  form: "none",
  text: "",
  tokens: 0,
  groups: Object.freeze([]),
  omitted: Object.freeze([]),
});

function fingerprint(plan: Omit<TierPlan, "fingerprint" | "deferredTokens">, config: ToolSearchConfig): string {
  const hash = new ContentHash();
  hash.number(plan.tier).number(plan.deferredCount).string(String(plan.connectors));
  hash.number(config.searchDefaultLimit).number(config.maxSearchLimit).string(plan.listing.text);
  for (const entry of plan.visible) hash.string(JSON.stringify(entry.original) ?? "");
  return hash.digest();
}

function computePlan(toolsets: readonly Toolset[], options: PlanOptions): TierPlan {
  const config = options.config ?? DEFAULT_CONFIG;
  const count = options.countTokens ?? estimateTokens;
  const { entries, dropped, unavailable, sanitized, ignoredHints } = normalizeTools(toolsets);
  const budget = listingBudget(config, options.contextLength);
  const classes =
    config.enabled === "off"
      ? { visible: entries, deferred: [], placements: new Map<string, Placement>() }
      : classifyTools(entries, { defer: config.defer, coreTools: options.coreTools });
  const budgeted =
    config.enabled === "off"
      ? { visible: classes.visible, overflow: [], warnings: [] }
      : budgetVisibleDownstream(classes.visible, options.visibleDownstream ?? DEFAULT_VISIBLE_DOWNSTREAM, count);
  const placements = new Map(classes.placements);
  for (const entry of budgeted.overflow) placements.set(entry.name, "always-load-overflow");
  const classified = { visible: budgeted.visible, deferred: [...classes.deferred, ...budgeted.overflow], placements };
  const deferred = Object.freeze([...classified.deferred].sort(byName));
  const connectors = config.enabled !== "off" && entries.some(isManageConnections);
  const bridge = deferred.length > 0 || connectors;
  const listing =
    deferred.length === 0 || config.listing === "off"
      ? NO_LISTING
      : buildListing(deferred, { budget, countTokens: count, unavailable });
  const tier: Tier = !bridge
    ? 0
    : listing.form === "full" || listing.form === "names" || listing.form === "mixed"
      ? 1
      : 2;
  const base = {
    tier,
    bridge,
    visible: Object.freeze([...classified.visible].sort(byName)),
    deferred,
    sourceOrder: Object.freeze([...new Set(entries.map((entry) => entry.sourceName))]),
    deferredCount: deferred.length,
    budget,
    listing,
    connectors,
    placements: classified.placements,
    dropped: Object.freeze([...dropped]),
    unavailable: Object.freeze([...unavailable]),
    sanitized: Object.freeze([...sanitized]),
    ignoredHints: Object.freeze([...ignoredHints]),
    overflow: Object.freeze([...budgeted.warnings]),
  };
  let deferredTokens: number | undefined;
  const plan = {
    ...base,
    fingerprint: fingerprint(base, config),
    get deferredTokens(): number {
      deferredTokens ??= deferred.reduce((sum, entry) => sum + count(JSON.stringify(entry.original) ?? ""), 0);
      return deferredTokens;
    },
  };
  return Object.freeze(plan);
}

interface Memo {
  readonly input: InputSnapshot;
  readonly optionsKey: string;
  readonly countTokens: TokenCounter | undefined;
  readonly plan: TierPlan;
}

// Enough for many concurrent session scopes (subagents with their own toolsets) on one runtime.
const MEMO_SIZE = 16;
const memos: Memo[] = [];

/**
 * Plans what the model sees for one turn from the session's toolsets: which tools stay
 * visible, which defer behind the bridge, the listing within its token budget, and the tier
 * (see {@link Tier}). Pure: the result depends only on the arguments. Memoised — the same
 * definitions again (same objects holding the same fields; see `InputSnapshot`) return the
 * previous plan without recomputing.
 *
 * Rules: `enabled: off` → tier 0 with every tool visible; nothing deferrable → tier 0, unless
 * `manage_connections` is present (tier 2 with 0 deferred, so connectors stay reachable);
 * `listing: off` → no listing (tier 2).
 *
 * @example
 * ```ts
 * const plan = planTiers(
 *   [{ tools: coreTools }, { source: { kind: "mcp", name: "github" }, tools: githubTools }],
 *   { config: normalizeConfig(raw).config, contextLength: 200_000 },
 * );
 * plan.tier; // 1
 * plan.listing.text; // "Deferred tool catalog (…):\ngithub tools (41): …"
 * ```
 */
export function planTiers(toolsets: readonly Toolset[], options: PlanOptions = {}): TierPlan {
  const optionsKey = JSON.stringify([
    options.config ?? DEFAULT_CONFIG,
    options.contextLength ?? null,
    options.coreTools ?? null,
    options.visibleDownstream ?? null,
  ]);
  for (const memo of memos) {
    if (memo.optionsKey === optionsKey && memo.countTokens === options.countTokens && sameInput(memo.input, toolsets)) {
      return memo.plan;
    }
  }
  const plan = computePlan(toolsets, options);
  memos.unshift({ input: snapshotInput(toolsets), optionsKey, countTokens: options.countTokens, plan });
  if (memos.length > MEMO_SIZE) memos.pop();
  return plan;
}
