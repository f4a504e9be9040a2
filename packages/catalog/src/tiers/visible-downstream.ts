import { isDownstream } from "./classify.js";
import { compareCodeUnits } from "../listing/render.js";
import { neutralizeControls } from "../listing/sanitize.js";
import type { TokenCounter } from "../listing/tokens.js";
import type { ToolEntry } from "../tools/entry.js";
import { isRecord } from "../json-helpers.js";

/**
 * The budget of downstream (MCP, connector) tools kept visible by `alwaysLoad`: at most
 * `maxTools` tools and `maxTokens` tokens of their (clipped) definitions. Defaults:
 * {@link DEFAULT_VISIBLE_DOWNSTREAM}.
 */
export interface VisibleDownstreamBudget {
  readonly maxTools: number;
  readonly maxTokens: number;
}

/** 20 tools and 4,000 tokens: a few pinned tools of a server, never a whole catalog. */
export const DEFAULT_VISIBLE_DOWNSTREAM: VisibleDownstreamBudget = Object.freeze({ maxTools: 20, maxTokens: 4000 });

/** Longest description a visible downstream tool is sent with (characters); longer ones are cut with `…`. */
export const VISIBLE_DESCRIPTION_MAX = 1024;

/** A visible downstream tool deferred because the budget was spent, with the reason shown in `inspect`. */
export interface VisibleOverflow {
  readonly name: string;
  readonly sourceName: string;
  readonly reason: "MAX_TOOLS" | "MAX_TOKENS";
  readonly message: string;
}

/** What {@link budgetVisibleDownstream} keeps visible and what it defers. */
export interface BudgetedVisible {
  /** The runtime's own visible tools as given, then the admitted downstream ones (clipped). */
  readonly visible: readonly ToolEntry[];
  readonly overflow: readonly ToolEntry[];
  readonly warnings: readonly VisibleOverflow[];
}

/** The definition with its description replaced, in its own shape (the caller's object is not changed). */
function withDescription(entry: ToolEntry, description: string): unknown {
  const original = entry.original;
  if (!isRecord(original)) return original;
  if (entry.format === "openai" && isRecord(original["function"]))
    return { ...original, function: { ...original["function"], description } };
  return { ...original, description };
}

/** A downstream entry as it may be sent: its description cut to {@link VISIBLE_DESCRIPTION_MAX} with controls neutralised. */
function clipped(entry: ToolEntry): ToolEntry {
  if (entry.description.length <= VISIBLE_DESCRIPTION_MAX) return entry;
  const description = `${neutralizeControls(entry.description.slice(0, VISIBLE_DESCRIPTION_MAX - 1))}…`;
  return { ...entry, description, original: withDescription(entry, description) };
}

/**
 * Puts the visible downstream tools (`alwaysLoad` by `_meta` or by their server) under their
 * own budget (docs/security.md, "Visibility by source"): in name order, each is clipped
 * (description at most {@link VISIBLE_DESCRIPTION_MAX} characters) and admitted while the
 * count and the tokens of the clipped definitions fit; the rest defer behind the bridge with
 * a warning. The runtime's own visible tools are not counted. Pure.
 *
 * @example
 * ```ts
 * const { visible, overflow, warnings } = budgetVisibleDownstream(classified.visible, DEFAULT_VISIBLE_DOWNSTREAM, estimateTokens);
 * ```
 */
export function budgetVisibleDownstream(
  visible: readonly ToolEntry[],
  budget: VisibleDownstreamBudget,
  count: TokenCounter,
): BudgetedVisible {
  const own = visible.filter((entry) => !isDownstream(entry));
  const downstream = visible.filter(isDownstream).sort((a, b) => compareCodeUnits(a.name, b.name));
  const kept: ToolEntry[] = [];
  const overflow: ToolEntry[] = [];
  const warnings: VisibleOverflow[] = [];
  let tokens = 0;
  for (const entry of downstream) {
    const shown = clipped(entry);
    const cost = count(JSON.stringify(shown.original) ?? "");
    const reason =
      kept.length >= budget.maxTools ? "MAX_TOOLS" : tokens + cost > budget.maxTokens ? "MAX_TOKENS" : undefined;
    if (reason === undefined) {
      kept.push(shown);
      tokens += cost;
      continue;
    }
    overflow.push(entry);
    const limit = reason === "MAX_TOOLS" ? `${budget.maxTools} tools` : `${budget.maxTokens} tokens`;
    warnings.push({
      name: entry.name,
      sourceName: entry.sourceName,
      reason,
      message: `always-load tool ${JSON.stringify(entry.name)} from ${JSON.stringify(entry.sourceName)} is deferred: visible downstream tools are limited to ${limit}`,
    });
  }
  return { visible: [...own, ...kept], overflow, warnings };
}
