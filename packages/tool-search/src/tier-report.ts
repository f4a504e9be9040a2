import {
  describeHidden,
  estimateTokens,
  type HiddenTextCounts,
  type Placement,
  type TierPlan,
  type TokenCounter,
} from "@hermes/catalog";

/** One source's share of the catalog in a {@link TierReport}. */
export interface SourceReport {
  readonly label: string;
  readonly tools: number;
  readonly deferred: number;
  /** Tokens its deferred definitions would cost as compact JSON. */
  readonly deferredTokens: number;
}

/** A tier plan summarised for people and logs (JSON-serialisable). */
export interface TierReport {
  readonly tier: 0 | 1 | 2;
  readonly bridge: boolean;
  readonly listingForm: TierPlan["listing"]["form"];
  readonly listingTokens: number;
  readonly budget: number;
  readonly visible: readonly string[];
  readonly deferredCount: number;
  readonly deferredTokens: number;
  readonly sources: readonly SourceReport[];
  readonly unavailable: readonly { readonly label: string; readonly reason: string }[];
  readonly dropped: readonly {
    readonly name: string | null;
    readonly source: string;
    readonly reason: string;
    readonly message: string;
  }[];
  readonly placements: Readonly<Record<string, Placement>>;
  /** Always-load downstream tools deferred because the visible downstream budget was spent. */
  readonly overflow: readonly {
    readonly name: string;
    readonly source: string;
    readonly reason: string;
    readonly message: string;
  }[];
  /**
   * Structured warnings of the sanitising boundary: tools whose definitions had hidden
   * characters (tags, variation selectors, bidi, zero-width, controls) that were removed
   * before the model saw them, with the count by kind.
   */
  readonly sanitized: readonly {
    readonly name: string;
    readonly source: string;
    readonly removed: HiddenTextCounts;
    readonly message: string;
  }[];
  /** Server `_meta` hints (`alwaysLoad`, `searchHint`) ignored: the server's config does not set `trust_hints`. */
  readonly ignoredHints: readonly { readonly name: string; readonly source: string; readonly message: string }[];
  readonly fingerprint: string;
}

/**
 * Summarises a plan: tier, listing form and tokens, budget, visible tool names, deferred
 * count and tokens (in total and per source), unavailable sources, dropped definitions.
 */
export function tierReport(plan: TierPlan, countTokens: TokenCounter = estimateTokens): TierReport {
  const sources = new Map<string, { tools: number; deferred: number; deferredTokens: number }>();
  const add = (label: string, deferred: boolean, tokens: number): void => {
    const row = sources.get(label) ?? { tools: 0, deferred: 0, deferredTokens: 0 };
    sources.set(label, {
      tools: row.tools + 1,
      deferred: row.deferred + (deferred ? 1 : 0),
      deferredTokens: row.deferredTokens + tokens,
    });
  };
  for (const entry of plan.visible) add(entry.label, false, 0);
  for (const entry of plan.deferred) add(entry.label, true, countTokens(JSON.stringify(entry.original) ?? ""));
  const placements: Record<string, Placement> = Object.create(null) as Record<string, Placement>;
  for (const [name, placement] of plan.placements) placements[name] = placement;
  return {
    tier: plan.tier,
    bridge: plan.bridge,
    listingForm: plan.listing.form,
    listingTokens: plan.listing.tokens,
    budget: plan.budget,
    visible: plan.visible.map((entry) => entry.name),
    deferredCount: plan.deferredCount,
    deferredTokens: [...sources.values()].reduce((sum, row) => sum + row.deferredTokens, 0),
    sources: [...sources].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([label, row]) => ({ label, ...row })),
    unavailable: plan.unavailable.map((source) => ({ label: source.label, reason: source.reason })),
    dropped: plan.dropped.map((drop) => ({
      name: drop.name ?? null,
      source: drop.sourceName,
      reason: drop.reason,
      message: drop.message,
    })),
    placements,
    overflow: plan.overflow.map((warning) => ({
      name: warning.name,
      source: warning.sourceName,
      reason: warning.reason,
      message: warning.message,
    })),
    sanitized: plan.sanitized.map((tool) => ({
      name: tool.name,
      source: tool.sourceName,
      removed: tool.removed,
      message: `tool ${tool.name} from ${JSON.stringify(tool.sourceName)}: ${describeHidden(tool.removed)}`,
    })),
    ignoredHints: plan.ignoredHints.map((ignored) => ({
      name: ignored.name,
      source: ignored.sourceName,
      message: `tool ${ignored.name} from ${JSON.stringify(ignored.sourceName)}: _meta ${ignored.hints.join(" and ")} ignored (the server is not trusted to set hints: trust_hints)`,
    })),
    fingerprint: plan.fingerprint,
  };
}
