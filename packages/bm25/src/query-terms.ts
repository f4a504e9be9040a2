import { idf, type QueryTerm } from "./admission.js";
import type { IndexState } from "./index-state.js";

/** Groups a query's tokens into distinct terms (first-occurrence order) with their statistics. */
export function queryTerms(state: IndexState, tokens: readonly string[]): QueryTerm[] {
  const byToken = new Map<
    string,
    { token: string; termId: number; count: number; df: number; idf: number; group: number; weight: number }
  >();
  for (const token of tokens) {
    const seen = byToken.get(token);
    if (seen !== undefined) {
      seen.count += 1;
      seen.weight = seen.count * seen.idf;
      continue;
    }
    const termId = state.termId(token, false);
    const df = termId < 0 ? 0 : (state.df[termId] ?? 0);
    const termIdf = idf(state.liveCount, df);
    byToken.set(token, { token, termId, count: 1, df, idf: termIdf, group: byToken.size, weight: termIdf });
  }
  return [...byToken.values()];
}
