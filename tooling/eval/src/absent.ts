// The absent side of the eval: every query run again against the catalog without the tools
// it needs, to count how often the search still returns something (a false hit) instead of
// abstaining. Queries that take out the same tools share one index, built once.
import type { EvalSet } from "@hermes/data";
import { relevantIds } from "./relevance.js";
import type { AbsentOutcome } from "./metric-list.js";
import type { RetrievalConfig } from "./retrieval-config.js";
import type { SearchSystem } from "./systems/search-system.js";
import type { ToolDocument } from "./tool-document.js";

/** `tool`: take out the relevant tools (every tool with a relevant id); `server`: also every other tool of their servers. */
export type AbsentVariant = "tool" | "server";

const VARIANTS: readonly AbsentVariant[] = ["tool", "server"];

/** Positions (ascending) of the tools `variant` takes out for a query with these relevant ids. */
export function removedPositions(
  tools: EvalSet["tools"],
  relevant: ReadonlySet<string>,
  variant: AbsentVariant,
): number[] {
  const servers = new Set(tools.filter((tool) => relevant.has(tool.id)).map((tool) => tool.server));
  const removed: number[] = [];
  tools.forEach((tool, i) => {
    if (relevant.has(tool.id) || (variant === "server" && servers.has(tool.server))) removed.push(i);
  });
  return removed;
}

/** Queries whose absent runs take out the same tools, so they share one index. */
export interface Group {
  readonly removed: ReadonlySet<number>;
  /** Query positions and the variants that map to this group. */
  readonly members: { readonly query: number; readonly variant: AbsentVariant }[];
}

/** The queries of `set` grouped by the tools each `variants` entry takes out, in first-seen order. */
export function groupQueries(set: EvalSet, variants: readonly AbsentVariant[] = VARIANTS): Map<string, Group> {
  const groups = new Map<string, Group>();
  set.queries.forEach((query, q) => {
    for (const variant of variants) {
      const removed = removedPositions(set.tools, relevantIds(query), variant);
      const key = removed.join(",");
      let group = groups.get(key);
      if (group === undefined) {
        group = { removed: new Set(removed), members: [] };
        groups.set(key, group);
      }
      group.members.push({ query: q, variant });
    }
  });
  return groups;
}

/**
 * Runs every query of `set` without its tools (both variants), with `documents` the set's
 * documents by position. Returns, per query, whether each variant's result was empty.
 */
export async function runAbsent(
  set: EvalSet,
  system: SearchSystem,
  config: RetrievalConfig,
  documents: readonly ToolDocument[],
  limit: number,
): Promise<AbsentOutcome[]> {
  const empty = set.queries.map(() => ({ tool: false, server: false }));
  for (const group of groupQueries(set).values()) {
    const keptDocuments = documents.filter((_, i) => !group.removed.has(i));
    const keptTools = set.tools.filter((_, i) => !group.removed.has(i));
    const search = await system.build(keptDocuments, config, keptTools);
    const answers = new Map<number, boolean>();
    for (const { query, variant } of group.members) {
      let isEmpty = answers.get(query);
      if (isEmpty === undefined) {
        const text = set.queries[query]?.text ?? "";
        isEmpty = (await search(text, limit)).length === 0;
        answers.set(query, isEmpty);
      }
      const slot = empty[query];
      if (slot !== undefined) slot[variant] = isEmpty;
    }
  }
  return empty;
}

/** Most documents the absent side may index per system and set (one index per group of queries). */
export const ABSENT_BUDGET = 500_000;

/**
 * Whether the absent side fits {@link ABSENT_BUDGET}: groups of queries × tools. The small
 * catalogs (azure-mcp, metatool) fit; ETOM and BFCL, where almost every query needs other
 * tools, would index millions of documents, so they are measured on the present side only.
 */
export function absentAffordable(set: EvalSet): boolean {
  return groupQueries(set).size * set.tools.length <= ABSENT_BUDGET;
}
