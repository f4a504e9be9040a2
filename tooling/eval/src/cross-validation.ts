// Leave-one-set-out cross-validation of the ranker's defaults: for each set, pick the grid
// point with the best mean nDCG@10 on the other sets, then score it on the held-out set.
// The published default is the grid point best on all sets together; the held-out column
// says how well that way of choosing generalises to a set it did not see.
import type { EvalSet } from "@hermes/data";
import { evaluateSystem } from "./evaluate.js";
import { OUR_MODES, type Mode } from "./modes.js";
import type { RetrievalConfig } from "./retrieval-config.js";
import { hermesSystem } from "./systems/hermes-system.js";
import type { Table } from "./table.js";

/** The agent set's present queries (literal and paraphrase) as one set, for tuning by nDCG@10. */
export function agentPresentSet(set: EvalSet): EvalSet {
  return { ...set, queries: set.queries.filter((query) => query.group !== "absent") };
}

/** One point of the grid. */
export interface GridPoint {
  readonly label: string;
  readonly config: RetrievalConfig;
}

/**
 * The grid the defaults are chosen from: field weights of name, parameter text and server, k1,
 * b, the BM25+ delta and the field-wise share. k1 1.5 (the ranker's own default) left the grid
 * when the field-wise share joined it, so the grid did not grow by a third: no fold had chosen
 * it, and the ablation's k1 / b rows still measure it.
 */
export const CV_GRID = {
  name: [5, 10],
  paramDescriptions: [0, 0.1, 0.3],
  server: [0, 1, 2],
  k1: [1.2, 2.5, 4],
  b: [0.6, 0.75],
  delta: [0, 0.5],
  fieldwise: [0, 0.15, 0.3],
} as const;

/** The grid label of a configuration: its name, parameter-text and server weights, k1, b, delta and field-wise share. */
export function pointLabel(config: RetrievalConfig): string {
  const d = config.document;
  return `name×${d.name} paramText×${d.paramDescriptions} server×${d.server} k1 ${config.k1} b ${config.b} δ ${config.delta} fieldwise ${config.fieldwise}`;
}

/** Every combination of {@link CV_GRID} on top of `base` (other fields and switches as in `base`). */
export function gridPoints(base: RetrievalConfig): GridPoint[] {
  const points: GridPoint[] = [];
  for (const name of CV_GRID.name)
    for (const paramDescriptions of CV_GRID.paramDescriptions)
      for (const server of CV_GRID.server)
        for (const k1 of CV_GRID.k1)
          for (const b of CV_GRID.b)
            for (const delta of CV_GRID.delta)
              for (const fieldwise of CV_GRID.fieldwise) {
                const document = { ...base.document, name, paramDescriptions, server };
                const config = { ...base, document, k1, b, delta, fieldwise };
                points.push({ label: pointLabel(config), config });
              }
  return points;
}

export interface CvFold {
  readonly heldOut: string;
  /** The grid point with the best mean nDCG@10 on the other sets. */
  readonly chosen: string;
  readonly heldOutScore: number;
  /** The final default's score on this set (it saw the set). */
  readonly defaultScore: number;
  /** The best any grid point reaches on this set alone. */
  readonly bestScore: number;
}

export interface CvReport {
  readonly mode: Mode;
  readonly sets: readonly string[];
  /** The grid point best on all sets together. */
  readonly chosen: GridPoint;
  readonly folds: readonly CvFold[];
  /** Every grid point with its nDCG@10 per set (in `sets` order). */
  readonly points: readonly { readonly label: string; readonly scores: readonly number[] }[];
}

const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/** Best point by mean nDCG@10 over `sets` (ties: the earlier point). */
function bestOn(scores: readonly (readonly number[])[], sets: readonly number[]): number {
  let best = 0;
  let bestMean = -Infinity;
  scores.forEach((perSet, p) => {
    const value = mean(sets.map((s) => perSet[s] ?? 0));
    if (value > bestMean) {
      bestMean = value;
      best = p;
    }
  });
  return best;
}

/**
 * nDCG@10 of every grid point (rows, in {@link gridPoints} order) on every set (columns), with
 * our ranker in `mode`. Points `from` to `to` only when given (a slice for one process).
 */
export async function scoreGrid(
  sets: readonly EvalSet[],
  base: RetrievalConfig,
  mode: Mode,
  from = 0,
  to?: number,
): Promise<number[][]> {
  const spec = OUR_MODES.find((m) => m.mode === mode) ?? OUR_MODES[0];
  if (spec === undefined) throw new Error("no modes");
  const system = hermesSystem(spec);
  const scores: number[][] = [];
  for (const point of gridPoints(base).slice(from, to)) {
    const perSet: number[] = [];
    for (const set of sets) perSet.push((await evaluateSystem(set, system, point.config)).metrics.get("ndcg10") ?? 0);
    scores.push(perSet);
  }
  return scores;
}

/** How {@link runCrossValidation} scores the grid: {@link scoreGrid} in this process by default. */
export type GridScorer = (sets: readonly EvalSet[], base: RetrievalConfig, mode: Mode) => Promise<number[][]>;

/**
 * Runs the grid on every set with our ranker in `mode` (default `natural`) and cross-validates.
 * `scorer` computes the scores (`pnpm eval` spreads them over one process per core).
 */
export async function runCrossValidation(
  sets: readonly EvalSet[],
  base: RetrievalConfig,
  mode: Mode = "natural",
  scorer: GridScorer = scoreGrid,
): Promise<CvReport> {
  const points = gridPoints(base);
  const scores = await scorer(sets, base, mode);
  if (scores.length !== points.length) throw new Error(`scored ${scores.length} of ${points.length} grid points`);
  const all = sets.map((_, s) => s);
  const chosenIndex = bestOn(scores, all);
  const folds = sets.map((set, s): CvFold => {
    const others = all.filter((o) => o !== s);
    const pick = bestOn(scores, others);
    return {
      heldOut: set.name,
      chosen: points[pick]?.label ?? "",
      heldOutScore: scores[pick]?.[s] ?? 0,
      defaultScore: scores[chosenIndex]?.[s] ?? 0,
      bestScore: Math.max(...scores.map((perSet) => perSet[s] ?? 0)),
    };
  });
  const chosen = points[chosenIndex];
  if (chosen === undefined) throw new Error("empty grid");
  return {
    mode,
    sets: sets.map((set) => set.name),
    chosen,
    folds,
    points: points.map((point, p) => ({ label: point.label, scores: scores[p] ?? [] })),
  };
}

const pct = (value: number): string => (value * 100).toFixed(1);

/** The cross-validated table: per held-out set, the point chosen without it and the scores. */
export function cvTable(report: CvReport): Table {
  return {
    headers: ["held-out set", "chosen on the other sets", "held-out nDCG@10", "default nDCG@10", "best on this set"],
    rows: report.folds.map((fold) => [
      fold.heldOut,
      fold.chosen,
      pct(fold.heldOutScore),
      pct(fold.defaultScore),
      pct(fold.bestScore),
    ]),
    align: ["left", "left", "right", "right", "right"],
  };
}
