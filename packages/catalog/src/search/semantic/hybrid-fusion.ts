// Linear fusion of the lexical (BM25) and semantic (cosine) scores of a query's candidates.

/** One lexical candidate with its cosine to the query. */
export interface FusionCandidate<T> {
  readonly item: T;
  /** BM25 score (≥ 0). */
  readonly lexical: number;
  /** Cosine of query and tool vectors. */
  readonly cosine: number;
}

/** A candidate with its fused score, in BM25 units of the best candidate. */
export interface FusedCandidate<T> {
  readonly item: T;
  readonly score: number;
  /** The semantic part before weighting, in [0, 1]. */
  readonly semantic: number;
}

/**
 * Reorders `candidates` (in lexical rank order) by
 * `(1 − α)·bm25/max(bm25) + α·max(0, (cos − mean)/(max − mean))`, the cosine rescaled over
 * the candidates themselves (mean and max of their cosines), so α is the same share whatever
 * the embedder's cosine range. The score returned is that value times the best BM25 score, so
 * `α = 0` returns the lexical scores and order unchanged. Ties keep lexical order.
 * `alpha` is clamped to [0, 1].
 */
export function fuseScores<T>(candidates: readonly FusionCandidate<T>[], alpha: number): FusedCandidate<T>[] {
  const share = Math.min(1, Math.max(0, Number.isFinite(alpha) ? alpha : 0));
  let best = 0;
  let top = -Infinity;
  let sum = 0;
  for (const candidate of candidates) {
    best = Math.max(best, candidate.lexical);
    top = Math.max(top, candidate.cosine);
    sum += candidate.cosine;
  }
  const mean = candidates.length === 0 ? 0 : sum / candidates.length;
  const spread = top - mean;
  const fused = candidates.map((candidate, rank) => {
    const semantic = spread > 0 ? Math.max(0, (candidate.cosine - mean) / spread) : 0;
    const lexical = best > 0 ? candidate.lexical / best : 0;
    const value = share === 0 ? lexical : (1 - share) * lexical + share * semantic;
    return { item: candidate.item, score: share === 0 ? candidate.lexical : value * best, semantic, rank };
  });
  fused.sort((a, b) => b.score - a.score || a.rank - b.rank);
  return fused.map(({ item, score, semantic }) => ({ item, score, semantic }));
}
