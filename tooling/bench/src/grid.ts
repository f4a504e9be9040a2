import { formatNumber, formatCount } from "./format.js";
import { METRIC_ORDER, METRICS, type MetricName } from "./metrics.js";
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

interface Column {
  readonly metric: MetricName;
  readonly case: string;
  readonly header: string;
}

/** One column per metric, or per (case, metric) when a metric is measured in several cases. */
function columnsOf(rows: readonly ResultRow[]): Column[] {
  return METRIC_ORDER.flatMap((metric) => {
    const cases = unique(rows.filter((row) => row.metric === metric).map((row) => row.case));
    const label = METRICS[metric].label;
    return cases.map((c) => ({ metric, case: c, header: cases.length > 1 ? `${c} ${label}` : label }));
  });
}

function gridFor(source: GridSource, tools: number): Grid {
  const rows = source.rows.filter((row) => row.tools === tools);
  const columns = columnsOf(rows);
  const others = unique(rows.map((row) => row.system)).filter((system) => system !== source.subject);
  const systems = rows.some((row) => row.system === source.subject) ? [source.subject, ...others] : others;
  return {
    suite: source.title,
    caption: `${formatCount(tools)} tools`,
    headers: ["system", ...columns.map((column) => column.header)],
    rows: systems.map((system) => [
      system,
      ...columns.map((column) => {
        const row = rows.find((r) => r.system === system && r.metric === column.metric && r.case === column.case);
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
