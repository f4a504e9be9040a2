import { groupPieces, type OmittedTool, unavailablePieces, type UnavailableServer } from "./groups.js";
import { type GroupForm, listingLadder, type ListingForm, type ListingLadder } from "./ladder.js";
import { listingMeter } from "./meter.js";
import { compareCodeUnits } from "./render.js";
import { estimateTokens, type TokenCounter } from "./tokens.js";
import type { ToolEntry } from "../tools/entry.js";

/** One group as it appears in a {@link Listing}. */
export interface ListingGroup {
  readonly label: string;
  /** Tools listed in the group (showable names only). */
  readonly count: number;
  readonly form: GroupForm;
}

/** The listing embedded in the `tool_search` description, and how it was obtained. */
export interface Listing {
  readonly form: ListingForm;
  /** The listing text: lines joined by `\n`, no trailing newline; `""` for `none`. */
  readonly text: string;
  /** `countTokens(text)` by the active counter; `0` for `none`. Never above the budget. */
  readonly tokens: number;
  /** The groups shown, sorted by label (`[]` for `none`). */
  readonly groups: readonly ListingGroup[];
  /**
   * Tools (and unavailable servers, with `name: ""`) left out because their name or label
   * cannot be shown safely; sorted by label, name, reason. Reported even when `form` is `none`.
   */
  readonly omitted: readonly OmittedTool[];
}

/** Options of {@link buildListing}. */
export interface ListingOptions {
  /** Token budget of the text (see `listingBudget`); `<= 0` or `NaN` gives form `none`. */
  readonly budget: number;
  /** Counts tokens; must be deterministic. Default {@link estimateTokens}. */
  readonly countTokens?: TokenCounter | undefined;
  /** Declared servers that are unavailable: one line each, in every form but `none`. */
  readonly unavailable?: readonly UnavailableServer[] | undefined;
}

interface Fitted {
  readonly step: number;
  readonly text: string;
  readonly tokens: number;
}

const byOmission = (a: OmittedTool, b: OmittedTool): number =>
  compareCodeUnits(a.label, b.label) || compareCodeUnits(a.name, b.name) || compareCodeUnits(a.reason, b.reason);

/**
 * Picks the step to show. A step is accepted only after counting its real text, so the
 * result fits whatever the counter.
 *
 * 1. Forward: from the first step whose estimate fits (the last step if none does), try each
 *    step in order until one fits. With the default counter the estimate is exact and the
 *    first try succeeds; a counter that costs more as a whole than in pieces moves forward.
 * 2. Back (other counters only): a counter can cost less as a whole than in pieces — a
 *    tokenizer merging across a line break, rounding per piece. The steps before the start
 *    whose estimate exceeds the budget by at most one token per piece boundary may still
 *    fit: they are tried in order and the first that fits wins over the forward result.
 *    Steps further off are never built.
 *
 * So the result is the first fitting step for the default counter, for counters that cost
 * at least the sum of their pieces, and for counters that save at most one token per line
 * break between pieces (the usual case for real tokenizers). Any other counter still gets a
 * step that fits, possibly a more degraded one than necessary.
 */
function fit(ladder: ListingLadder, exact: boolean, count: TokenCounter, budget: number): Fitted | undefined {
  const { estimates, boundaries } = ladder;
  const last = estimates.length - 1;
  const first = estimates.findIndex((tokens) => tokens <= budget);
  if (first < 0 && exact) return undefined;
  const start = first < 0 ? last : first;
  const attempt = (step: number): Fitted | undefined => {
    const text = ladder.text(step);
    const tokens = count(text);
    return tokens <= budget ? { step, text, tokens } : undefined;
  };
  let found: Fitted | undefined;
  for (let step = start; step <= last && found === undefined; step++) found = attempt(step);
  if (exact) return found;
  for (let step = 0; step < start; step++) {
    if (!((estimates[step] ?? Number.NaN) - boundaries <= budget)) continue;
    const earlier = attempt(step);
    if (earlier !== undefined) return earlier;
  }
  return found;
}

/**
 * Builds the deferred-tool listing (docs/spec/listing.md) within `budget` tokens.
 *
 * Format (lines joined by `\n`, no blank lines, no trailing newline): the header
 * ``Deferred tool catalog (call schemas via `tool_describe`, invoke via `tool_call`):``, then
 * one block per group (label order, tools by name) in form
 * - `full`: `{label} tools ({n}):` then `- {name}: {short}` per tool (`- {name}` without a description),
 * - `names`: `{label} tools ({n}):` then `name1, name2, …`,
 * - `summary`: ``{label} ({n} tools — names not listed; discover via `tool_search`)``,
 *
 * then `{label}: unavailable ({reason}) — do not search for its tools` per unavailable server
 * (sorted by label). Degradation until the text fits: all full → all names → the largest
 * group (names-line length, then label) collapsed to a summary, one at a time (`mixed`, then
 * `groups`) → `none` (text `""`, tokens 0, no groups). The first step in that order that fits
 * wins; collapsing a group whose names line is shorter than its summary line makes the text
 * longer, so `groups` can be out of reach while a `mixed` step fits. With no listable group,
 * only unavailable servers, the form is `groups`. Budget `<= 0` or `NaN`, or nothing to list,
 * gives `none`. Names and labels that are not showable are left out and listed in `omitted`;
 * descriptions and reasons are neutralised and shortened (`listingDescription`).
 *
 * Byte-stable: entries and servers in any order give the same result (code-unit sorting,
 * no locale). Cost: with the default counter every step's size is known exactly from
 * per-group character lengths, so only the chosen text is built — O(N log N) for N tools,
 * independent of the number of degradation steps. Another counter is applied once per piece
 * (header, each group's three forms, each unavailable line) to estimate every step by
 * summing, then to the real text of the candidate steps to verify them (see `fit` below);
 * the result always fits by that counter.
 *
 * Never throws for any string content of the entries; a counter that throws propagates.
 *
 * @example
 * ```ts
 * const listing = buildListing(entries, { budget: listingBudget(config, 200_000) });
 * listing.form; // "full" | "names" | "mixed" | "groups" | "none"
 * listing.text;
 * // Deferred tool catalog (call schemas via `tool_describe`, invoke via `tool_call`):
 * // github tools (2):
 * // - create_issue: Create an issue.
 * // - list_issues: List issues in a repository.
 * ```
 */
export function buildListing(entries: readonly ToolEntry[], options: ListingOptions): Listing {
  const count = options.countTokens ?? estimateTokens;
  const { groups, omitted: omittedTools } = groupPieces(entries);
  const unavailable = unavailablePieces(options.unavailable ?? []);
  const omitted = [...omittedTools, ...unavailable.omitted].sort(byOmission);
  const none: Listing = { form: "none", text: "", tokens: 0, groups: [], omitted };
  if (!(options.budget > 0) || (groups.length === 0 && unavailable.pieces.length === 0)) return none;

  const meter = listingMeter(count);
  const ladder = listingLadder(groups, unavailable.pieces, meter);
  const fitted = fit(ladder, meter.exact, count, options.budget);
  if (fitted === undefined) return none;
  return {
    form: ladder.form(fitted.step),
    text: fitted.text,
    tokens: fitted.tokens,
    groups: groups.map(({ label, count: size }, index) => ({
      label,
      count: size,
      form: ladder.groupForm(fitted.step, index),
    })),
    omitted,
  };
}
