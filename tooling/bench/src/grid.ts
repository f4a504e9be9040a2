import { formatNumber, formatCount } from "./format.js";
import { METRIC_ORDER, METRICS } from "./metrics.js";
import { formatRatio, ratiosToBestPeer } from "./ratio.js";
import type { ResultRow } from "./result-row.js";

/** A rendered-agnostic table: the printed and the Markdown output both draw these. */
export interface Grid {
  /** The suite's title. */
  readonly suite: string;
  /** What this grid covers within the suite, e.g. `3,000 tools`. */
  readonly caption: string;
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** Lines under the table: the subject's ratios to the best peer. */
  readonly notes: readonly string[];
}

export interface GridSource {
  readonly title: string;
  readonly subject: string;
  readonly rows: readonly ResultRow[];
}

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

function gridFor(source: GridSource, tools: number): Grid {
  const rows = source.rows.filter((row) => row.tools === tools);
  const metrics = METRIC_ORDER.filter((metric) => rows.some((row) => row.metric === metric));
  const others = unique(rows.map((row) => row.system)).filter((system) => system !== source.subject);
  const systems = rows.some((row) => row.system === source.subject) ? [source.subject, ...others] : others;
  return {
    suite: source.title,
    caption: `${formatCount(tools)} tools`,
    headers: ["system", ...metrics.map((metric) => METRICS[metric].label)],
    rows: systems.map((system) => [
      system,
      ...metrics.map((metric) => {
        const row = rows.find((r) => r.system === system && r.metric === metric);
        return row === undefined ? "—" : formatNumber(row.value);
      }),
    ]),
    notes: ratiosToBestPeer(rows, source.subject).map(formatRatio),
  };
}

/** One grid per catalog size, smallest first; systems in order of appearance, subject first. */
export function buildGrids(source: GridSource): Grid[] {
  const sizes = unique(source.rows.map((row) => row.tools)).sort((a, b) => a - b);
  return sizes.map((tools) => gridFor(source, tools));
}
