// Per-query retrieval metrics with binary relevance by tool name.
//
// `ranked` is the list of retrieved tool names, best first, as the ranker returned it.
// A name that repeats (some catalogs reuse a name across servers) counts once, at its
// first rank; later copies keep their slot but earn nothing. `relevant` names count once.

/** 1-based ranks of the relevant names found in `ranked`, each name at its first rank. */
export function relevantRanks(ranked: readonly string[], relevant: readonly string[]): number[] {
  const wanted = new Set(relevant);
  const ranks: number[] = [];
  ranked.forEach((name, i) => {
    if (wanted.delete(name)) ranks.push(i + 1);
  });
  return ranks;
}

function distinctCount(relevant: readonly string[]): number {
  return new Set(relevant).size;
}

/** Discount of binary DCG at a 1-based rank. */
function gain(rank: number): number {
  return 1 / Math.log2(rank + 1);
}

/** nDCG@k with binary gains; `undefined` when nothing is relevant (the query is not judged). */
export function ndcgAt(k: number, ranked: readonly string[], relevant: readonly string[]): number | undefined {
  const total = distinctCount(relevant);
  if (total === 0) return undefined;
  let dcg = 0;
  for (const rank of relevantRanks(ranked, relevant)) if (rank <= k) dcg += gain(rank);
  let ideal = 0;
  for (let rank = 1; rank <= Math.min(k, total); rank += 1) ideal += gain(rank);
  return dcg / ideal;
}

/** Share of the relevant names found in the first `k` ranks; `undefined` when nothing is relevant. */
export function recallAt(k: number, ranked: readonly string[], relevant: readonly string[]): number | undefined {
  const total = distinctCount(relevant);
  if (total === 0) return undefined;
  return relevantRanks(ranked, relevant).filter((rank) => rank <= k).length / total;
}

/** 1 when the first result is relevant, else 0; `undefined` when nothing is relevant. */
export function topOne(ranked: readonly string[], relevant: readonly string[]): number | undefined {
  if (distinctCount(relevant) === 0) return undefined;
  return ranked[0] !== undefined && relevant.includes(ranked[0]) ? 1 : 0;
}

/** 1 / rank of the first relevant result (0 if none retrieved); `undefined` when nothing is relevant. */
export function reciprocalRank(ranked: readonly string[], relevant: readonly string[]): number | undefined {
  if (distinctCount(relevant) === 0) return undefined;
  const first = relevantRanks(ranked, relevant)[0];
  return first === undefined ? 0 : 1 / first;
}

/** 1 when the ranker returned nothing. Judged for every query. */
export function isEmpty(ranked: readonly string[]): number {
  return ranked.length === 0 ? 1 : 0;
}
