// Relevance by tool id (tooling/data/README.md): a retrieved tool counts when its `id` is
// relevant. A query with `groups` is judged per step: any one tool of a group serves it,
// so each group counts once, whichever of its tools is retrieved first.
import type { EvalQuery, EvalTool } from "@hermes/data";

/** What the metrics compare for one query: a label per retrieved tool and the relevant labels. */
export interface Judgement {
  /** The label of the tool at `position` of the set (its id, or its group for a grouped query). */
  label(position: number): string;
  readonly relevant: readonly string[];
}

const groupLabel = (g: number): string => `group:${g}`;

/** How `query` judges the tools of its set. */
export function judge(tools: readonly EvalTool[], query: EvalQuery): Judgement {
  const groups = query.groups;
  if (groups === undefined || groups.length === 0) {
    return { label: (position) => tools[position]?.id ?? "", relevant: query.relevant };
  }
  const groupOf = new Map<string, number>();
  groups.forEach((group, g) => {
    for (const id of group) if (!groupOf.has(id)) groupOf.set(id, g);
  });
  return {
    label: (position) => {
      const id = tools[position]?.id ?? "";
      const g = groupOf.get(id);
      return g === undefined ? id : groupLabel(g);
    },
    relevant: groups.map((_, g) => groupLabel(g)),
  };
}

/** Every tool id a query names, in its `relevant` list or its groups. */
export function relevantIds(query: EvalQuery): ReadonlySet<string> {
  return new Set([...query.relevant, ...(query.groups ?? []).flat()]);
}
