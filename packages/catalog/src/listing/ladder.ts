import type { GroupPieces } from "./groups.js";
import type { ListingMeter } from "./meter.js";
import { compareCodeUnits, LISTING_HEADER } from "./render.js";

/** How one group is shown: every tool with its description, names only, or one summary line. */
export type GroupForm = "full" | "names" | "summary";

/**
 * The listing's overall form: `full` and `names` (every group in that form), `mixed` (some
 * groups still show names, the others are summaries), `groups` (every group is a summary, or
 * there is no group, only unavailable servers), `none` (no listing).
 */
export type ListingForm = "full" | "names" | "mixed" | "groups" | "none";

/**
 * The degradation order (docs/spec/listing.md, "Degradation") as numbered steps, from most to least detailed:
 * step 0 = all `full`, step 1 = all `names`, step 1 + k = the k largest groups collapsed to
 * `summary` (largest by names-line length, ties by label), up to step 1 + G = all summaries.
 * With no group there is one step: the header and the unavailable lines (form `groups`).
 * Estimates for every step are computed once from per-piece costs in O(G log G); a step's
 * text is built only when asked for.
 */
export interface ListingLadder {
  /** The estimated tokens of each step (see `ListingMeter`); its length is the step count. */
  readonly estimates: readonly number[];
  /** Line breaks between pieces in every step's text: one per group and unavailable line. */
  readonly boundaries: number;
  /** The listing text of a step: the header then the pieces, as one string. */
  text(step: number): string;
  /** The overall form of a step (never `none`). */
  form(step: number): Exclude<ListingForm, "none">;
  /** The form of group `index` (in label order) at a step. */
  groupForm(step: number, index: number): GroupForm;
}

/**
 * Builds the ladder for groups sorted by label and the unavailable-server pieces.
 * Never throws (a counter that throws propagates).
 *
 * @example
 * ```ts
 * const ladder = listingLadder(groupPieces(entries).groups, [], listingMeter(estimateTokens));
 * const step = ladder.estimates.findIndex((tokens) => tokens <= 4000);
 * ladder.form(step); // e.g. "names"
 * ```
 */
export function listingLadder(
  groups: readonly GroupPieces[],
  unavailable: readonly string[],
  meter: ListingMeter,
): ListingLadder {
  const order = groups
    .map((group, index) => ({ group, index }))
    .sort((a, b) => b.group.namesLength - a.group.namesLength || compareCodeUnits(a.group.label, b.group.label));
  const rank = new Int32Array(groups.length);
  order.forEach(({ index }, position) => (rank[index] = position));

  const measure = (piece: string): number => meter.measure(piece.length, () => piece);
  let base = measure(LISTING_HEADER);
  for (const piece of unavailable) base += measure(piece);
  const estimates: number[] = [];
  if (groups.length === 0) {
    estimates.push(meter.total(base));
  } else {
    const names = groups.map((group) => measure(group.names));
    let fullSum = base;
    let namesSum = base;
    groups.forEach((group, index) => {
      fullSum += meter.measure(group.fullLength, group.full);
      namesSum += names[index] ?? 0;
    });
    estimates.push(meter.total(fullSum), meter.total(namesSum));
    for (const { group, index } of order) {
      namesSum += measure(group.summary) - (names[index] ?? 0);
      estimates.push(meter.total(namesSum));
    }
  }

  const groupForm = (step: number, index: number): GroupForm =>
    step === 0 ? "full" : (rank[index] ?? 0) < step - 1 ? "summary" : "names";

  return {
    estimates,
    boundaries: groups.length + unavailable.length,
    groupForm,
    form: (step) =>
      groups.length === 0 || step > groups.length ? "groups" : step === 0 ? "full" : step === 1 ? "names" : "mixed",
    text: (step) => {
      const parts = [LISTING_HEADER];
      groups.forEach((group, index) => {
        const form = groupForm(step, index);
        parts.push(form === "full" ? group.full() : group[form]);
      });
      parts.push(...unavailable);
      return parts.join("");
    },
  };
}
