// Leave-one-set-out cross-validation of the hybrid search's semantic share α: for each set, the
// share with the best mean nDCG@10 on the other sets, scored on the held-out set beside the
// lexical search (α = 0) of the same run.
import { CatalogEmbedderCache } from "@hermes/catalog";
import { backgroundCorpus } from "@hermes/catalog/background";
import type { EvalSet } from "@hermes/data";
import { evaluateSystem } from "./evaluate.js";
import { OUR_MODES } from "./modes.js";
import type { RetrievalConfig } from "./retrieval-config.js";
import { hybridSystem } from "./systems/hybrid-system.js";
import type { Table } from "./table.js";

/** The shares tried (0 is today's lexical search). */
export const HYBRID_SHARES: readonly number[] = [0, 0.1, 0.2, 0.3, 0.5, 0.7];

export interface HybridFold {
  readonly heldOut: string;
  /** The share best on the other sets. */
  readonly chosen: number;
  readonly heldOutScore: number;
  /** The lexical search (α = 0) on this set. */
  readonly lexicalScore: number;
}

export interface HybridCvReport {
  readonly sets: readonly string[];
  /** The share best on all sets together. */
  readonly chosen: number;
  readonly folds: readonly HybridFold[];
  /** nDCG@10 per share (rows, {@link HYBRID_SHARES} order) and set (columns). */
  readonly scores: readonly (readonly number[])[];
}

const mean = (values: readonly number[]): number => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/** The index of the share with the best mean over `columns` (ties: the smaller share). */
export function bestShare(scores: readonly (readonly number[])[], columns: readonly number[]): number {
  let best = 0;
  let bestMean = -Infinity;
  scores.forEach((row, i) => {
    const value = mean(columns.map((c) => row[c] ?? 0));
    if (value > bestMean) {
      bestMean = value;
      best = i;
    }
  });
  return best;
}

/** Leave-one-set-out folds over a share × set score table. */
export function hybridFolds(
  sets: readonly string[],
  scores: readonly (readonly number[])[],
  shares: readonly number[] = HYBRID_SHARES,
): HybridCvReport {
  const all = sets.map((_, s) => s);
  const lexical = shares.indexOf(0);
  const folds = sets.map((heldOut, s): HybridFold => {
    const pick = bestShare(
      scores,
      all.filter((o) => o !== s),
    );
    return {
      heldOut,
      chosen: shares[pick] ?? 0,
      heldOutScore: scores[pick]?.[s] ?? 0,
      lexicalScore: scores[lexical]?.[s] ?? 0,
    };
  });
  return { sets, chosen: shares[bestShare(scores, all)] ?? 0, folds, scores };
}

/** Scores every share on every set (natural admission) and cross-validates; each set is trained once. */
export async function runHybridCv(sets: readonly EvalSet[], config: RetrievalConfig): Promise<HybridCvReport> {
  const spec = OUR_MODES.find((m) => m.mode === "natural");
  if (spec === undefined) throw new Error("no natural mode");
  const embedders = new CatalogEmbedderCache(sets.length, { background: backgroundCorpus() });
  const scores: number[][] = [];
  for (const share of HYBRID_SHARES) {
    const system = hybridSystem(spec, share, embedders);
    const row: number[] = [];
    for (const set of sets) row.push((await evaluateSystem(set, system, config)).metrics.get("ndcg10") ?? 0);
    scores.push(row);
  }
  return hybridFolds(
    sets.map((set) => set.name),
    scores,
  );
}

const pct = (value: number): string => (value * 100).toFixed(1);
const signed = (value: number): string => `${value >= 0 ? "+" : "−"}${Math.abs(value * 100).toFixed(1)}`;

/** Per held-out set: the share chosen on the others, its nDCG@10 and the lexical one. */
export function hybridCvTable(report: HybridCvReport): Table {
  const rows = report.folds.map((fold) => [
    fold.heldOut,
    String(fold.chosen),
    pct(fold.heldOutScore),
    pct(fold.lexicalScore),
    signed(fold.heldOutScore - fold.lexicalScore),
  ]);
  const held = mean(report.folds.map((f) => f.heldOutScore));
  const lex = mean(report.folds.map((f) => f.lexicalScore));
  rows.push(["mean", "", pct(held), pct(lex), signed(held - lex)]);
  return {
    headers: ["held-out set", "α chosen on the other sets", "hybrid nDCG@10", "lexical nDCG@10", "difference"],
    rows,
    align: ["left", "right", "right", "right", "right"],
  };
}

/** nDCG@10 of every share on every set. */
export function hybridShareTable(report: HybridCvReport): Table {
  return {
    headers: ["α", ...report.sets, "mean"],
    rows: report.scores.map((row, i) => [String(HYBRID_SHARES[i] ?? ""), ...row.map(pct), pct(mean(row))]),
    align: ["right", ...report.sets.map(() => "right" as const), "right"],
  };
}
