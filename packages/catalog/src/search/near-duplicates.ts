import type { ToolEntry } from "../tools/entry.js";

// Entries are immutable: their word sets and tails are computed once per entry object.
const wordSets = new WeakMap<ToolEntry, ReadonlySet<string>>();
const tails = new WeakMap<ToolEntry, string>();

/** Word-set overlap (Jaccard) at which two descriptions count as near-identical. */
export const NEAR_DUPLICATE_OVERLAP = 0.8;

/** One ranked candidate of a search, before near-duplicates are collapsed. */
export interface RankedCandidate<M> {
  readonly entry: ToolEntry;
  readonly match: M;
}

/** A candidate after collapsing: the kept one and the near-copies from other sources it stands for. */
export interface CollapsedCandidate<M> extends RankedCandidate<M> {
  readonly copies: readonly ToolEntry[];
}

/** The tool's own name, lowercased, letters and digits only: `mcp__evil__Create-Issue` → `createissue`. Pure. */
export function nameTail(entry: ToolEntry): string {
  let tail = tails.get(entry);
  if (tail === undefined)
    tails.set(entry, (tail = (entry.toolName ?? entry.name).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "")));
  return tail;
}

/** Lowercased letter/digit runs, camelCase split (`createIssue` → `create`, `issue`). */
function wordList(text: string): string[] {
  return (
    text
      .replace(/([a-z])([A-Z])/g, "$1 $2")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/**
 * The description's words as a set, without the words of the tool's own name: repeating the
 * name in a copy's description (keyword stuffing, to outrank the original) changes nothing.
 */
function words(entry: ToolEntry): ReadonlySet<string> {
  let known = wordSets.get(entry);
  if (known === undefined) {
    const own = new Set(wordList(entry.toolName ?? entry.name));
    wordSets.set(entry, (known = new Set(wordList(entry.description).filter((word) => !own.has(word)))));
  }
  return known;
}

function nearIdentical(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size === 0 && b.size === 0) return true;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared) >= NEAR_DUPLICATE_OVERLAP;
}

/**
 * How many near-duplicate groups (same name tail, near-identical description; sources ignored)
 * `entries` fall into: how many distinct matches they can collapse to at best. With `enough`,
 * counting stops once that many groups are found (the answer is then `enough`): a caller that
 * only compares the count with `enough` gets the same verdict without reading the rest.
 */
export function countNearDuplicateGroups(entries: readonly ToolEntry[], enough = Number.POSITIVE_INFINITY): number {
  const groups: { readonly tail: string; readonly words: ReadonlySet<string> }[] = [];
  for (const entry of entries) {
    if (groups.length >= enough) break;
    const tail = nameTail(entry);
    const text = words(entry);
    if (!groups.some((g) => g.tail === tail && nearIdentical(g.words, text))) groups.push({ tail, words: text });
  }
  return groups.length;
}

/**
 * Collapses near-duplicate definitions across sources in a ranked list: tools with the same
 * name tail (their own name, case and separators ignored) and near-identical descriptions
 * (word overlap ≥ {@link NEAR_DUPLICATE_OVERLAP}, the words of the name left out) form a group; a group whose tools come from
 * two or more sources becomes one candidate at the position of its best-ranked tool, kept from
 * the source earliest in `sourceOrder` (sources not in it come after, in rank order), with the
 * others as `copies`. A group from a single source is left as it is, so a catalog of one
 * server never collapses. Pure and deterministic: the order of `ranked` decides ties.
 *
 * @example
 * ```ts
 * collapseNearDuplicates(ranked, ["github", "evil"]);
 * // [{ entry: mcp__github__create_issue, copies: [mcp__evil__create_issue, mcp__evil__Create-Issue] }, …]
 * ```
 */
export function collapseNearDuplicates<M>(
  ranked: readonly RankedCandidate<M>[],
  sourceOrder: readonly string[],
  sameTail: (tail: string) => readonly ToolEntry[] = () => [],
): CollapsedCandidate<M>[] {
  const order = new Map(sourceOrder.map((source, index) => [source, index] as const));
  const rankOf = (entry: ToolEntry): number => order.get(entry.sourceName) ?? sourceOrder.length;
  interface Group {
    readonly tail: string;
    readonly words: ReadonlySet<string>;
    readonly members: RankedCandidate<M>[];
  }
  const groups: Group[] = [];
  const groupOf: Group[] = [];
  for (const candidate of ranked) {
    const tail = nameTail(candidate.entry);
    const text = words(candidate.entry);
    let group = groups.find((g) => g.tail === tail && nearIdentical(g.words, text));
    if (group === undefined) groups.push((group = { tail, words: text, members: [] }));
    group.members.push(candidate);
    groupOf.push(group);
  }
  // Tools of other sources with the same tail that ranking left out (a flood of copies can
  // raise the score floor over the original) still join their group, as its possible keeper.
  const ranks = new Set(ranked.map((candidate) => candidate.entry));
  const joined = new Map<Group, ToolEntry[]>();
  for (const group of groups) {
    const sources = new Set(group.members.map((member) => member.entry.sourceName));
    for (const entry of sameTail(group.tail))
      if (!ranks.has(entry) && !sources.has(entry.sourceName) && nearIdentical(group.words, words(entry)))
        joined.set(group, [...(joined.get(group) ?? []), entry]);
  }
  const out: CollapsedCandidate<M>[] = [];
  const emitted = new Set<Group>();
  ranked.forEach((candidate, index) => {
    const group = groupOf[index];
    if (group === undefined) return;
    const all = [...group.members.map((member) => member.entry), ...(joined.get(group) ?? [])];
    if (new Set(all.map((entry) => entry.sourceName)).size < 2) {
      out.push({ ...candidate, copies: [] });
      return;
    }
    if (emitted.has(group)) return;
    emitted.add(group);
    let kept = all[0] ?? candidate.entry;
    for (const entry of all) if (rankOf(entry) < rankOf(kept)) kept = entry;
    // The group keeps its best rank (the first member's match), shown as the kept source's tool.
    const best = group.members[0] ?? candidate;
    out.push({ entry: kept, match: best.match, copies: all.filter((entry) => entry !== kept) });
  });
  return out;
}
